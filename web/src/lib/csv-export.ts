/**
 * CSV files that open correctly in French Excel: UTF-8 with a byte order mark, ';' between cells,
 * decimal comma. Text cells that a spreadsheet would read as a formula (starting with = + - @,
 * a tab or a carriage return) are prefixed with an apostrophe (CSV injection). Numbers are written
 * by us and are never prefixed, so a negative amount stays a number.
 */
type CsvCell = string | number | null | undefined;

const BOM = "\uFEFF";
const formulaStart = /^[=+\-@\t\r]/;

function numberCell(value: number): string {
  if (!Number.isFinite(value)) return "";
  // No grouping: Excel reads "1520,5" as a number, "1 520,5" as text.
  return String(value).replace(".", ",");
}

function textCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  return typeof value === "number" ? numberCell(value) : textCell(value);
}

/** The whole file: header row first, lines ended by CRLF as Excel writes them. */
export function toCsv(rows: CsvCell[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(";")).join("\r\n") + "\r\n";
}

/** Saves the text as a file through a temporary link (the browser's download). */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
