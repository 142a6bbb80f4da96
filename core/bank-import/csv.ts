import { searchableName } from "../text";
import { MAX_TRANSACTIONS, readError, type BankRead, type BankTransaction, type CsvMapping } from "./types";
import { csvRows } from "./csv-rows";
import { checkText, readCents, readDate } from "./values";

/**
 * The CSV layouts French banks export (season-money.md section 4): `;` or `,` between columns, a few
 * lines of account details above the header, one signed amount column or debit and credit columns.
 * csv-rows.ts splits the rows (quotes, separators inside quotes); this finds the header, proposes a
 * mapping from the header's words and the first row's values, and reads every row with the mapping.
 */

const DATE_WORDS = /^date/;
const AMOUNT_WORDS = /^(montant|amount|somme)/;
const DEBIT_WORDS = /^(debit|sortie)/;
const CREDIT_WORDS = /^(credit|entree)/;
const LABEL_WORDS = /(libelle|label|description|intitule|detail|motif)/;
const REF_WORDS = /^(ref|reference|numero d'operation|n° d'operation|fitid)/;

/** How many lines above the header the bank may write (account number, period, balance). */
const HEADER_SEARCH = 20;

interface Header {
  line: number;
  offset: number;
  delimiter: string;
  columns: string[];
}

function findHeader(text: string): Header | null {
  const lines = text.split("\n");
  let offset = 0;
  for (let i = 0; i < Math.min(lines.length, HEADER_SEARCH); i++) {
    const raw = lines[i].replace(/\r$/, "");
    for (const delimiter of [";", ",", "\t"]) {
      const columns = (csvRows(raw, delimiter)[0]?.cells ?? []).map((c) => c.trim());
      const words = columns.map(searchableName);
      const hasDate = words.some((w) => DATE_WORDS.test(w));
      const hasMoney = words.some((w) => AMOUNT_WORDS.test(w) || DEBIT_WORDS.test(w) || CREDIT_WORDS.test(w));
      if (columns.length >= 2 && hasDate && hasMoney) return { line: i + 1, offset, delimiter, columns };
    }
    offset += lines[i].length + 1;
  }
  return null;
}

function pick(columns: readonly string[], words: RegExp): string | undefined {
  return columns.find((c) => words.test(searchableName(c)));
}

/** The mapping a dry run proposes: columns by their header words, formats by the first data row. */
function proposeMapping(
  columns: readonly string[],
  firstRow: readonly string[] | undefined,
): CsvMapping | null {
  const date = pick(columns, DATE_WORDS);
  const amount = pick(columns, AMOUNT_WORDS);
  const debit = pick(columns, DEBIT_WORDS);
  const credit = pick(columns, CREDIT_WORDS);
  const label =
    pick(columns, LABEL_WORDS) ??
    columns.find((c) => c !== date && c !== amount && c !== debit && c !== credit);
  if (!date || !label || (!amount && !(debit && credit))) return null;
  const cell = (name: string | undefined) =>
    name && firstRow ? (firstRow[columns.indexOf(name)] ?? "") : "";
  const dateFormat = /^\d{4}-/.test(cell(date).trim()) ? "YYYY-MM-DD" : "DD/MM/YYYY";
  const money = [cell(amount), cell(debit), cell(credit)].join(" ");
  const decimal = /\d,\d{1,2}(\D|$)/.test(money) || !/\d\.\d/.test(money) ? "," : ".";
  const ref = pick(columns, REF_WORDS);
  return {
    date,
    ...(amount ? { amount } : { debit, credit }),
    label,
    ...(ref ? { ref } : {}),
    dateFormat,
    decimal,
  };
}

export function readCsv(content: string, given?: CsvMapping): BankRead {
  const refused = checkText(content);
  if (refused) return refused;
  const text = content.replace(/^\uFEFF/, "");
  const header = findHeader(text);
  if (!header) return readError("noHeader", 1);
  const body = text.slice(header.offset);
  const rows = csvRows(body, header.delimiter, header.line);
  const data = rows.slice(1).filter((r) => r.cells.some((c) => c.trim() !== ""));
  const mapping = given ?? proposeMapping(header.columns, data[0]?.cells);
  if (!mapping) return readError("badMapping", header.line);
  const index = (name: string | undefined): number | null =>
    name === undefined ? null : header.columns.indexOf(name);
  const columns = {
    date: index(mapping.date),
    amount: index(mapping.amount),
    debit: index(mapping.debit),
    credit: index(mapping.credit),
    label: index(mapping.label),
    ref: index(mapping.ref),
  };
  for (const [key, at] of Object.entries(columns))
    if (at === -1) return readError("badMapping", header.line, String(mapping[key as keyof CsvMapping]));
  if (
    columns.date === null ||
    columns.label === null ||
    (columns.amount === null && (columns.debit === null || columns.credit === null))
  )
    return readError("badMapping", header.line);
  const transactions: BankTransaction[] = [];
  for (const row of data) {
    const cell = (at: number | null) => (at === null ? "" : (row.cells[at] ?? "").trim());
    const dateText = cell(columns.date);
    // A footer without a date nor an amount ("Solde au 30/06") is not a transaction.
    if (
      dateText === "" &&
      cell(columns.amount) === "" &&
      cell(columns.debit) === "" &&
      cell(columns.credit) === ""
    )
      continue;
    const date = readDate(dateText, mapping.dateFormat);
    if (!date) return readError("badDate", row.line, dateText);
    const amountCents = readRowCents(
      cell(columns.amount),
      cell(columns.debit),
      cell(columns.credit),
      columns.amount !== null,
      mapping.decimal,
    );
    if (typeof amountCents === "string") return readError("badAmount", row.line, amountCents);
    if (transactions.length === MAX_TRANSACTIONS) return readError("tooMany", row.line);
    const ref = cell(columns.ref);
    transactions.push({
      date,
      amountCents,
      label: cell(columns.label),
      ...(ref ? { bankRef: ref } : {}),
      line: row.line,
    });
  }
  return { ok: true, transactions, mapping, columns: header.columns };
}

/** Cents of a row, or the text that could not be read. A debit is money out, written positive or negative. */
function readRowCents(
  amount: string,
  debit: string,
  credit: string,
  signed: boolean,
  decimal: "," | ".",
): number | string {
  if (signed) return readCents(amount, decimal) ?? amount;
  if (debit === "" && credit === "") return "";
  const out = debit === "" ? 0 : readCents(debit, decimal);
  if (out === null) return debit;
  const inCents = credit === "" ? 0 : readCents(credit, decimal);
  if (inCents === null) return credit;
  return Math.abs(inCents) - Math.abs(out) + 0;
}
