import { MAX_TRANSACTIONS, readError, type BankRead, type BankTransaction } from "./types";
import { checkText, lineAt, readCents, readCompactDate } from "./values";
import { readXml } from "./xml";

/**
 * OFX 1.x (SGML, as French banks export it) and 2.x (XML) (docs/decisions/235). SGML leaves elements
 * unclosed (`<TRNAMT>-12.50` then the next tag), which no XML parser reads, and no maintained OFX
 * library runs in Workers without Node's streams; so one small tolerant reader takes each
 * <STMTTRN>…</STMTTRN> block and, inside it, each element's text up to the next tag: that reads both
 * versions alike. A 2.x file is first checked by the XML reader (xml.ts), which names the line of a
 * broken tag.
 */

const BLOCK = /<STMTTRN>([\s\S]*?)<\/STMTTRN>/gi;

/** The text of an element inside a block: after `<TAG>` up to the next `<` (closed or not). */
function element(block: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}>([^<]*)`, "i").exec(block);
  return m ? decodeEntities(m[1].trim()) : undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

export function readOfx(content: string): BankRead {
  const refused = checkText(content);
  if (refused) return refused;
  const text = content.replace(/^\uFEFF/, "");
  if (!/OFXHEADER|<OFX>/i.test(text)) return readError("notOfx", 1);
  const xml = /^\s*<\?xml/i.test(text);
  if (xml) {
    const valid = readXml(text);
    if (!valid.ok) return readError("badXml", valid.line, valid.message);
  }
  // A block opened after the last close never closes: refused before the blocks are read, for the lazy
  // match would otherwise scan to the end from each such opening (quadratic on a crafted 2 MB file).
  const upper = text.toUpperCase();
  const lastClose = upper.lastIndexOf("</STMTTRN>");
  const unclosed = upper.indexOf("<STMTTRN>", Math.max(0, lastClose));
  if (unclosed >= 0) return readError("notOfx", lineAt(text, unclosed));
  const transactions: BankTransaction[] = [];
  let lastEnd = 0;
  let line = 1;
  for (const match of text.matchAll(BLOCK)) {
    line += lineAt(text.slice(lastEnd, match.index), match.index - lastEnd) - 1;
    lastEnd = match.index;
    const block = match[1];
    const dateText = element(block, "DTPOSTED") ?? "";
    const date = readCompactDate(dateText);
    if (!date) return readError("badDate", line + lineOf(block, "DTPOSTED"), dateText);
    const amountText = element(block, "TRNAMT") ?? "";
    // French banks write TRNAMT with a point or a comma; never both a thousands and a decimal mark.
    const amountCents = readCents(amountText, amountText.includes(",") ? "," : ".");
    if (amountCents === null || /[.,].*[.,]/.test(amountText))
      return readError("badAmount", line + lineOf(block, "TRNAMT"), amountText);
    if (transactions.length === MAX_TRANSACTIONS) return readError("tooMany", line);
    const name = element(block, "NAME") ?? "";
    const memo = element(block, "MEMO") ?? "";
    const label = memo && !name.includes(memo) ? (name ? `${name} ${memo}` : memo) : name;
    const bankRef = element(block, "FITID");
    transactions.push({ date, amountCents, label, ...(bankRef ? { bankRef } : {}), line });
  }
  if (!/<BANKTRANLIST>|<STMTTRN>/i.test(text)) return readError("notOfx", lineAt(text, text.length));
  return { ok: true, transactions };
}

/** Lines between a block's start and one of its elements. */
function lineOf(block: string, tag: string): number {
  const at = block.search(new RegExp(`<${tag}>`, "i"));
  return at < 0 ? 0 : lineAt(block, at) - 1;
}
