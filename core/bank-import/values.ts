import { readError, MAX_FILE_BYTES, type BankReadError } from "./types";

/**
 * Dates, amounts and the checks every format shares. Amounts are read from their text into whole
 * cents without going through a float product, so "0,07" is 7 cents and "12,3,4" is refused.
 */

/** "YYYY-MM-DD" when year, month and day make a real calendar day (31/02 is refused), else null. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A date as the CSV mapping says: "DD/MM/YYYY" (also with - or . between) or "YYYY-MM-DD". */
export function readDate(text: string, format: "DD/MM/YYYY" | "YYYY-MM-DD"): string | null {
  const t = text.trim();
  const m =
    format === "DD/MM/YYYY"
      ? /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t)
      : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return null;
  return format === "DD/MM/YYYY" ? isoDay(+m[3], +m[2], +m[1]) : isoDay(+m[1], +m[2], +m[3]);
}

/** OFX and camt dates start with YYYYMMDD or YYYY-MM-DD (a time and zone may follow). */
export function readCompactDate(text: string): string | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text.trim());
  return m ? isoDay(+m[1], +m[2], +m[3]) : null;
}

const SPACES = /[\s\u00a0\u202f']/g;

/**
 * Whole cents of an amount written with `decimal` as its decimal mark: a sign, digits (groups of three
 * may be split by spaces, or by the other mark), at most two decimals, an optional € or EUR. Null when
 * it is not such a number.
 */
export function readCents(text: string, decimal: "," | "."): number | null {
  let t = text.replace(SPACES, "").replace(/(€|EUR)$/i, "");
  let sign = 1;
  if (/^[+-]/.test(t)) {
    sign = t[0] === "-" ? -1 : 1;
    t = t.slice(1);
  }
  const thousands = decimal === "," ? "\\." : ",";
  const mark = decimal === "," ? "," : "\\.";
  const shape = new RegExp(`^(\\d{1,3}(?:${thousands}\\d{3})+|\\d+)(?:${mark}(\\d{1,2}))?$`);
  const m = shape.exec(t);
  if (!m) return null;
  const units = Number(m[1].replace(/[.,]/g, ""));
  const cents = Number((m[2] ?? "").padEnd(2, "0"));
  const value = units * 100 + cents;
  if (!Number.isSafeInteger(value)) return null;
  return sign * value + 0;
}

/** UTF-8 size of a text, the size of the file it was read from (counted: core has no TextEncoder type). */
export function byteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair: one code point of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Refusals before any format is read: a file over 2 MB, an empty one, or a binary one (a control
 * character no bank export holds, a PDF or a spreadsheet sent by mistake), with the line of the first.
 */
export function checkText(content: string): BankReadError | null {
  if (content.length > MAX_FILE_BYTES || byteLength(content) > MAX_FILE_BYTES)
    return readError("tooLarge", 0);
  if (content.trim() === "") return readError("empty", 0);
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  const binary = /[\u0000-\u0008\u000e-\u001f\u007f]/.exec(content);
  if (binary) return readError("binary", lineAt(content, binary.index));
  return null;
}
