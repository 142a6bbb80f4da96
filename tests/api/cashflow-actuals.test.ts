import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashPlan, type CashPlan } from "#core/cash-plan/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { storeWorkedExampleOnDemoClub } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * GET calculation/cashflow with the bank's transactions (season-money.md section 5): on the app's
 * clock, 15 December 2026 in Paris, two transactions of October make that month actual; September and
 * November, past without any, are empty; from December on each line's rest is planned.
 */
let t: TestApp;
let clubAdmin: string;
let doc: SavedCalculator;
const now = Date.UTC(2026, 11, 15, 10, 0);
const season = "2026-2027";
const club = { "x-organization-id": DEMO_CLUB_ID };
type Answer = CashPlan & { season: string };

const cashflow = async () =>
  (await t.call<Answer>(`/api/calculation/cashflow?season=${season}`, { token: clubAdmin, headers: club }))
    .body.data;
const add = (input: object) =>
  t.call("/api/actuals/add", {
    method: "POST",
    token: clubAdmin,
    headers: club,
    json: { input: { season, ...input } },
  });

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
  clubAdmin = await t.login("club@demo.clubcost.app");
  doc = await storeWorkedExampleOnDemoClub(t, clubAdmin, { cashPlan: { openingBalance: 2000, floor: 0 } });
});
afterAll(() => t.close());

describe("GET calculation/cashflow with actuals", () => {
  it("plans every month from the schedules while the season holds no transaction", async () => {
    const plan = await cashflow();
    expect(plan.months.every((month) => !month.actual)).toBe(true);
    expect(plan).toEqual({ season, ...cashPlan(doc, season) });
  });

  it("shows October as its two transactions, and spreads each line's rest from December on", async () => {
    const loisir = doc.groups
      .flatMap((group) => group.categories)
      .find((category) => category.name === "Loisir");
    const coach = doc.internalFees.find((line) => line.name === "Coach");
    expect(
      (
        await add({
          date: "2026-10-02",
          amount: 3000,
          label: "Cotisations Loisir",
          target: { memberships: loisir?.id },
        })
      ).http,
    ).toBe(200);
    expect(
      (
        await add({
          date: "2026-10-30",
          amount: -750,
          label: "Salaire entraîneur",
          target: { line: coach?.id },
        })
      ).http,
    ).toBe(200);
    const evaluated = await t.call<{ totals: { ST: number; result: number } }>("/api/calculation/evaluate", {
      method: "POST",
      token: clubAdmin,
      json: { input: doc },
    });
    const { ST, result } = evaluated.body.data.totals;

    const plan = await cashflow();
    const [september, october, november, december] = plan.months;
    expect(october).toEqual({ month: "2026-10", in: 3000, out: 750, balance: 4250, actual: true });
    // Past without a transaction: nothing seen, nothing planned.
    expect(september).toEqual({ month: "2026-09", in: 0, out: 0, balance: 2000, actual: false });
    expect(november).toMatchObject({ in: 0, out: 0, balance: 4250, actual: false });
    // December: every membership's rest (September is past), the October licences and affiliation, the coach's 8,250 over nine months.
    expect(december.actual).toBe(false);
    expect(december.in).toBeCloseTo(ST - 3000, 2);
    expect(plan.months.slice(3).every((month) => !month.actual)).toBe(true);
    expect(plan.months[4].out).toBeCloseTo(8250 / 9 + 1000 / 9 + 400 / 9, 1);
    // Every euro seen or still expected: August = opening balance + the forecast result.
    expect(plan.months[11].balance).toBeCloseTo(2000 + result, 2);
    expect(plan).toEqual({
      season,
      ...cashPlan(doc, season, {
        transactions: [
          { date: "2026-10-02", amount: 3000, target: { memberships: loisir?.id ?? null } },
          { date: "2026-10-30", amount: -750, target: { line: coach?.id ?? "" } },
        ],
        currentMonth: "2026-12",
      }),
    });
  });
});
