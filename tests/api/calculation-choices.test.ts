import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import { seasonOf } from "#core/season";
import { calculations } from "../../worker/db/schema";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { digest } from "./authorization/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 38.10: the precision is 0, 1 or none (null); a family rank takes one discount and a scenario
 * pays each benefit type once. Store and evaluate refuse the rest with 400, backend code 1 and the
 * field, and change nothing. A precision stored before the rule reads as none and saves again.
 */
let t: TestApp;
let clubAdmin: string;
const club = { "x-organization-id": DEMO_CLUB_ID };

beforeAll(async () => {
  // Each call a window later: the per-user rates (decision 214) are not what these requests test.
  let limiterNow = 0;
  t = await createTestApp({
    overrides: { rateLimiter: memoryRateLimiter({ now: () => (limiterNow += 60_000) }) },
  });
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

const retrieve = async () =>
  (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: club })).body.data;
const store = (input: unknown) =>
  t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token: clubAdmin,
    headers: club,
    json: { input },
  });
const evaluate = (input: unknown) =>
  t.call<{ categories: { M: number }[] }>("/api/calculation/evaluate", {
    method: "POST",
    token: clubAdmin,
    json: { input },
  });

const scenario = { id: "s1", name: "Gym paid", membersPct: 0, subsidiesPct: 0, feesPct: 0, pricesPct: 0 };
const refused: [string, Record<string, unknown>, string, string][] = [
  ["a precision of 7", { precision: 7 }, "input.precision", "error_precision_invalid"],
  ["a precision of 0.5", { precision: 0.5 }, "input.precision", "error_precision_invalid"],
  ["a precision as text", { precision: "1" }, "input.precision", "error_precision_invalid"],
  [
    "two family discounts of rank 2",
    {
      socialPricing: {
        familyDiscounts: [
          { rank: 2, pct: 10, share: 20 },
          { rank: 3, pct: 20, share: 10 },
          { rank: 2, pct: 15, share: 5 },
        ],
        tiers: [],
        thirdPartyAids: [],
      },
    },
    "input.socialPricing.familyDiscounts.2.rank",
    "error_rank_taken",
  ],
  [
    "GYM twice in a scenario's paid benefits",
    { scenarios: [{ ...scenario, paidBenefits: ["GYM", "FMP", "GYM"] }] },
    "input.scenarios.0.paidBenefits.2",
    "error_benefit_listed_twice",
  ],
];

describe("the document's choices are valid once (issue 38.10)", () => {
  it.each(refused)(
    "refuses %s with 400, status 1 and the field, on store and evaluate, and stores nothing",
    async (_, change, field, message) => {
      const current = await retrieve();
      const before = await digest(t);
      for (const call of [store, evaluate]) {
        const { http, body } = await call({ ...current, ...change });
        expect([http, body.status, body.field, body.message]).toEqual([400, 1, field, message]);
      }
      expect(await digest(t)).toBe(before);
    },
  );

  it("accepts 0, 1 and none; none keeps the raw price", async () => {
    const example = workedExample(DEMO_CLUB_ID);
    example.groups[0].categories[0].rate = 77;
    const prices = async (precision: unknown) => {
      const { body } = await evaluate({ ...example, precision });
      expect(body.status, JSON.stringify(body)).toBe(0);
      return body.data.categories[0].M;
    };
    // U11: A = 120, rate 77: 92.4, up to 93 at precision 0 (cost-model.md), the same missing.
    expect([await prices(0), await prices(1), await prices(null), await prices(undefined)]).toEqual([
      93, 92.4, 92.4, 93,
    ]);
    const current = await retrieve();
    const saved = await store({ ...current, precision: null });
    expect([saved.http, saved.body.status]).toEqual([200, 0]);
    expect((await retrieve()).precision).toBeNull();
  });

  it("reads a precision stored before the rule as none, with the same prices, and saves it again", async () => {
    const current = await retrieve();
    const thisSeason = and(
      eq(calculations.organizationId, DEMO_CLUB_ID),
      eq(calculations.season, seasonOf(new Date())),
    );
    const [row] = await t.deps.db().select().from(calculations).where(thisSeason);
    // Any number but 0 and 1 kept the raw price: 7 is how such a document may be stored.
    const legacy = { ...JSON.parse(row.document), precision: 7 };
    await t.deps
      .db()
      .update(calculations)
      .set({ document: JSON.stringify(legacy) })
      .where(thisSeason);
    const read = await retrieve();
    expect(read.precision).toBeNull();
    const saved = await store({ ...read, context: { ...read.context, version: current.context.version } });
    expect([saved.http, saved.body.status]).toEqual([200, 0]);
  });
});
