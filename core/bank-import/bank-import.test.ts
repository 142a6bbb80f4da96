import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { csvRows } from "./csv-rows";
import { readBankFile, readCents, readDate, type BankRead, type BankTransaction } from "./index";
import { byteLength } from "./values";
import { readXml } from "./xml";

const fixture = (name: string) =>
  readFileSync(new URL(`../../tests/fixtures/bank/${name}`, import.meta.url), "utf8");
const rows = (read: BankRead): Omit<BankTransaction, "line">[] => {
  if (!read.ok) throw new Error(`${read.reason} at line ${read.line}`);
  return read.transactions.map(({ line: _line, ...t }) => t);
};

describe("amounts and dates", () => {
  it("reads cents from either decimal mark, with spaces or the other mark between thousands", () => {
    expect(readCents("1 234,56", ",")).toBe(123456);
    expect(readCents("-1.234,56 €", ",")).toBe(-123456);
    expect(readCents("0,07", ",")).toBe(7);
    expect(readCents("1,234.5", ".")).toBe(123450);
    expect(readCents("+850", ".")).toBe(85000);
  });
  it("refuses what is not one number with at most two decimals", () => {
    for (const bad of ["12,3,4", "12,345", "1.2.3", "", "-", "abc", "12,3x", "1e5"])
      expect(readCents(bad, ",")).toBeNull();
    expect(readCents("12,50", ".")).toBeNull();
  });
  it("reads real calendar days only", () => {
    expect(readDate("15/09/2026", "DD/MM/YYYY")).toBe("2026-09-15");
    expect(readDate("29/02/2028", "DD/MM/YYYY")).toBe("2028-02-29");
    expect(readDate("31/02/2027", "DD/MM/YYYY")).toBeNull();
    expect(readDate("29/02/2027", "DD/MM/YYYY")).toBeNull();
    expect(readDate("2026-13-01", "YYYY-MM-DD")).toBeNull();
    expect(readDate("2026-09-15", "DD/MM/YYYY")).toBeNull();
  });
});

describe("CSV", () => {
  it("finds the header below the account details and proposes a debit and credit mapping", () => {
    const read = readBankFile("csv", fixture("csv-semicolon-debit-credit.csv"));
    expect(read.ok && read.mapping).toEqual({
      date: "Date",
      debit: "Débit euros",
      credit: "Crédit euros",
      label: "Libellé",
      dateFormat: "DD/MM/YYYY",
      decimal: ",",
    });
    expect(rows(read)).toEqual([
      { date: "2026-09-15", amountCents: 600000, label: "VIR MAIRIE DE VILLEBON SUBVENTION" },
      { date: "2026-09-20", amountCents: -123456, label: "CB INTERSPORT MAILLOTS" },
      { date: "2026-10-01", amountCents: -85000, label: "PRLV SEPA FEDERATION FRANCAISE" },
      { date: "2026-10-05", amountCents: 231050, label: "REMISE CHEQUES ; ADHESIONS" },
      { date: "2026-08-28", amountCents: 1000, label: "VIR ANCIEN EXERCICE" },
    ]);
    expect(read.ok && read.transactions.map((t) => t.line)).toEqual([8, 9, 10, 11, 12]);
  });
  it("reads a comma-separated layout with ISO dates, a decimal point, a signed amount and a reference", () => {
    const read = readBankFile("csv", fixture("csv-comma-signed.csv"));
    expect(read.ok && read.mapping).toEqual({
      date: "Date operation",
      amount: "Montant",
      label: "Libelle",
      ref: "Reference",
      dateFormat: "YYYY-MM-DD",
      decimal: ".",
    });
    expect(rows(read)[0]).toEqual({
      date: "2026-09-15",
      amountCents: 600000,
      label: "VIR MAIRIE DE VILLEBON, SUBVENTION",
      bankRef: "REF001",
    });
    expect(rows(read)[2].amountCents).toBe(-85000);
  });
  it("follows the mapping it is given, and refuses a column the header lacks", () => {
    const content = fixture("csv-comma-signed.csv");
    const mapping = {
      date: "Date operation",
      amount: "Montant",
      label: "Reference",
      dateFormat: "YYYY-MM-DD",
      decimal: ".",
    } as const;
    expect(rows(readBankFile("csv", content, mapping))[1].label).toBe("REF002");
    expect(readBankFile("csv", content, { ...mapping, amount: "Somme" })).toEqual({
      ok: false,
      reason: "badMapping",
      line: 2,
      value: "Somme",
    });
    expect(readBankFile("csv", content, { ...mapping, decimal: "," })).toMatchObject({
      ok: false,
      reason: "badAmount",
      line: 3,
    });
  });
  it("stops at 31/02 with its line", () => {
    expect(readBankFile("csv", fixture("csv-malformed.csv"))).toEqual({
      ok: false,
      reason: "badDate",
      line: 3,
      value: "31/02/2027",
    });
  });
  it("stops at an amount 12,3,4 and at a file without a header", () => {
    expect(readBankFile("csv", "Date;Libellé;Montant\n01/10/2026;A;1,00\n02/10/2026;B;12,3,4\n")).toEqual({
      ok: false,
      reason: "badAmount",
      line: 3,
      value: "12,3,4",
    });
    expect(readBankFile("csv", "bonjour\nrien ici\n")).toMatchObject({ ok: false, reason: "noHeader" });
  });
});

