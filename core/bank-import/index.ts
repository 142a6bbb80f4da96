import { readCamt053 } from "./camt053";
import { readCsv } from "./csv";
import { readOfx } from "./ofx";
import type { BankFormat, BankRead, CsvMapping } from "./types";

export * from "./types";
export { readCents, readDate, isoDay } from "./values";

/** Reads a bank file of the given format (season-money.md section 4); the mapping is for CSV only. */
export function readBankFile(format: BankFormat, content: string, mapping?: CsvMapping): BankRead {
  if (format === "csv") return readCsv(content, mapping);
  if (format === "ofx") return readOfx(content);
  return readCamt053(content);
}
