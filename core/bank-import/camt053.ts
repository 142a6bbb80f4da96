import { XMLParser, XMLValidator } from "fast-xml-parser";
import { MAX_TRANSACTIONS, readError, type BankRead, type BankTransaction } from "./types";
import { checkText, lineAt, readCents, readCompactDate } from "./values";

/**
 * ISO 20022 camt.053 (001.02 and later): Document/BkToCstmrStmt/Stmt/Ntry, read with fast-xml-parser
 * (pure JavaScript, runs in Workers). Namespace prefixes are dropped so every version reads alike.
 * Each entry: Amt and CdtDbtInd (DBIT is money out), BookgDt (Dt or DtTm; ValDt when absent), bankRef
 * AcctSvcrRef or NtryRef, the label from the remittance text or AddtlNtryInf.
 */

type Node = Record<string, unknown>;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd"].includes(name),
});

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  if (value && typeof value === "object" && "#text" in value) return text((value as Node)["#text"]);
  return "";
}

function child(node: unknown, ...path: string[]): unknown {
  let at: unknown = node;
  for (const key of path) {
    if (Array.isArray(at)) at = at[0];
    if (!at || typeof at !== "object") return undefined;
    at = (at as Node)[key];
  }
  return at;
}

function entryLabel(entry: Node): string {
  const parts: string[] = [];
  for (const details of (entry.NtryDtls as unknown[] | undefined) ?? []) {
    for (const tx of (child(details, "TxDtls") as unknown[] | undefined) ?? []) {
      const name = text(child(tx, "RltdPties", "Dbtr", "Nm")) || text(child(tx, "RltdPties", "Cdtr", "Nm"));
      if (name) parts.push(name);
      for (const line of (child(tx, "RmtInf", "Ustrd") as unknown[] | undefined) ?? []) parts.push(text(line));
    }
  }
  const extra = text(entry.AddtlNtryInf);
  if (extra && !parts.includes(extra)) parts.push(extra);
  return parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
}

export function readCamt053(content: string): BankRead {
  const refused = checkText(content);
  if (refused) return refused;
  const source = content.replace(/^\uFEFF/, "");
  const valid = XMLValidator.validate(source);
  if (valid !== true) return readError("badXml", valid.err.line, valid.err.msg);
  const doc = parser.parse(source) as Node;
  const statements = child(doc, "Document", "BkToCstmrStmt", "Stmt") as Node[] | undefined;
  if (!Array.isArray(statements)) return readError("notCamt", 1);
  // The entries' opening tags in the file's order give each entry its line.
  const entryLines = [...source.matchAll(/<(?:\w+:)?Ntry[\s>]/g)].map((m) => m.index);
  let counted = 0;
  let line = 1;
  const lineOfEntry = (n: number): number => {
    const at = entryLines[n] ?? source.length;
    line += lineAt(source.slice(counted, at), at - counted) - 1;
    counted = at;
    return line;
  };
  const transactions: BankTransaction[] = [];
  let n = 0;
  for (const statement of statements) {
    for (const entry of (statement.Ntry as Node[] | undefined) ?? []) {
      const at = lineOfEntry(n++);
      const dateText = text(child(entry, "BookgDt", "Dt")) || text(child(entry, "BookgDt", "DtTm")) || text(child(entry, "ValDt", "Dt")) || text(child(entry, "ValDt", "DtTm"));
      const date = readCompactDate(dateText);
      if (!date) return readError("badDate", at, dateText);
      const amountText = text(entry.Amt);
      const cents = readCents(amountText, ".");
      const way = text(entry.CdtDbtInd);
      if (cents === null || cents < 0 || (way !== "CRDT" && way !== "DBIT")) return readError("badAmount", at, `${amountText} ${way}`.trim());
      if (transactions.length === MAX_TRANSACTIONS) return readError("tooMany", at);
      const bankRef = text(entry.AcctSvcrRef) || text(entry.NtryRef) || text(child(entry, "NtryDtls", "TxDtls", "Refs", "AcctSvcrRef"));
      transactions.push({ date, amountCents: way === "DBIT" ? -cents : cents, label: entryLabel(entry), ...(bankRef ? { bankRef } : {}), line: at });
    }
  }
  return { ok: true, transactions };
}