describe("OFX", () => {
  it("reads OFX 1.x SGML: unclosed elements, FITID as the bank's reference, name and memo", () => {
    expect(rows(readBankFile("ofx", fixture("ofx1-sgml.ofx")))).toEqual([
      {
        date: "2026-09-15",
        amountCents: 600000,
        label: "VIR MAIRIE DE VILLEBON SUBVENTION 2026",
        bankRef: "OFX-0001",
      },
      { date: "2026-09-20", amountCents: -123456, label: "CB INTERSPORT MAILLOTS", bankRef: "OFX-0002" },
      {
        date: "2026-10-01",
        amountCents: -85000,
        label: "PRLV SEPA FEDERATION LICENCES & ASSURANCE",
        bankRef: "OFX-0003",
      },
      { date: "2026-08-28", amountCents: 1000, label: "VIR ANCIEN EXERCICE", bankRef: "OFX-0004" },
    ]);
  });
  it("reads OFX 2.x XML", () => {
    expect(rows(readBankFile("ofx", fixture("ofx2-xml.ofx")))).toEqual([
      {
        date: "2026-09-15",
        amountCents: 600000,
        label: "VIR MAIRIE DE VILLEBON SUBVENTION 2026",
        bankRef: "X-0001",
      },
      { date: "2026-09-20", amountCents: -123456, label: "CB INTERSPORT MAILLOTS", bankRef: "X-0002" },
    ]);
  });
  it("stops at the amount 12,3,4 with its line, and names a broken XML tag's line", () => {
    expect(readBankFile("ofx", fixture("ofx-malformed.ofx"))).toEqual({
      ok: false,
      reason: "badAmount",
      line: 51,
      value: "12,3,4",
    });
    const broken = fixture("ofx2-xml.ofx").replace("<TRNAMT>-1234.56</TRNAMT>", "<TRNAMT>-1234.56</TRNAM>");
    expect(readBankFile("ofx", broken)).toMatchObject({ ok: false, reason: "badXml", line: 32 });
    expect(readBankFile("ofx", "Date;Montant\n")).toMatchObject({ ok: false, reason: "notOfx" });
  });
});

describe("camt.053", () => {
  it("reads 001.02: debit as money out, AcctSvcrRef or NtryRef, the remittance text", () => {
    expect(rows(readBankFile("camt053", fixture("camt053-v02.xml")))).toEqual([
      {
        date: "2026-09-15",
        amountCents: 600000,
        label: "MAIRIE DE VILLEBON SUBVENTION 2026",
        bankRef: "CAMT-0001",
      },
      { date: "2026-09-20", amountCents: -123456, label: "CB INTERSPORT MAILLOTS", bankRef: "N-0002" },
    ]);
  });
  it("reads 001.08 with namespace prefixes and a booking date-time", () => {
    expect(rows(readBankFile("camt053", fixture("camt053-v08.xml")))).toEqual([
      {
        date: "2026-10-01",
        amountCents: -85000,
        label: "FEDERATION FRANCAISE LICENCES ASSURANCE",
        bankRef: "C8-0003",
      },
      { date: "2026-10-05", amountCents: 231050, label: "REMISE CHEQUES ADHESIONS", bankRef: "C8-0004" },
    ]);
  });
  it("names the line of a broken tag, and the line of the entry holding an impossible date", () => {
    expect(readBankFile("camt053", fixture("camt053-malformed.xml"))).toMatchObject({
      ok: false,
      reason: "badXml",
      line: 34,
    });
    const badDay = fixture("camt053-v02.xml").replace(
      "<BookgDt><Dt>2026-09-20</Dt>",
      "<BookgDt><Dt>2026-02-31</Dt>",
    );
    expect(readBankFile("camt053", badDay)).toEqual({
      ok: false,
      reason: "badDate",
      line: 34,
      value: "2026-02-31",
    });
    expect(readBankFile("camt053", '<?xml version="1.0"?><Other/>')).toMatchObject({
      ok: false,
      reason: "notCamt",
    });
  });
});

