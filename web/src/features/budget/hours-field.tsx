import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CATEGORY_HOURS_MAX } from "#core/schemas/calculator-items";
import { useUiLanguage } from "../../lib/i18n";
import { parseAmount } from "../../lib/calculator-model/calc-doc";
import { useNumber } from "./use-money";

/** What a typed text of hours stores: undefined when empty (missing = 0), NaN when it is no number of 0 to 10,000. */
export function parseHours(text: string): number | undefined {
  const parsed = parseAmount(text);
  if (parsed === null) return undefined;
  return Number.isNaN(parsed) || parsed < 0 || parsed > CATEGORY_HOURS_MAX ? Number.NaN : parsed + 0;
}

const hoursText = (hours: number | undefined, language: string) =>
  hours === undefined ? "" : language === "fr" ? String(hours).replace(".", ",") : String(hours);

/**
 * The weekly hours a category uses (hall, pitch, coach: season-money.md section 2), which the lines
 * shared "by hours" follow. Empty means none; what was typed stays, with the schema's range said, while
 * it is wrong, and nothing is saved until it fits.
 */
export function HoursField({
  value,
  name,
  onCommit,
}: {
  value: number | undefined;
  name: string;
  onCommit: (hours: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const number = useNumber();
  const [text, setText] = useState(hoursText(value, language));
  // The document's value when it changes from elsewhere (a restore, another tab); not while typing "4," on the way to "4,5".
  useEffect(
    () => setText((current) => (parseHours(current) === value ? current : hoursText(value, language))),
    [value, language],
  );
  const invalid = Number.isNaN(parseHours(text) ?? 0);
  const errorId = useId();
  return (
    <div className="flex flex-col items-start sm:items-end">
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <span>{t("calculator.category.hours")}</span>
        <input
          aria-label={t("calculator.category.hoursOf", { name })}
          aria-describedby={invalid ? errorId : undefined}
          inputMode="decimal"
          placeholder="0"
          value={text}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseHours(event.target.value);
            if (!Number.isNaN(next ?? 0)) onCommit(next);
          }}
          className="w-16 rounded-md border border-slate-300 bg-white px-2 py-1 text-right tabular-nums focus:border-brand focus:outline-2 focus:outline-brand aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:aria-invalid:border-red-400"
        />
      </label>
      {invalid ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {t("checks.not_in_range", { min: number(0), max: number(CATEGORY_HOURS_MAX) })}
        </p>
      ) : null}
    </div>
  );
}
