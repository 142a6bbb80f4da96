import { type AmountLocale, formatAmount as formatCoreAmount, formatNumber as formatCoreNumber } from "../../../core/cost-model/format";

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

/** DD/MM/YYYY, or DD-MM-YYYY with `separator: "-"` (club list). */
export function formatDate(value: string | number | Date, separator: "/" | "-" = "/"): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return [pad(date.getDate()), pad(date.getMonth() + 1), date.getFullYear()].join(separator);
}

/** DD/MM/YYYY HH:mm (last connection, last saved). */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
