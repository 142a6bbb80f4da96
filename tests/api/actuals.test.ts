import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actualsSummary } from "#core/actuals/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import { seasonOf } from "#core/season";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { storeWorkedExampleOnDemoClub } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Assigning, rules, receipts typed by hand, the budget against actual and the Cerfa 15059 export
 * (season-money.md section 4), on the worked example saved by the demo club.
 */
let t: TestApp;
let clubAdmin: string;
let doc: SavedCalculator;
const club = { "x-organization-id": DEMO_CLUB_ID };
const season = seasonOf(new Date());
const year = Number(season.slice(0, 4));
const ofx = () => readFileSync("tests/fixtures/bank/ofx1-sgml.ofx", "utf8").replaceAll("2026", String(year));

type Tx = { id: string; date: string; amount: number; label: string; target?: object; bankRef?: string };
const post = <T>(path: string, input: object) =>
  t.call<T>(`/api/actuals/${path}`, { method: "POST", token: clubAdmin, headers: club, json: { input } });
const list = async () =>
  (
    await t.call<{ transactions: Tx[]; rules: { contains: string; target: object; sign?: number }[] }>(
      `/api/actuals?season=${season}`,
      { token: clubAdmin, headers: club },
    )
  ).body.data;
const idOf = (name: string) =>
  [...doc.internalFees, ...doc.globalSubsidies, ...doc.federalFees].find((line) => line.name === name)
    ?.id as string;

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
  doc = await storeWorkedExampleOnDemoClub(t, clubAdmin);
});
afterAll(() => t.close());

describe("assigning and rules", () => {
  it("assigns several at once; remember adds a rule that the next import applies, sign included", async () => {
    const first = await post<{ importId: string }>("import", { season, format: "ofx", content: ofx() });
    expect(first.http).toBe(200);
    const mairie = (await list()).transactions.filter((tx) => tx.label.includes("MAIRIE"));
    const assigned = await post<{ assigned: number; rule: object }>("assign", {
      ids: mairie.map((tx) => tx.id),
      target: { line: idOf("City") },
      remember: "Mairie de Villebon",
    });
    expect(assigned.body.data).toMatchObject({
      assigned: 1,
      rule: { contains: "Mairie de Villebon", target: { line: idOf("City") }, sign: 1 },
    });
    expect((await list()).rules).toEqual([
      expect.objectContaining({ contains: "Mairie de Villebon", sign: 1 }),
    ]);
    // Undo and import again: the rule assigns the town's grant, and only it.
    await post("import/undo", { importId: first.body.data.importId });
    const again = await post<{ assigned: number; unassigned: number }>("import", {
      season,
      format: "ofx",
      content: ofx(),
    });
    expect(again.body.data).toMatchObject({ assigned: 1, unassigned: 2 });
    const rows = (await list()).transactions;
    expect(rows.find((tx) => tx.label.includes("MAIRIE"))?.target).toEqual({ line: idOf("City") });
    expect(rows.filter((tx) => tx.target)).toHaveLength(1);
  });

  it("refuses a target the calculator lacks or a benefit in kind, and a rule without a target", async () => {
    const [tx] = (await list()).transactions;
    const benefit = doc.benefits[0].id as string;
    for (const target of [{ line: benefit }, { line: "no-such-line" }, { memberships: "no-such-category" }]) {
      const refused = await post("assign", { ids: [tx.id], target });
      expect([refused.http, refused.body.field, refused.body.message]).toEqual([
        400,
        "input.target",
        "error_target_unknown",
      ]);
    }
    const noTarget = await post("assign", { ids: [tx.id], target: null, remember: "CB" });
    expect([noTarget.http, noTarget.body.field]).toEqual([400, "input.remember"]);
  });

  it("assigns to a category's memberships or to memberships not yet split, and back to none", async () => {
    const [tx] = (await list()).transactions;
    const category = doc.groups[0].categories[0].id as string;
    expect((await post("assign", { ids: [tx.id], target: { memberships: category } })).http).toBe(200);
    expect((await list()).transactions[0].target).toEqual({ memberships: category });
    expect((await post("assign", { ids: [tx.id], target: { memberships: null } })).http).toBe(200);
    expect((await list()).transactions[0].target).toEqual({ memberships: null });
    expect((await post("assign", { ids: [tx.id], target: null })).http).toBe(200);
    expect((await list()).transactions[0].target).toBeUndefined();
  });
});

describe("receipts typed by hand", () => {
  it("adds a cash receipt in cents within the season; refuses a date outside it and more than two decimals", async () => {
    const added = await post<Tx>("add", {
      season,
      date: `${year}-11-02`,
      amount: 45.5,
      label: "Espèces buvette",
      target: { line: idOf("City") },
    });
    expect(added.body.data).toMatchObject({
      date: `${year}-11-02`,
      amount: 45.5,
      label: "Espèces buvette",
      target: { line: idOf("City") },
    });
    const outside = await post("add", { season, date: `${year}-08-31`, amount: 10, label: "x" });
    expect([outside.http, outside.body.field]).toEqual([400, "input.date"]);
    const cents = await post("add", { season, date: `${year}-11-02`, amount: 12.345, label: "x" });
    expect([cents.http, cents.body.field]).toEqual([400, "input.amount"]);
    expect((await post("delete", { ids: [added.body.data.id] })).http).toBe(200);
    expect((await list()).transactions.some((tx) => tx.id === added.body.data.id)).toBe(false);
  });
});

describe("GET actuals/summary and the Cerfa 15059", () => {
  it("answers core's budget against actual of the saved calculator and the season's transactions", async () => {
    const rows = (await list()).transactions;
    const coach = rows.find((tx) => tx.label.includes("INTERSPORT")) as Tx;
    await post("assign", { ids: [coach.id], target: { line: idOf("Equipment") } });
    const summary = (
      await t.call<ReturnType<typeof actualsSummary> & { season: string }>(
        `/api/actuals/summary?season=${season}`,
        { token: clubAdmin, headers: club },
      )
    ).body.data;
    const transactions = (await list()).transactions.map((tx) => ({
      amountCents: Math.round(tx.amount * 100),
      target: (tx.target ?? null) as never,
    }));
    const { season: answered, ...figures } = summary;
    expect(answered).toBe(season);
    expect(figures).toEqual(actualsSummary(doc, transactions));
    expect(summary.lines.find((line) => line.id === idOf("Equipment"))).toMatchObject({
      forecast: 1000,
      actual: 1234.56,
      remaining: -234.56,
    });
    expect(summary.totals.projectedResult).toBeCloseTo(summary.totals.forecastResult - 234.56, 2);
    // The federation's direct debit, and the town's grant set back to none above.
    expect(summary.unassigned.count).toBe(2);
  });

  it("exports the compte rendu financier with the treasurer's explanation", async () => {
    expect((await post("explain", { season, account: "60", text: "Maillots remplacés" })).http).toBe(200);
    const csv = await t.request(`/api/actuals/export/cerfa-15059?season=${season}`, {
      token: clubAdmin,
      headers: club,
    });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="cerfa-15059-${season}.csv"`);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    // UTF-8 with its byte order mark, as French Excel opens it (text() would drop the mark).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split("\r\n")[0]).toBe("compte;libellé;prévision;réalisation;écart;écart %;explication");
    expect(text).toMatch(/\r\n60;Achats;[\d,]+;1234,56;-?[\d,]+;-?[\d,]+;Maillots remplacés\r\n/);
    expect((await post("explain", { season, account: "60", text: "" })).http).toBe(200);
    expect((await list()).rules).toHaveLength(1);
  });
});
