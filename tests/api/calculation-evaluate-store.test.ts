import "../support/fast-check-seed";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import type { Calculator } from "#core/schemas/calculator";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 38.5: `POST calculation/evaluate` answers, figure by figure, what the same document answers
 * once stored and retrieved, whatever it holds (subsidised jobs sent as benefits, float noise,
 * scenarios paying benefits, social pricing, negative net costs). Saved as the federation's template,
 * which no other template changes on its way back.
 */
let t: TestApp;
let fede: string;

beforeAll(async () => {
  // A minute between calls on the rate limiter's clock: 600 calls of one user, past its per-user rate (user-rate.test.ts).
  let limiterNow = 0;
  t = await createTestApp({
    overrides: { rateLimiter: memoryRateLimiter({ now: () => (limiterNow += 60_000) }) },
  });
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t.close());

type Answer = { totals: unknown; categories: unknown[]; scenarios: unknown[] };
const evaluate = (input: unknown) =>
  t.call<Answer>("/api/calculation/evaluate", { method: "POST", token: fede, json: { input } });
const org = { "x-organization-id": DEMO_FEDERATION_ID };
const retrieve = () => t.call<SavedCalculator>("/api/calculation/retrieve", { token: fede, headers: org });
const store = (doc: Calculator, version: number) =>
  t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token: fede,
    headers: org,
    json: { input: { ...doc, context: { ...doc.context, version } } },
  });

/** Amounts with cents and float noise alike: 0.1 x 3 and 1/3 reach the model as they would from a screen. */
const amount = (max: number) =>
  fc.oneof(
    fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100),
    fc.double({ min: 0, max, noNaN: true }),
  );
const lines = (sign: 1 | -1, max = 1e5) =>
  fc.array(fc.record({ name: fc.constant("Line"), value: amount(max).map((v) => sign * v + 0) }), {
    maxLength: 3,
  });
const BENEFIT_TYPES = ["GYM", "GRD", "FMP", "CIS", "SJB"] as const;

const category = fc.record({
  name: fc.constant("Cat"),
  members: fc.integer({ min: 1, max: 500 }),
  fees: lines(-1, 1e4),
  subsidies: lines(1, 1e4),
  rate: fc.integer({ min: 0, max: 300 }),
  manualMembership: fc.option(amount(1e3), { nil: undefined }),
});

const scenario = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`Scenario ${id}`),
    membersPct: fc.integer({ min: -100, max: 100 }),
    subsidiesPct: fc.integer({ min: -100, max: 100 }),
    feesPct: fc.integer({ min: -100, max: 100 }),
    pricesPct: fc.integer({ min: -50, max: 50 }),
    paidBenefits: fc.uniqueArray(fc.constantFrom(...BENEFIT_TYPES), { maxLength: 3 }),
  });

const calculator: fc.Arbitrary<Calculator> = fc.record({
  organizationId: fc.constant(DEMO_FEDERATION_ID),
  currency: fc.constant("EUR"),
  precision: fc.constantFrom(0, 1),
  groups: fc.array(
    fc.record({ name: fc.constant("Group"), categories: fc.array(category, { minLength: 1, maxLength: 3 }) }),
    { minLength: 1, maxLength: 2 },
  ),
  federalFees: lines(-1),
  internalFees: lines(-1),
  // Subsidies above the costs now and then: prices below 0 must come back the same.
  globalSubsidies: lines(1, 2e5),
  otherRevenues: fc.option(lines(1), { nil: undefined }),
  benefits: fc.array(
    fc.record({
      index: fc.constant(0),
      benefitType: fc.constantFrom(...BENEFIT_TYPES),
      name: fc.constant("Benefit"),
      hours: amount(1e3),
      rate: amount(50),
    }),
    { maxLength: 4 },
  ),
  scenarios: fc.option(fc.tuple(scenario("a"), scenario("b")), { nil: undefined }),
  socialPricing: fc.option(
    fc.record({
      familyDiscounts: fc.constant([{ rank: 2, pct: 10, share: 20 }]),
      tiers: fc.array(
        fc.record({
          name: fc.constant("Tier"),
          pct: fc.integer({ min: 0, max: 100 }),
          share: fc.integer({ min: 0, max: 50 }),
        }),
        { maxLength: 2 },
      ),
      thirdPartyAids: fc.constant([]),
    }),
    { nil: undefined },
  ),
  context: fc.constant({ inputMembership: false }),
});

describe("evaluate and store agree (issue 38.5)", () => {
  it("evaluate(doc) equals evaluate(retrieve(store(doc))), figure by figure", async () => {
    let version = (await retrieve()).body.data.context.version;
    await fc.assert(
      fc.asyncProperty(calculator, async (doc) => {
        const direct = await evaluate(doc);
        expect([direct.http, direct.body.status]).toEqual([200, 0]);
        const saved = await store(doc, version);
        expect([saved.http, saved.body.status, saved.body.field]).toEqual([200, 0, undefined]);
        version = saved.body.data.context.version;
        const back = await retrieve();
        const again = await evaluate(back.body.data);
        expect([again.http, again.body.status]).toEqual([200, 0]);
        expect(again.body.data).toEqual(direct.body.data);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
