import { useTranslation } from "react-i18next";
import type { RevenueLine } from "#core/schemas/calculator";
import { AppDialog } from "../../components/dialog";
import { TextField } from "../../components/form-fields";
import { useAppForm } from "../../lib/use-app-form";
import { AddDialogButtons } from "./add-dialog-buttons";
import { REVENUE_RANGE, type RevenueDraft, revenueResolver } from "./revenue-form";
import { useNumber } from "./use-money";

interface AddRevenueDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (line: RevenueLine) => void;
}

/** Adds an other revenue (event, sponsor, bar): a name and an amount >= 0, on the form pattern (decision 124). */
export function AddRevenueDialog(props: AddRevenueDialogProps) {
  const { t } = useTranslation();
  // The form lives inside the dialog's content, so each opening starts afresh.
  return (
    <AppDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("calculator.sections.otherRevenuesAdd")}
      size="sm"
    >
      <AddRevenueForm {...props} />
    </AppDialog>
  );
}

function AddRevenueForm({ onOpenChange, onAdd }: AddRevenueDialogProps) {
  const { t } = useTranslation();
  const number = useNumber();
  const defaultValues: RevenueDraft = { name: t("calculator.line.default.revenue"), value: "" };
  const form = useAppForm({ defaultValues, resolver: revenueResolver });
  const submit = form.handleSubmit((line) => {
    onAdd(line);
    onOpenChange(false);
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField label={t("calculator.line.name")} maxLength={120} required {...form.field("name")} />
      <TextField
        label={t("calculator.line.value.revenue")}
        hint={t("calculator.line.valueHint.revenue")}
        inputMode="decimal"
        autoComplete="off"
        required
        {...form.field("value", { min: number(REVENUE_RANGE.min), max: number(REVENUE_RANGE.max) })}
      />
      <AddDialogButtons onCancel={() => onOpenChange(false)} />
    </form>
  );
}
