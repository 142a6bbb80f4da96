import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { benefitValue } from "#core/cost-model/index";
import { BENEFIT_SUBTYPES, type Benefit, type BenefitCode, type BenefitType } from "#core/schemas/calculator";
import { AppDialog } from "../../components/dialog";
import { SelectField, TextField } from "../../components/form-fields";
import { useAppForm } from "../../lib/use-app-form";
import { AddDialogButtons } from "./add-dialog-buttons";
import { OFFERED_BENEFIT_TYPES, RateSourceNote, SubsidisedJobsHint, useDefaultRate } from "./benefit-rates";
import {
  amountTyped,
  type BenefitDraft,
  benefitResolver,
  codeChosen,
  emptyBenefit,
  previewNumbers,
  typeChosen,
} from "./benefit-form";

interface AddBenefitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (benefit: Omit<Benefit, "index">) => void;
  format: (value: number) => string;
}

/** Adds a benefit in kind: type, subtype, name, hours and hourly rate (SJB: an amount). Value = rate x hours. */
export function AddBenefitDialog(props: AddBenefitDialogProps) {
  const { t } = useTranslation();
  // The form lives inside the dialog's content, so each opening starts empty.
  return (
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("calculator.benefit.addTitle")}
      description={t("calculator.benefit.addIntro")}
      size="md"
    >
      <AddBenefitForm {...props} />
    </AppDialog>
  );
}

function AddBenefitForm({ onOpenChange, onAdd, format }: AddBenefitDialogProps) {
  const { t, i18n } = useTranslation();
  const form = useAppForm({ defaultValues: emptyBenefit, resolver: benefitResolver });
  const [type, code, hours, rate] = useWatch({
    control: form.control,
    name: ["benefitType", "code", "hours", "rate"],
  });
  const decimal = (n: number) => (i18n.language.startsWith("en") ? String(n) : String(n).replace(".", ","));
  // The reference rate of the season (GET reference/rates) over the built-in default, once loaded.
  const defaultRateOf = useDefaultRate();
  const typeName = (bt: BenefitType) => t(`calculator.benefit.types.${bt}`);

  // A choice fills in the fields it implies; each is checked again, so an error they mend goes at once.
  const fill = (values: Partial<BenefitDraft>) => {
    for (const [field, value] of Object.entries(values))
      form.setValue(field as keyof BenefitDraft, value, { shouldValidate: form.formState.isSubmitted });
  };
  const typeField = form.field("benefitType");
  const codeField = form.field("code");

  const asAmount = amountTyped(type);
  const preview = previewNumbers({ benefitType: type, hours, rate });
  const submit = form.handleSubmit((benefit) => {
    onAdd(benefit);
    onOpenChange(false);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t("calculator.benefit.type")}
        placeholder={t("calculator.benefit.chooseType")}
        options={OFFERED_BENEFIT_TYPES.map((bt) => ({ value: bt, label: typeName(bt) }))}
        required
        {...typeField}
        onChange={async (event) => {
          await typeField.onChange(event);
          const next = event.target.value as BenefitType | "";
          fill(typeChosen(form.getValues(), next, typeName, decimal, defaultRateOf));
        }}
      />
      <SelectField
        label={t("calculator.benefit.subtype")}
        disabled={!type || !BENEFIT_SUBTYPES[type].length}
        placeholder={t("calculator.benefit.noSubtype")}
        options={(type ? BENEFIT_SUBTYPES[type] : []).map((c) => ({
          value: c,
          label: t(`calculator.benefit.codes.${c}`),
        }))}
        {...codeField}
        onChange={async (event) => {
          await codeField.onChange(event);
          const next = event.target.value as BenefitCode | "";
          fill(codeChosen(form.getValues("benefitType"), next, decimal, defaultRateOf));
        }}
      />
      <TextField
        className="sm:col-span-2"
        label={t("calculator.line.name")}
        maxLength={120}
        required
        {...form.field("name")}
      />
      <TextField
        className={asAmount ? "sm:col-span-2" : ""}
        label={t(asAmount ? "calculator.benefit.amount" : "calculator.benefit.hours")}
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.field("hours")}
      />
      {asAmount ? null : (
        <TextField
          label={t("calculator.benefit.rate")}
          hint={t("calculator.benefit.rateHint")}
          inputMode="decimal"
          autoComplete="off"
          required
          {...form.field("rate")}
        />
      )}
      <RateSourceNote type={type} code={code} />
      <SubsidisedJobsHint />
      <p className="text-sm text-slate-700 dark:text-slate-300 sm:col-span-2" aria-live="polite">
        {t("calculator.benefit.valuePreview")}{" "}
        <strong className="tabular-nums">{format(preview ? benefitValue(preview) : 0)}</strong>
      </p>
      <AddDialogButtons className="sm:col-span-2" onCancel={() => onOpenChange(false)} />
    </form>
  );
}
