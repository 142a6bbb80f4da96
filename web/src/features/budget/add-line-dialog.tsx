import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { accountOfNewLine, suggestedAccount } from "#core/account-suggestion";
import { ACCOUNT_LABELS, accountsOf, DEFAULT_ACCOUNTS, type LineList } from "#core/cerfa-accounts";
import type { Line } from "#core/schemas/calculator";
import { AppDialog } from "../../components/dialog";
import { checkKeys } from "../../lib/check-keys";
import { useOpenedOnce } from "../../components/use-opened-once";
import { SelectField, TextField } from "../../components/form-fields";
import { type LineKind, parseAmount, storedValue } from "../../lib/calculator-model/calc-doc";
import { AddDialogButtons } from "./add-dialog-buttons";

interface AddLineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: LineKind;
  title: string;
  /** The list the line goes to: its Cerfa classes, and the class its name suggests (issue 46.3). */
  accountList: LineList;
  onAdd: (line: Line) => void;
}

/**
 * Adds a fee or a subsidy: name and value required; a fee is typed positive and stored negative. Its Cerfa
 * class follows the name ("Coach" 64, "Location" 61: core's suggestedAccount) until the person picks one,
 * which then stays whatever the name becomes (decision 239).
 */
export function AddLineDialog(props: AddLineDialogProps) {
  // Six budget sections each hold one: their forms are rendered from the first opening on.
  return useOpenedOnce(props.open) ? <AddLineForm {...props} /> : null;
}

function AddLineForm({ open, onOpenChange, kind, title, accountList, onAdd }: AddLineDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith("en") ? "en" : "fr";
  const [name, setName] = useState("");
  const [chosen, setChosen] = useState<number | null>(null);
  const suggested = suggestedAccount(name, accountList);
  const account = chosen ?? suggested ?? DEFAULT_ACCOUNTS[accountList];
  const [value, setValue] = useState("");
  const [errors, setErrors] = useState<{ name?: string; value?: string }>({});

  useEffect(() => {
    if (!open) return;
    setName(t(`calculator.line.default.${kind}`));
    setValue("");
    setChosen(null);
    setErrors({});
  }, [open, kind, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(value);
    const next = {
      name: name.trim() ? undefined : "error_name_required",
      value: amount === null || Number.isNaN(amount) ? "error_value_required" : undefined,
    };
    setErrors(next);
    if (next.name || next.value) return;
    const own = accountOfNewLine(name, accountList, chosen);
    onAdd({
      name: name.trim(),
      value: storedValue(kind, amount ?? 0),
      ...(own === undefined ? {} : { account: own }),
    });
    onOpenChange(false);
  };

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={title} size="sm">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t("calculator.line.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name ? t(checkKeys(errors.name)) : undefined}
          maxLength={120}
          required
        />
        <TextField
          label={t(`calculator.line.value.${kind}`)}
          hint={t(`calculator.line.valueHint.${kind}`)}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors.value ? t(checkKeys(errors.value)) : undefined}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <SelectField
          label={t("calculator.line.account")}
          hint={chosen === null && suggested !== null ? t("calculator.line.accountSuggested") : undefined}
          value={String(account)}
          onChange={(event) => setChosen(Number(event.target.value))}
          options={accountsOf(accountList).map((option) => ({
            value: String(option),
            label: `${option} ${ACCOUNT_LABELS[option]?.[language] ?? ""}`,
          }))}
        />
        <AddDialogButtons onCancel={() => onOpenChange(false)} />
      </form>
    </AppDialog>
  );
}
