import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AmountLocale } from "#core/cost-model/index";
import { inputClass } from "../../../components/form-fields";
import { parseTypedAmount } from "../../../lib/calculator-model/typed-amount";

interface RequestedMembershipFieldProps {
  categoryName: string;
  /** The membership now in force (M), shown while the field is not being edited. */
  membership: number;
  lang: AmountLocale;
  currencySymbol: string;
  onRequest: (amount: number) => void;
  /** The id of the text saying why the field is locked (prices voted); unset: the field is open. */
  lockedBy?: string;
}

const plain = (value: number, lang: AmountLocale) =>
  new Intl.NumberFormat(lang === "en" ? "en-US" : "fr-FR", {
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(value);

/** Input-membership mode: the treasurer types the price; every valid keystroke is applied at once. */
export function RequestedMembershipField({
  categoryName,
  membership,
  lang,
  currencySymbol,
  onRequest,
  lockedBy,
}: RequestedMembershipFieldProps) {
  // Where the reader's language writes the symbol: "€100" in English, "100 €" in French.
  const symbolFirst = lang === "en";
  const { t } = useTranslation();
  const id = useId();
  // What is being typed stays as typed ("92," mid-entry) until the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = (text: string) => {
    setDraft(text);
    const value = parseTypedAmount(text);
    if (value !== null && value < 0) return setError(t("resell.negativeAmount"));
    setError(null);
    if (value !== null) onRequest(value);
  };

  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t("resell.requestedLabel", { name: categoryName })}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClass} ${symbolFirst ? "pl-7" : "pr-8"} text-right tabular-nums disabled:cursor-not-allowed disabled:opacity-60`}
          value={draft ?? plain(membership, lang)}
          aria-invalid={error ? true : undefined}
          aria-describedby={(error ? `${id}-error` : lockedBy) || undefined}
          disabled={lockedBy !== undefined}
          onChange={(event) => change(event.target.value)}
          onBlur={() => {
            setDraft(null);
            setError(null);
          }}
        />
        <span
          aria-hidden="true"
          className={`muted pointer-events-none absolute inset-y-0 ${symbolFirst ? "left-3" : "right-3"} flex items-center text-sm`}
        >
          {currencySymbol}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
