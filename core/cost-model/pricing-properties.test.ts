import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calculatorSchema, type Calculator, type Scenario, type SocialPricing } from "../schemas/calculator";
import {
  averageDiscount,
  balancedMembership,
  computeCalculator,
  effectiveMembership,
  evaluateCalculator,
  evaluateFigures,
  evaluateScenario,
  scenarioMembers,
  sumValues,
  type CalculatorModelInput,
} from "./index";

/**
 * Issue 28: properties of the pricing tools (treasurer.md sections 2 and 3). Amounts are whole cents,
 * so the result is a whole number of cents: the tests recompute it in integer cents, exactly, and
 * hold the model's figure to it. Figures that divide (E, S, A, NC) are compared within float error,
 * as properties.test.ts does.
 */
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => c / 100);
const line = (value: fc.Arbitrary<number>) => fc.record({ name: fc.constant("Line"), value });
const lines = (value: fc.Arbitrary<number>) => fc.array(line(value), { maxLength: 4 });
const fee = cents(-10_000_000, 0);
const subsidy = cents(0, 10_000_000);
const category = fc.record({
  name: fc.constant("Cat"),
  members: fc.integer({ min: 1, max: 1000 }),
  fees: lines(fee),
  subsidies: lines(subsidy),
  rate: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  manualMembership: fc.option(cents(0, 1_000_000), { nil: undefined }),
});
const socialPricing: fc.Arbitrary<SocialPricing> = fc.record({
  // One discount per rank (issue 38.10).
  familyDiscounts: fc.uniqueArray(
    fc.record({
      rank: fc.integer({ min: 2, max: 10 }),
      pct: fc.integer({ min: 0, max: 100 }),
      share: fc.integer({ min: 0, max: 100 }),
    }),
    {
      maxLength: 3,
      selector: (d) => d.rank,
    },
  ),
  tiers: fc.array(
    fc.record({
      name: fc.constant("Tier"),
      pct: fc.integer({ min: 0, max: 100 }),
      share: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 3 },
  ),
  thirdPartyAids: fc.array(
    fc.record({
      name: fc.constant("Aid"),
      amount: cents(0, 50_000),
      share: fc.integer({ min: 0, max: 100 }),
    }),
    { maxLength: 2 },
  ),
});
const change = fc.integer({ min: -100, max: 1000 });
const scenario: fc.Arbitrary<Scenario> = fc.record({
  id: fc.constant("s"),
  name: fc.constant("Scenario"),
  membersPct: change,
  subsidiesPct: change,
  feesPct: change,
  pricesPct: change,
  paidBenefits: fc.subarray(["GYM", "GRD", "FMP", "CIS", "SJB"] as const),
});
/** Schema-valid documents in cents, with precision 0 or 1 so every M is a whole number of cents. */
const calculator = (
  extra: { socialPricing?: fc.Arbitrary<SocialPricing | undefined> } = {},
): fc.Arbitrary<Calculator> =>
  fc.record({
    organizationId: fc.constant("club"),
    currency: fc.constant("EUR"),
    precision: fc.constantFrom(0, 1),
    groups: fc.array(
      fc.record({ name: fc.constant("Group"), categories: fc.array(category, { maxLength: 5 }) }),
      { maxLength: 4 },
    ),
    federalFees: lines(fee),
    internalFees: lines(fee),
    globalSubsidies: lines(subsidy),
    otherRevenues: lines(subsidy),
    benefits: fc.array(
      fc.record({
        index: fc.nat(100),
        benefitType: fc.constantFrom("GYM", "GRD", "FMP", "CIS", "SJB" as const),
        name: fc.constant("Benefit"),
        hours: fc.integer({ min: 0, max: 10_000 }),
        rate: cents(0, 10_000),
      }),
      { maxLength: 4 },
    ),
    socialPricing: extra.socialPricing ?? fc.constant(undefined),
    context: fc.constant({}),
  });

const toCents = (value: number) => Math.round(value * 100);
const allCategories = (calc: CalculatorModelInput) => (calc.groups ?? []).flatMap((g) => g.categories ?? []);

/** The result in integer cents, from the model's prices M: ST + GS + OR + sum of sc - budget, budget = -GF - sum of fc. */
function resultInCents(calc: Calculator, memberships: readonly number[]): number {
  let total = 0;
  allCategories(calc).forEach((c, i) => {
    total +=
      toCents(memberships[i]) * c.members + toCents(sumValues(c.subsidies)) + toCents(sumValues(c.fees));
  });
  for (const l of [
    ...calc.federalFees,
    ...calc.internalFees,
    ...calc.globalSubsidies,
    ...(calc.otherRevenues ?? []),
  ])
    total += toCents(l.value);
  return total;
}

/** Equal up to float error relative to the magnitudes involved. */
const close = (a: number, b: number, scale: number) =>
  expect(Math.abs(a - b)).toBeLessThanOrEqual(1e-7 * (1 + Math.abs(scale)));

/** The document with every price frozen at its computed M, and one category's members set. */
function frozenWith(
  calc: Calculator,
  memberships: readonly number[],
  index: number,
  members: number,
): CalculatorModelInput {
  let k = 0;
  return {
    ...calc,
    groups: calc.groups.map((g) => ({
      ...g,
      categories: g.categories.map((c) => {
        const i = k++;
        return { ...c, manualMembership: memberships[i], members: i === index ? members : c.members };
      }),
    })),
  };
}

describe("pricing tools properties", () => {
  it("valid documents with other revenues, scenarios and social pricing pass the schema", () => {
    fc.assert(
      fc.property(calculator({ socialPricing }), fc.array(scenario, { maxLength: 3 }), (calc, scenarios) => {
        const withIds = scenarios.map((s, i) => ({ ...s, id: `s${i}` }));
        expect(calculatorSchema.safeParse({ ...calc, scenarios: withIds }).success).toBe(true);
      }),
    );
  });

  it("the result is exact to the cent, and equals ST - NC when every n >= 1", () => {
    fc.assert(
      fc.property(calculator({ socialPricing: fc.option(socialPricing, { nil: undefined }) }), (calc) => {
        const computed = computeCalculator(calc);
        const evaluated = evaluateFigures(calc, computed);
        const { totals } = evaluated;
        // Every n >= 1 (the schema's rule), but a club of no category has no per-member figures: skipped, counted.
        fc.pre(computed.totals.members > 0);
        close(
          totals.result,
          totals.ST - totals.NC,
          Math.abs(totals.ST) + Math.abs(totals.NC) + totals.budget,
        );
        // Without social pricing every M is a whole number of cents, and so is the result.
        if (averageDiscount(calc.socialPricing) === 0)
          expect(toCents(totals.result)).toBe(
            resultInCents(
              calc,
              // The prices money is counted at: a price below 0 counts as 0 (issue 38.6).
              evaluated.categories.map((c) => c.M),
            ),
          );
      }),
    );
  });

  it("break-even members give a result >= 0, and one member fewer a result < 0, prices kept", () => {
    fc.assert(
      fc.property(calculator(), fc.nat(), (calc, pick) => {
        const computed = computeCalculator(calc);
        const evaluated = evaluateFigures(calc, computed);
        const index = evaluated.categories.findIndex(
          (_, i) => i >= pick % Math.max(1, evaluated.categories.length) && evaluated.categories[i].M > 0,
        );
        fc.pre(index >= 0);
        const breakEven = evaluated.categories[index].breakEvenMembers;
        expect(breakEven).not.toBeNull();
        const memberships = evaluated.categories.map((c) => c.M);
        const at = (members: number) =>
          evaluateFigures(frozenWith(calc, memberships, index, members)).totals.result;
        // The exact result in cents tells the sign, whatever float error the figure carries.
        const exact = (members: number) =>
          resultInCents(
            { ...calc, groups: frozenWith(calc, memberships, index, members).groups as Calculator["groups"] },
            memberships,
          );
        expect(exact(breakEven ?? 0)).toBeGreaterThanOrEqual(0);
        expect(toCents(at(breakEven ?? 0))).toBe(exact(breakEven ?? 0));
        if ((breakEven ?? 0) > 0) expect(exact((breakEven ?? 0) - 1)).toBeLessThan(0);
      }),
    );
  });

  it("a scenario of no change gives the baseline's every figure, exactly", () => {
    fc.assert(
      fc.property(calculator({ socialPricing: fc.option(socialPricing, { nil: undefined }) }), (calc) => {
        const none: Scenario = {
          id: "none",
          name: "None",
          membersPct: 0,
          subsidiesPct: 0,
          feesPct: 0,
          pricesPct: 0,
          paidBenefits: [],
        };
        const baseline = evaluateFigures(calc);
        const { totals, categories } = evaluateScenario(calc, none);
        expect(totals).toEqual(baseline.totals);
        expect(categories).toEqual(baseline.categories);
      }),
    );
  });

  it("a scenario's members are at least 1 and within half a member of n x (1 + membersPct/100)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), change, (members, pct) => {
        const n = scenarioMembers(members, pct);
        expect(Number.isInteger(n) && n >= 1).toBe(true);
        if (n > 1) expect(Math.abs(n - (members * (100 + pct)) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("the balanced price restores the revenue: the smallest price (by precision) receiving at least M", () => {
    fc.assert(
      fc.property(
        cents(0, 1_000_000),
        socialPricing,
        fc.constantFrom(0, 1),
        (membership, pricing, precision) => {
          const d = averageDiscount(pricing);
          fc.pre(d < 1);
          const balanced = balancedMembership(membership, d, precision);
          if (balanced === null) throw new Error("a balanced price exists when d < 1");
          const step = precision === 0 ? 1 : 0.01;
          // Receives M (up to half a step for cents, which round half up), and one step less would not (whole units round up).
          expect(effectiveMembership(balanced, d)).toBeGreaterThanOrEqual(
            membership - (precision === 0 ? 1e-6 : (step / 2) * (1 - d) + 1e-6),
          );
          if (precision === 0 && balanced > 0)
            expect(effectiveMembership(balanced - step, d)).toBeLessThan(membership);
        },
      ),
    );
  });

  it("never yields NaN or Infinity with scenarios and social pricing, even extreme ones", () => {
    const finiteOrNull = (value: unknown): boolean => {
      if (typeof value === "number") return Number.isFinite(value);
      if (value && typeof value === "object") return Object.values(value).every(finiteOrNull);
      return true;
    };
    fc.assert(
      fc.property(calculator({ socialPricing }), fc.array(scenario, { maxLength: 3 }), (calc, scenarios) =>
        finiteOrNull(evaluateCalculator({ ...calc, scenarios })),
      ),
      { numRuns: 200 },
    );
  });
});
