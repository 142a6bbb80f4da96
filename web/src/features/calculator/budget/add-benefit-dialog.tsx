import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { benefitValue } from "../../../../../core/cost-model";
import { BENEFIT_SUBTYPES, BENEFIT_TYPES, type Benefit, type BenefitCode, type BenefitType, benefitSchema, isAmountTyped } from "../../../../../core/schemas/calculator";
import { AppDialog } from "../../../components/dialog";
import { SelectField, TextField } from "../../../components/form-fields";
import { check, type FieldErrors } from "../../../lib/validate";
import { parseAmount } from "../model/calc-doc";
import { AddDialogButtons } from "./add-dialog-buttons";
import { OFFERED_BENEFIT_TYPES, RateSourceNote, SubsidisedJobsHint, useDefaultRate } from "./benefit-rates";

type Field = "benefitType" | "code" | "name" | "hours" | "rate";
const toNumber = (text: string) => parseAmount(text) ?? undefined;

/** Adds a benefit in kind: type, subtype, name, hours and hourly rate (SJB: an amount). Value = rate x hours. */
export function AddBenefitDialog({
  open,
  onOpenChange,
  onAdd,
  format,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (benefit: Omit<Benefit, "index">) => void;
  format: (value: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const [type, setType] = useState<BenefitType | "">("");
  const [code, setCode] = useState<BenefitCode | "">("");
  const [name, setName] = useState("");
  const [hours, setHours] = useState("");
  const [rate, setRate] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const decimal = (n: number) => (i18n.language.startsWith("en") ? String(n) : String(n).replace(".", ","));
  const defaultRateOf = useDefaultRate();

  useEffect(() => {
    if (!open) return;
    setType("");
    setCode("");
    setName("");
    setHours("");
    setRate("");
    setErrors({});
  }, [open]);

  const chooseType = (next: BenefitType | "") => {
    setType(next);
    setCode("");
    if (!next) return;
    const defaultRate = defaultRateOf(next);
    setRate(defaultRate === null ? "1" : decimal(defaultRate));
    if (!name.trim() || BENEFIT_TYPES.some((bt) => t(`calculator.benefit.types.${bt}`) === name)) setName(t(`calculator.benefit.types.${next}`));
  };
  const chooseCode = (next: BenefitCode | "") => {
    setCode(next);
    if (type && next) {
      const defaultRate = defaultRateOf(type, next);
      if (defaultRate !== null) setRate(decimal(defaultRate));
    }
  };

  const amountTyped = type !== "" && isAmountTyped(type);
  const values = {
    index: 0,
    benefitType: type || undefined,
    code: code || undefined,
    name,
    hours: toNumber(hours),
    rate: amountTyped ? 1 : toNumber(rate),
  };
  const preview = typeof values.hours === "number" && typeof values.rate === "number" ? benefitValue({ hours: values.hours, rate: values.rate }) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = check(benefitSchema, values as Record<string, unknown>);
    if (!result.ok) return setErrors(result.errors as FieldErrors<Field>);
    const { index: _index, ...benefit } = result.data;
    onAdd(benefit);
    onOpenChange(false);
  };
  const error = (field: Field) => (errors[field] ? t(`validation.${errors[field]}`) : undefined);

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t("calculator.benefit.addTitle")} description={t("calculator.benefit.addIntro")} size="md">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("calculator.benefit.type")}
          value={type}
          onChange={(event) => chooseType(event.target.value as BenefitType | "")}
          placeholder={t("calculator.benefit.chooseType")}
          options={OFFERED_BENEFIT_TYPES.map((bt) => ({ value: bt, label: t(`calculator.benefit.types.${bt}`) }))}
          error={error("benefitType")}
          required
        />
        <SelectField
          label={t("calculator.benefit.subtype")}
          value={code}
          disabled={!type || !BENEFIT_SUBTYPES[type].length}
          onChange={(event) => chooseCode(event.target.value as BenefitCode | "")}
          placeholder={t("calculator.benefit.noSubtype")}
          options={(type ? BENEFIT_SUBTYPES[type] : []).map((c) => ({ value: c, label: t(`calculator.benefit.codes.${c}`) }))}
          error={error("code")}
        />
        <TextField
          className="sm:col-span-2"
          label={t("calculator.line.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error("name")}
          maxLength={120}
          required
        />
        <TextField
          className={amountTyped ? "sm:col-span-2" : ""}
          label={t(amountTyped ? "calculator.benefit.amount" : "calculator.benefit.hours")}
          value={hours}
          onChange={(e) => setHours(e.target.value)}
          error={error("hours")}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        {amountTyped ? null : (
          <TextField
            label={t("calculator.benefit.rate")}
            hint={t("calculator.benefit.rateHint")}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
            error={error("rate")}
            inputMode="decimal"
            autoComplete="off"
            required
          />
        )}
        <RateSourceNote type={type} code={code} />
        <SubsidisedJobsHint />
        <p className="text-sm text-slate-700 dark:text-slate-300 sm:col-span-2" aria-live="polite">
          {t("calculator.benefit.valuePreview")} <strong className="tabular-nums">{format(preview ?? 0)}</strong>
        </p>
        <AddDialogButtons className="sm:col-span-2" onCancel={() => onOpenChange(false)} />
      </form>
    </AppDialog>
  );
}
