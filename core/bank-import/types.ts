/**
 * What every bank file reader gives (season-money.md section 4): transactions in whole cents, or the
 * reason and line where reading stopped. Pure, for both runtimes (no Node-only API).
 */
export interface BankTransaction {
  /** "YYYY-MM-DD", a real calendar day. */
  date: string;
  /** Whole cents, money in > 0, money out < 0. */
  amountCents: number;
  label: string;
  /** The bank's own id of the transaction (OFX FITID, camt AcctSvcrRef or NtryRef, a CSV reference column). */
  bankRef?: string;
  /** Line of the file where the transaction starts (1 = the first line), for messages. */
  line: number;
}

export const BANK_FORMATS = ["csv", "ofx", "camt053"] as const;
export type BankFormat = (typeof BANK_FORMATS)[number];

/** Why a file could not be read; each has a text in both locales (actuals.error_<reason>). */
export type BankReadReason =
  | "tooLarge"
  | "binary"
  | "empty"
  | "noHeader"
  | "badMapping"
  | "badDate"
  | "badAmount"
  | "tooMany"
  | "badXml"
  | "notOfx"
  | "notCamt";

export interface BankReadError {
  ok: false;
  reason: BankReadReason;
  /** 1-based line where reading stopped; 0 when the file as a whole is refused (too large, empty). */
  line: number;
  /** The text that could not be read (a date, an amount, a column name), cut to 60 characters. */
  value?: string;
}

export interface CsvMapping {
  date: string;
  amount?: string;
  debit?: string;
  credit?: string;
  label: string;
  ref?: string;
  dateFormat: "DD/MM/YYYY" | "YYYY-MM-DD";
  decimal: "," | ".";
}

export interface BankReadResult {
  ok: true;
  transactions: BankTransaction[];
  /** CSV only: the mapping used (the one proposed when none was given). */
  mapping?: CsvMapping;
  /** CSV only: the header's columns, for a person to choose another mapping. */
  columns?: string[];
}

export type BankRead = BankReadResult | BankReadError;

/** A file is at most 2 MB and 10,000 transactions (season-money.md section 4). */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_TRANSACTIONS = 10_000;

export function readError(reason: BankReadReason, line: number, value?: string): BankReadError {
  return value === undefined
    ? { ok: false, reason, line }
    : { ok: false, reason, line, value: value.slice(0, 60) };
}
