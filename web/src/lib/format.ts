import { uiLanguage } from "./i18n";
import {
  type AmountLocale,
  formatAmount as formatCoreAmount,
  formatNumber as formatCoreNumber,
} from "#core/cost-model/format";

const localeOf = (language: string): AmountLocale => (language.startsWith("en") ? "en" : "fr");

/** Amounts as design-brief.md wants them: `1 520,00 €` in French, `€1,520.00` in English (one cached formatter per locale). */
export function formatAmount(value: number, language: string, currency = "EUR"): string {
  return formatCoreAmount(value, localeOf(language), currency);
}

/** Plain numbers (members, hours): `1 520` in French, `1,520` in English. */
export function formatNumber(value: number, language: string): string {
  return formatCoreNumber(value, localeOf(language));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** DD-MM-YYYY (the club list's column and its CSV: product.md, one form for sorting and spreadsheets). */
export function formatNumericDate(value: string | number | Date, separator: "/" | "-" = "-"): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join(separator);
}

const englishFormats = new Map<string, Intl.DateTimeFormat>();
/** English with the month's name (en-GB: day first, 24 h), one cached formatter per shape. */
function english(date: Date, options: Intl.DateTimeFormatOptions): string {
  const key = JSON.stringify(options);
  let format = englishFormats.get(key);
  if (!format) englishFormats.set(key, (format = new Intl.DateTimeFormat("en-GB", options)));
  return format.format(date);
}
const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/**
 * A date in the interface's language (issue 31.13, decision 154): DD/MM/YYYY in French (product.md),
 * "26 Nov 2026" in English, where 01/09 would read as January 9 to some. Components call it while
 * rendering, and re-render when the language changes (useTranslation).
 */
export function formatDate(value: string | number | Date, language: string = uiLanguage()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return language.startsWith("en") ? english(date, DAY) : formatNumericDate(date, "/");
}

/** Date and time (last connection, last saved): DD/MM/YYYY HH:mm in French, "26 Nov 2026, 14:05" in English. */
export function formatDateTime(value: string | number | Date, language: string = uiLanguage()): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  if (language.startsWith("en"))
    return english(date, { ...DAY, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${formatNumericDate(date, "/")} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A calendar day stored as "YYYY-MM-DD" (a rate's start, a contract's end), the same day wherever the reader is. */
export function formatDay(isoDay: string, language: string = uiLanguage()): string {
  const [year, month, day] = isoDay.slice(0, 10).split("-").map(Number);
  if (!year || !month || !day) return isoDay;
  if (language.startsWith("en"))
    return english(new Date(Date.UTC(year, month - 1, day)), { ...DAY, timeZone: "UTC" });
  return [pad(day), pad(month), year].join("/");
}