describe("every format's limits", () => {
  const csvOf = (n: number) =>
    ["Date;Libellé;Montant", ...Array.from({ length: n }, (_, i) => `01/10/2026;Ligne ${i};-1,00`)].join(
      "\n",
    );
  it("reads 10,000 transactions and stops at the 10,001st", () => {
    const read = readBankFile("csv", csvOf(10_000));
    expect(read.ok && read.transactions.length).toBe(10_000);
    expect(readBankFile("csv", csvOf(10_001))).toEqual({ ok: false, reason: "tooMany", line: 10_002 });
  });
  it("refuses a file over 2 MB, an empty file and a binary one in any format", () => {
    const big = "Date;Libellé;Montant\n" + "01/10/2026;x;1,00\n".repeat(180_000);
    const binary = "%PDF-1.4\n\u0000\u0001\u0002\u0003";
    for (const format of ["csv", "ofx", "camt053"] as const) {
      expect(readBankFile(format, big)).toEqual({ ok: false, reason: "tooLarge", line: 0 });
      expect(readBankFile(format, "  \n")).toEqual({ ok: false, reason: "empty", line: 0 });
      expect(readBankFile(format, binary)).toEqual({ ok: false, reason: "binary", line: 2 });
    }
  });
});

describe("the small readers under the formats", () => {
  it("splits CSV rows: quotes, doubled quotes, separators and line breaks inside quotes, each row's line", () => {
    expect(csvRows('a;"b;c";"say ""hi"""\r\n"two\nlines";x\n\nlast', ";")).toEqual([
      { cells: ["a", "b;c", 'say "hi"'], line: 1 },
      { cells: ["two\nlines", "x"], line: 2 },
      { cells: [""], line: 4 },
      { cells: ["last"], line: 5 },
    ]);
  });
  it("reads XML: prefixes dropped, entities and CDATA as text, attributes and comments aside", () => {
    const read = readXml(
      '<?xml version="1.0"?>\n<a:Doc xmlns:a="x"><!-- c --><a:B k="1">x &amp; y &#233;</a:B><C><![CDATA[<raw>]]></C><D/></a:Doc>',
    );
    expect(read.ok && read.root).toEqual({
      name: "Doc",
      text: "",
      children: [
        { name: "B", text: "x & y é", children: [] },
        { name: "C", text: "<raw>", children: [] },
        { name: "D", text: "", children: [] },
      ],
    });
  });
  it("names the line of a tag closed by another, never closed, or a bad entity", () => {
    expect(readXml("<a>\n<b>\n</a>")).toMatchObject({ ok: false, line: 3 });
    expect(readXml("<a>\n<b></b>\n")).toMatchObject({ ok: false, line: 3 });
    expect(readXml("<a>\nx & y</a>")).toMatchObject({ ok: false, line: 2 });
    expect(readXml("<a></a>\n<b></b>")).toMatchObject({ ok: false, line: 2 });
  });
});

describe("crafted files", () => {
  it("an OFX block that never closes is refused with its line, at once even when repeated 200,000 times", () => {
    expect(readBankFile("ofx", "OFXHEADER:100\n<OFX>\n<STMTTRN>\n<TRNAMT>1.00\n")).toEqual({
      ok: false,
      reason: "notOfx",
      line: 3,
    });
    const started = Date.now();
    expect(readBankFile("ofx", "OFXHEADER:100\n" + "<STMTTRN>".repeat(200_000))).toMatchObject({
      ok: false,
      reason: "notOfx",
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("a file's size", () => {
  it("counts UTF-8 bytes as the file holds them", () => {
    for (const text of ["abc", "Débit €", "🏓 ping", "\u00e9".repeat(1000)])
      expect(byteLength(text)).toBe(Buffer.byteLength(text, "utf8"));
  });
});
