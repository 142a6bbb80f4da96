import { DECIMAL_STYLES, decimalText } from "./decimal-text";
import { finite } from "./numbers";

export type AmountLocale = "fr" | "en";

const LOCALE_TAGS: Record<AmountLocale, string> = { fr: "fr-FR", en: "en-US" };
// Building an Intl.NumberFormat is costly; only currencies other than the euro still need one.
const cache = new Map<string, Intl.NumberFormat>();

function formatter(key: string, locale: AmountLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAGS[locale] ?? LOCALE_TAGS.fr, options);
    cache.set(key, f);
  }
  return f;
}

function styleOf(locale: AmountLocale) {
  return DECIMAL_STYLES[locale] ?? DECIMAL_STYLES.fr;
}

function intlCurrencyFormatter(locale: AmountLocale, currency: string): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = {
    style: "currency",
    minimumFractionDigits: 2,
    maximumFractionDigits: MONEY_FRACTION_DIGITS,
    // Float noise such as -1e-12 must print as 0,00, not -0,00.
    signDisplay: "negative",
  };
  try {
    return formatter(`c|${locale}|${currency}`, locale, { ...options, currency });
  } catch {
    return formatter(`c|${locale}|EUR`, locale, { ...options, currency: "EUR" });
  }
}

/**
 * Money is shown in cents at most (issue 31.1, decision 143): 111.42857 is read "111,43 €". Only the
 * computation keeps the full number; a screen, a chart, the print and the poster show this.
 */
export const MONEY_FRACTION_DIGITS = 2;

/** "1 520,00 €" (fr, with Intl's narrow no-break space) or "€1,520.00" (en); always 2 fraction digits. */
export function formatAmount(value: number, locale: AmountLocale, currency = "EUR"): string {
  if (currency !== "EUR") return intlCurrencyFormatter(locale, currency).format(finite(value));
  // The euro, every calculator's currency today, is written without Intl (docs/decisions/101).
  const { negative, digits } = decimalText(finite(value), styleOf(locale), 2, MONEY_FRACTION_DIGITS);
  const sign = negative ? "-" : "";
  return locale === "en" ? `${sign}€${digits}` : `${sign}${digits}\u00a0€`;
}

/** A plain number (hours, members): "1 520,5" (fr) or "1,520.5" (en), up to `maximumFractionDigits` decimals. */
export function formatNumber(value: number, locale: AmountLocale, maximumFractionDigits = 2): string {
  const { negative, digits } = decimalText(finite(value), styleOf(locale), 0, maximumFractionDigits);
  return negative ? `-${digits}` : digits;
}

export interface PercentOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Formats a ratio: 0.1357 -> "13,57 %" (fr) or "13.57%" (en). */
export function formatPercent(ratio: number, locale: AmountLocale, options: PercentOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? 2);
  const { negative, digits } = decimalText(finite(ratio), styleOf(locale), min, max, 2);
  const sign = negative ? "-" : "";
  return locale === "en" ? `${sign}${digits}%` : `${sign}${digits}\u00a0%`;
}
