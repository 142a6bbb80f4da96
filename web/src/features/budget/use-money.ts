import { useCallback } from "react";
import { formatAmount, formatNumber } from "#core/cost-model/index";
import { useUiLanguage } from "../../lib/i18n";

/** Amounts in the reader's language and the document's currency (`1 520,00 €`, `€1,520.00`). */
export function useMoney(currency = "EUR") {
  const language = useUiLanguage();
  return useCallback((value: number) => formatAmount(value, language, currency), [language, currency]);
}

/** Plain numbers (hours, members) in the reader's language. */
export function useNumber() {
  const language = useUiLanguage();
  return useCallback((value: number) => formatNumber(value, language), [language]);
}

/** Muted red for costs, green for subsidies (design-brief.md). */
const toneClass = {
  fee: "text-red-700 dark:text-red-400",
  subsidy: "text-emerald-700 dark:text-emerald-400",
  plain: "",
} as const;

/** The tone of an amount: nothing is neither a cost nor a subsidy, so zero stays neutral. */
export const toneOf = (kind: keyof typeof toneClass, value: number) => (value === 0 ? "" : toneClass[kind]);
