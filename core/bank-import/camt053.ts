import { MAX_TRANSACTIONS, readError, type BankRead, type BankTransaction } from "./types";
import { checkText, lineAt, readCents, readCompactDate } from "./values";
import { child, childrenNamed, readXml, textAt, type XmlNode } from "./xml";

/**
 * ISO 20022 camt.053 (001.02 and later): Document/BkToCstmrStmt/Stmt/Ntry, read with the small XML
 * reader (xml.ts: namespace prefixes dropped, so every version reads alike). Each entry: Amt and
 * CdtDbtInd (DBIT is money out), BookgDt (Dt or DtTm; ValDt when absent), bankRef AcctSvcrRef or
 * NtryRef, the label from the parties' names and the remittance text, or AddtlNtryInf.
 */
function entryLabel(entry: XmlNode): string {
  const parts: string[] = [];
  for (const details of childrenNamed(entry, "NtryDtls")) {
    for (const tx of childrenNamed(details, "TxDtls")) {
      const name = textAt(tx, "RltdPties", "Dbtr", "Nm") || textAt(tx, "RltdPties", "Cdtr", "Nm");
      if (name) parts.push(name);
      for (const line of childrenNamed(child(tx, "RmtInf"), "Ustrd")) parts.push(line.text);
    }
  }
  const extra = textAt(entry, "AddtlNtryInf");
  if (extra && !parts.includes(extra)) parts.push(extra);
  return parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
}

export function readCamt053(content: string): BankRead {
  const refused = checkText(content);
  if (refused) return refused;
  const source = content.replace(/^\uFEFF/, "");
  const xml = readXml(source);
  if (!xml.ok) return readError("badXml", xml.line, xml.message);
  const statements =
    xml.root.name === "Document" ? childrenNamed(child(xml.root, "BkToCstmrStmt"), "Stmt") : [];
  if (statements.length === 0) return readError("notCamt", 1);
  // The entries' opening tags in the file's order give each entry its line.
  const entryLines = [...source.matchAll(/<(?:[\w.-]+:)?Ntry[\s>]/g)].map((m) => m.index);
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
    for (const entry of childrenNamed(statement, "Ntry")) {
      const at = lineOfEntry(n++);
      const dateText =
        textAt(entry, "BookgDt", "Dt") ||
        textAt(entry, "BookgDt", "DtTm") ||
        textAt(entry, "ValDt", "Dt") ||
        textAt(entry, "ValDt", "DtTm");
      const date = readCompactDate(dateText);
      if (!date) return readError("badDate", at, dateText);
      const amountText = textAt(entry, "Amt");
      const cents = readCents(amountText, ".");
      const way = textAt(entry, "CdtDbtInd");
      if (cents === null || cents < 0 || (way !== "CRDT" && way !== "DBIT"))
        return readError("badAmount", at, `${amountText} ${way}`.trim());
      if (transactions.length === MAX_TRANSACTIONS) return readError("tooMany", at);
      const bankRef =
        textAt(entry, "AcctSvcrRef") ||
        textAt(entry, "NtryRef") ||
        textAt(entry, "NtryDtls", "TxDtls", "Refs", "AcctSvcrRef");
      transactions.push({
        date,
        amountCents: way === "DBIT" ? -cents : cents,
        label: entryLabel(entry),
        ...(bankRef ? { bankRef } : {}),
        line: at,
      });
    }
  }
  return { ok: true, transactions };
}
