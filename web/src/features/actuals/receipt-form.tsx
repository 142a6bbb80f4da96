import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";
import { inputClass } from "../../components/form-fields";
import { showToast } from "../../lib/toasts";
import { addReceipt } from "../../lib/actuals-api";
import { targetOf, type TargetOption } from "./actuals-view";
import { TargetSelect } from "./target-select";

const labelClass = "mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200";

/** A cash or cheque receipt typed by hand (POST actuals/add): the amount in either language's decimal. */
export function ReceiptForm({
  organizationId,
  season,
  options,
  onChanged,
}: {
  organizationId: string;
  season: string;
  options: TargetOption[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState("");
  const [amount, setAmount] = useState("");
  const [label, setLabel] = useState("");
  const [target, setTarget] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const value = Number(amount.replace(/\s/g, "").replace(",", "."));
    if (
      !date ||
      !label.trim() ||
      !Number.isFinite(value) ||
      value === 0 ||
      !/^-?\d+([.,]\d{1,2})?$/.test(amount.replace(/\s/g, ""))
    ) {
      setError(t("actuals.receipt.invalid"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addReceipt(organizationId, {
        season,
        date,
        amount: value,
        label: label.trim(),
        target: targetOf(target),
      });
      showToast(t("actuals.receipt.added"), "success");
      setAmount("");
      setLabel("");
      onChanged();
    } catch {
      setError(t("actuals.receipt.invalid"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="surface space-y-3 p-4 sm:p-5"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {t("actuals.receipt.heading")}
      </h3>
      <div className="grid gap-3 sm:grid-cols-4">
        <div>
          <label htmlFor={`${id}-date`} className={labelClass}>
            {t("actuals.receipt.date")}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={inputClass}
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-amount`} className={labelClass}>
            {t("actuals.receipt.amount")}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            className={inputClass}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-label`} className={labelClass}>
            {t("actuals.receipt.label")}
          </label>
          <input
            id={`${id}-label`}
            className={inputClass}
            value={label}
            maxLength={300}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-target`} className={labelClass}>
            {t("actuals.receipt.target")}
          </label>
          <TargetSelect id={`${id}-target`} value={target} options={options} onChange={setTarget} />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {t("actuals.receipt.add")}
      </Button>
    </form>
  );
}
