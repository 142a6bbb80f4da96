import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOf } from "#core/season";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { digest } from "./authorization/fixtures";
import { storeWorkedExampleOnDemoClub } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { ImportAnswer } from "#core/actuals/index";

/**
 * POST actuals/import and import/undo (season-money.md section 4): every format read on the server,
 * the same file twice adds nothing, outside the season counted and skipped, a dry run and a bad file
 * store nothing, undo removes one import's transactions.
 */
let t: TestApp;
let clubAdmin: string;
const club = { "x-organization-id": DEMO_CLUB_ID };
const season = seasonOf(new Date());
const year = Number(season.slice(0, 4));
/** The fixtures are dated in season 2026-2027: moved to the current season so the test keeps its meaning. */
const fixture = (name: string) =>
  readFileSync(`tests/fixtures/bank/${name}`, "utf8")
    .replaceAll("2027", String(year + 1))
    .replaceAll("2026", String(year));

const importFile = (format: string, content: string, extra: object = {}) =>
  t.call<ImportAnswer>("/api/actuals/import", {
    method: "POST",
    token: clubAdmin,
    headers: club,
    json: { input: { season, format, content, ...extra } },
  });
const list = async () =>
  (
    await t.call<{
      transactions: { id: string; amount: number; label: string; target?: object; bankRef?: string }[];
    }>(`/api/actuals?season=${season}`, {
      token: clubAdmin,
      headers: club,
    })
  ).body.data.transactions;

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
  await storeWorkedExampleOnDemoClub(t, clubAdmin);
});
afterAll(() => t.close());

describe.each([
  ["csv", "csv-semicolon-debit-credit.csv", 4, 1],
  ["csv", "csv-comma-signed.csv", 3, 0],
  ["ofx", "ofx1-sgml.ofx", 3, 1],
  ["ofx", "ofx2-xml.ofx", 2, 0],
  ["camt053", "camt053-v02.xml", 2, 0],
  ["camt053", "camt053-v08.xml", 2, 0],
])("POST actuals/import %s %s", (format, name, count, outside) => {
  it("imports the season's transactions once: the same file again adds nothing; undo removes them", async () => {
    const first = await importFile(format, fixture(name));
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({
      imported: count,
      duplicates: 0,
      outsideSeason: outside,
      assigned: 0,
      unassigned: count,
    });
    expect(await list()).toHaveLength(count);
    const again = await importFile(format, fixture(name));
    expect(again.body.data).toMatchObject({
      imported: 0,
      duplicates: count,
      outsideSeason: outside,
      importId: null,
    });
    expect(await list()).toHaveLength(count);
    const undo = await t.call<{ removed: number }>("/api/actuals/import/undo", {
      method: "POST",
      token: clubAdmin,
      headers: club,
      json: { input: { importId: first.body.data.importId } },
    });
    expect([undo.http, undo.body.data.removed]).toEqual([200, count]);
    expect(await list()).toHaveLength(0);
    const gone = await t.call("/api/actuals/import/undo", {
      method: "POST",
      token: clubAdmin,
      headers: club,
      json: { input: { importId: first.body.data.importId } },
    });
    expect(gone.http).toBe(404);
  });
});

