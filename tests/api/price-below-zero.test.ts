import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { clubs } from "../../worker/db/schema";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 38.6 through the API: with subsidies far above the costs, every price computed is below 0.
 * The club row's average membership, the Cerfa's 756 row and evaluate's ST count them as 0 (they
 * read -200, -2000,00 and below 0).
 */
let t: TestApp;
let clubAdmin: string;
const club = { "x-organization-id": DEMO_CLUB_ID };

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

describe("a price below 0 counts as 0 in the stored figures and the answers (issue 38.6)", () => {
  it("club row, Cerfa export and evaluate", async () => {
    const current = (
      await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: club })
    ).body.data;
    // A million of subsidies for 100 members: whatever the federation's template adds, A is far below 0.
    // Prices follow the costs (no manual price: the demo's Loisir is typed at 150).
    const groups = current.groups.map((g) => ({
      ...g,
      categories: g.categories.map((c) => ({ ...c, manualMembership: null, rate: 100 })),
    }));
    const subsidised = {
      ...current,
      groups,
      globalSubsidies: [{ name: "Ville", value: 1_000_000 }],
      scenarios: [],
      socialPricing: undefined,
    };
    const saved = await t.call("/api/calculation/store", {
      method: "POST",
      token: clubAdmin,
      headers: club,
      json: { input: subsidised },
    });
    expect([saved.http, saved.body.status]).toEqual([200, 0]);

    const [row] = await t.deps.db().select().from(clubs).where(eq(clubs.id, DEMO_CLUB_ID));
    expect(row.avgMemberShip).toBe(0);

    const cerfa = await t.call<{ rows: { account: string; amount: number }[] }>(
      "/api/calculation/export/cerfa?format=json",
      { token: clubAdmin, headers: club },
    );
    expect(cerfa.body.data.rows.find((r) => r.account === "756")?.amount).toBe(0);

    const evaluated = await t.call<{ totals: { ST: number }; categories: { M: number }[] }>(
      "/api/calculation/evaluate",
      {
        method: "POST",
        token: clubAdmin,
        json: { input: subsidised },
      },
    );
    expect(evaluated.body.data.totals.ST).toBe(0);
    expect(evaluated.body.data.categories.map((c) => c.M)).toEqual([0, 0, 0]);
  });
});
