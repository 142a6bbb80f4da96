import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toCents } from "#core/cents";
import { workedExampleByHours } from "#core/cost-model/worked-example-hours";
import type { SavedCalculator } from "#core/schemas/calculation";
import { seasonOf } from "#core/season";
import { sectionsBudget, type SectionsBudget } from "#core/sections-budget";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * GET calculation/export/sections (season-money.md section 2): the Cerfa 12156 rows of each group on
 * its shares, then the club's, as CSV or JSON; read as retrieve reads.
 */
let t: TestApp;
let clubAdmin: string;
const club = { "x-organization-id": DEMO_CLUB_ID };
const current = seasonOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
  // The demo club's calculator becomes worked example 2 (its federation's template adds its lines).
  const saved = (
    await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: club })
  ).body.data;
  const doc = workedExampleByHours(DEMO_CLUB_ID);
  doc.groups[0].name = "=Jeunes; U11";
  const stored = await t.call("/api/calculation/store", {
    method: "POST",
    token: clubAdmin,
    headers: club,
    json: { input: { ...doc, context: { version: saved.context.version, inputMembership: false } } },
  });
  expect(stored.http).toBe(200);
});
afterAll(() => t.close());

const exportCall = (query: string) =>
  t.request(`/api/calculation/export/sections${query}`, { token: clubAdmin, headers: club });

describe("GET calculation/export/sections", () => {
  it("answers as JSON a block per group (its id and name) and the club's rows, as core computes them from what retrieve answers", async () => {
    const response = await exportCall("?format=json");
    const body = (await response.json()) as { status: number; data: SectionsBudget & { season: string } };
    expect([response.status, body.status, body.data.season]).toEqual([200, 0, current]);
    const retrieved = (
      await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: club })
    ).body.data;
    const expected = sectionsBudget(retrieved, "fr");
    expect(body.data.sections).toEqual(expected.sections);
    expect(body.data.club).toEqual(expected.club);
    expect(body.data.sections.map((s) => [s.groupId, s.name])).toEqual([
      ["g1", "=Jeunes; U11"],
      ["g2", "Adultes"],
    ]);
    // Every row of the groups adds up to the club's to the cent.
    body.data.club.rows.forEach((row, i) =>
      expect(
        body.data.sections.reduce((sum, s) => sum + toCents(s.rows[i].amount), 0),
        row.account,
      ).toBe(toCents(row.amount)),
    );
  });

  it("answers a CSV French Excel opens: BOM, section;compte;libellé;montant, a group's name kept from formulas", async () => {
    const response = await exportCall(`?season=${current}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`budget-sections-${current}.csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("section;compte;libellé;montant");
    expect(lines.some((line) => line.startsWith(`"'=Jeunes; U11";60;Achats;`))).toBe(true);
    expect(lines.filter((line) => line.startsWith("Ensemble du club;")).length).toBe(
      lines.filter((line) => line.startsWith("Adultes;")).length,
    );
    expect(lines.at(-1)).toBe("");
  });

  it("refuses a bad season or format with 400 and the field", async () => {
    const bad = await exportCall("?season=2026-2028");
    expect([bad.status, ((await bad.json()) as { field?: string }).field]).toEqual([400, "season"]);
    const format = await exportCall("?format=pdf");
    expect([format.status, ((await format.json()) as { field?: string }).field]).toEqual([400, "format"]);
  });
});