describe("POST actuals/import: dry run, mapping, duplicates", () => {
  it("a dry run proposes the CSV mapping and previews, storing nothing", async () => {
    const before = await digest(t);
    const dry = await importFile("csv", fixture("csv-semicolon-debit-credit.csv"), { dryRun: true });
    expect(dry.body.data).toMatchObject({ imported: 4, outsideSeason: 1, importId: null });
    expect(dry.body.data.mapping).toEqual({
      date: "Date",
      debit: "Débit euros",
      credit: "Crédit euros",
      label: "Libellé",
      dateFormat: "DD/MM/YYYY",
      decimal: ",",
    });
    expect(dry.body.data.preview.map((row) => row.status)).toEqual([
      "new",
      "new",
      "new",
      "new",
      "outsideSeason",
    ]);
    expect(dry.body.data.preview[1]).toMatchObject({ amount: -1234.56, label: "CB INTERSPORT MAILLOTS" });
    expect(await digest(t)).toBe(before);
  });

  it("takes the mapping confirmed; a column the file lacks is 400 on the content", async () => {
    const mapping = {
      date: "Date operation",
      amount: "Montant",
      label: "Reference",
      dateFormat: "YYYY-MM-DD",
      decimal: ".",
    };
    const dry = await importFile("csv", fixture("csv-comma-signed.csv"), { mapping, dryRun: true });
    expect(dry.body.data.preview.map((row) => row.label)).toEqual(["REF001", "REF002", "REF003"]);
    const wrong = await importFile("csv", fixture("csv-comma-signed.csv"), {
      mapping: { ...mapping, amount: "Somme" },
    });
    expect([wrong.http, wrong.body.field, wrong.body.data]).toEqual([
      400,
      "input.content",
      { reason: "badMapping", line: 2, value: "Somme" },
    ]);
  });

  it("keeps two equal card payments of a day apart, and skips each only once held", async () => {
    const two = `Date;Libellé;Montant\n05/11/${year};CB BOULANGERIE;-4,50\n05/11/${year};CB BOULANGERIE;-4,50\n`;
    const first = await importFile("csv", two);
    expect(first.body.data).toMatchObject({ imported: 2, duplicates: 0 });
    const three = two + `05/11/${year};CB BOULANGERIE;-4,50\n`;
    expect((await importFile("csv", three)).body.data).toMatchObject({ imported: 1, duplicates: 2 });
    const ids = (await list()).map((row) => row.id);
    expect(
      (
        await t.call("/api/actuals/delete", {
          method: "POST",
          token: clubAdmin,
          headers: club,
          json: { input: { ids } },
        })
      ).http,
    ).toBe(200);
    expect(await list()).toHaveLength(0);
  });
});

describe("POST actuals/import: a file that cannot be read imports nothing", () => {
  it.each([
    ["csv", "csv-malformed.csv", { reason: "badDate", line: 3, value: `31/02/${year + 1}` }],
    ["ofx", "ofx-malformed.ofx", { reason: "badAmount", line: 51, value: "12,3,4" }],
    ["camt053", "camt053-malformed.xml", { reason: "badXml", line: 34 }],
  ])("%s %s: 400 with the line where reading stopped", async (format, name, expected) => {
    const before = await digest(t);
    const answer = await importFile(format, fixture(name));
    expect([answer.http, answer.body.status, answer.body.field]).toEqual([400, 1, "input.content"]);
    expect(answer.body.data).toMatchObject(expected);
    expect(await digest(t)).toBe(before);
  });

  it("a 3 MB file, a binary one and 10,001 transactions: 400, nothing stored", async () => {
    const before = await digest(t);
    const rows = (n: number) =>
      ["Date;Libellé;Montant", ...Array.from({ length: n }, (_, i) => `01/10/${year};Ligne ${i};-1,00`)].join(
        "\n",
      );
    const big = `Date;Libellé;Montant\n${`01/10/${year};${"x".repeat(80)};1,00\n`.repeat(32_000)}`;
    expect(big.length).toBeGreaterThan(2.9 * 1024 * 1024);
    expect((await importFile("csv", big)).body.data).toEqual({ reason: "tooLarge", line: 0 });
    expect((await importFile("ofx", "OFXHEADER:100\n\u0001\u0002\u0003")).body.data).toEqual({
      reason: "binary",
      line: 2,
    });
    expect((await importFile("csv", rows(10_001))).body.data).toEqual({ reason: "tooMany", line: 10_002 });
    expect(await digest(t)).toBe(before);
  });

  it("10,000 transactions are one import, undone at once", async () => {
    const rows = [
      "Date;Libellé;Montant",
      ...Array.from({ length: 10_000 }, (_, i) => `0${1 + (i % 9)}/10/${year};Ligne ${i};-1,00`),
    ].join("\n");
    const answer = await importFile("csv", rows);
    expect([answer.http, answer.body.data.imported]).toEqual([200, 10_000]);
    const undo = await t.call<{ removed: number }>("/api/actuals/import/undo", {
      method: "POST",
      token: clubAdmin,
      headers: club,
      json: { input: { importId: answer.body.data.importId } },
    });
    expect(undo.body.data.removed).toBe(10_000);
  });
});
