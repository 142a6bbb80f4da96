import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashPlan, type CashPlan } from "#core/cash-plan/index";
import { workedExample } from "#core/cost-model/worked-example";
import type { SavedCalculator } from "#core/schemas/calculation";
import { previousSeason, seasonOf } from "#core/season";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * GET calculation/cashflow (season-money.md section 5): the cash plan of the calculator retrieve
 * answers, September to August, planned from the schedules while the season holds no transaction (with
 * transactions: cashflow-actuals.test.ts).
 */
let t: TestApp;
let clubAdmin: string;
const club = { "x-organization-id": DEMO_CLUB_ID };
const current = seasonOf(new Date());
type Answer = CashPlan & { season: string };

const retrieve = async () =>
  (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: club })).body.data;
const store = async (doc: object) => {
  const saved = await retrieve();
  return t.call("/api/calculation/store", {
    method: "POST",
    token: clubAdmin,
    headers: club,
    json: { input: { ...doc, context: { version: saved.context.version, inputMembership: false } } },
  });
};
const cashflow = (query = "") =>
  t.call<Answer>(`/api/calculation/cashflow${query}`, { token: clubAdmin, headers: club });

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
  // The worked example with an opening balance of 2,000; the demo federation's template lines stay at their defaults.
  const stored = await store({
    ...workedExample(DEMO_CLUB_ID),
    cashPlan: { openingBalance: 2000, floor: 0 },
  });
  expect(stored.http).toBe(200);
});
afterAll(() => t.close());

describe("GET calculation/cashflow", () => {
  it("answers the season's twelve months as core plans them from what retrieve answers", async () => {
    const answer = await cashflow();
    expect([answer.http, answer.body.status, answer.body.data.season]).toEqual([200, 0, current]);
    const retrieved = await retrieve();
    const { season, ...plan } = answer.body.data;
    expect(plan).toEqual(cashPlan(retrieved, season));
    expect(plan.openingBalance).toBe(2000);
    expect(plan.months).toHaveLength(12);
    expect(plan.months[0].month).toBe(`${current.slice(0, 4)}-09`);
    expect(plan.months.every((month) => month.actual === false)).toBe(true);
    // Without actuals, August = opening balance + the forecast result evaluate gives.
    const evaluated = await t.call<{ totals: { result: number } }>("/api/calculation/evaluate", {
      method: "POST",
      token: clubAdmin,
      json: { input: retrieved },
    });
    expect(plan.months[11].balance).toBeCloseTo(2000 + evaluated.body.data.totals.result, 2);
  });

  it("gives the worked example's September out, March in and October licences, the template's fees beside them", async () => {
    const doc = await retrieve();
    // The demo federation's template adds federal fees (October by default), which raise every price.
    const template = doc.federalFees
      .filter((line) => line.type === "template")
      .reduce((sum, line) => sum + line.value, 0);
    expect(template).toBeLessThan(0);
    const evaluated = await t.call<{ totals: { ST: number; result: number } }>("/api/calculation/evaluate", {
      method: "POST",
      token: clubAdmin,
      json: { input: doc },
    });
    const { ST, result } = evaluated.body.data.totals;
    const { months } = (await cashflow()).body.data;
    expect([months[0].in, months[0].out, months[0].balance, months[6].in]).toEqual([
      ST,
      866.74,
      2000 + ST - 866.74,
      2200,
    ]);
    expect(months[1].out).toBeCloseTo(3866.66 - template, 2);
    expect(months[11].balance).toBeCloseTo(2000 + result, 2);
  });

  it("follows the schedules and the floor saved in the document", async () => {
    const doc = await retrieve();
    doc.groups.forEach((group) =>
      group.categories.forEach((category) => Object.assign(category, { schedule: { months: [6] } })),
    );
    const stored = await store({ ...doc, cashPlan: { openingBalance: 2000, floor: 500 } });
    expect(stored.http).toBe(200);
    const plan = (await cashflow(`?season=${current}`)).body.data;
    expect(plan.floor).toBe(500);
    // Memberships come in June: every month from the October licences to May is under the floor.
    expect(plan.belowFloor).toContain(`${Number(current.slice(0, 4)) + 1}-05`);
    expect(plan.lowest.month).toBe(`${Number(current.slice(0, 4)) + 1}-05`);
    expect(plan).toEqual({ season: current, ...cashPlan(await retrieve(), current) });
  });

  it("keeps the club's schedule on a federation's template line through the template's merge", async () => {
    const doc = await retrieve();
    const index = doc.federalFees.findIndex((line) => line.type === "template");
    doc.federalFees[index] = { ...doc.federalFees[index], schedule: { months: [11] } };
    expect((await store(doc)).http).toBe(200);
    const again = await retrieve();
    expect(again.federalFees[index]).toMatchObject({ type: "template", schedule: { months: [11] } });
    const { months } = (await cashflow()).body.data;
    expect(months[2].out).toBeCloseTo(866.66 - doc.federalFees[index].value, 2);
  });

  it("refuses a schedule that is no schedule with 400 on its field, and a bad season with 400", async () => {
    const doc = await retrieve();
    doc.internalFees[0] = { ...doc.internalFees[0], schedule: { months: [13] } } as never;
    const refused = await store(doc);
    expect([refused.http, refused.body.field, refused.body.message]).toEqual([
      400,
      "input.internalFees.0.schedule.months.0",
      "error_schedule_invalid",
    ]);
    const bad = await cashflow("?season=2026-2028");
    expect([bad.http, bad.body.field]).toEqual([400, "season"]);
  });

  it("answers a season without a calculator as retrieve does", async () => {
    const before = await cashflow(`?season=${previousSeason(current)}`);
    const retrieved = await t.call(`/api/calculation/retrieve?season=${previousSeason(current)}`, {
      token: clubAdmin,
      headers: club,
    });
    expect([before.http, before.body.status]).toEqual([retrieved.http, retrieved.body.status]);
  });
});
