import { formatAmount as formatCoreAmount } from "../../../core/cost-model/format";

/** Amounts as design-brief.md wants them: `1 520,00 €` in French, `€1,520.00` in English (one cached formatter per locale). */
export function formatAmount(value: number, language: string, currency = "EUR"): string {
  return formatCoreAmount(value, language.startsWith("en") ? "en" : "fr", currency);
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
