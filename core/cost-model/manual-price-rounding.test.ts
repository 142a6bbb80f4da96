import "../../tests/support/fast-check-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateCalculator } from "./evaluate";
import { roundMembership } from "./rounding";
import type { CalculatorModelInput } from "./types";

/**
 * Issue 38.9, docs/decisions/199: one rounding rule for every price. A manual price is rounded by the
 * precision as a computed one is, so the list price, the balanced price at no discount and a
 * scenario at +0 % never disagree, and every change of price rounds the same way.
 */
const manual = (
  price: number,
  precision: number | null,
  pricesPct = 0,
  socialPricing?: CalculatorModelInput["socialPricing"],
): CalculatorModelInput => ({
  precision,
  groups: [
    {
      name: "G",
      categories: [
        {
          name: "Adultes",
          members: 10,
          fees: [{ value: -500 }],
          subsidies: [],
          rate: 100,
          manualMembership: price,
        },
      ],
    },
  ],
  federalFees: [],
  internalFees: [],
  globalSubsidies: [],
  benefits: [],
  socialPricing,
  scenarios: [
    { id: "s", name: "S", membersPct: 0, subsidiesPct: 0, feesPct: 0, pricesPct, paidBenefits: [] },
  ],
});
const figures = (calc: CalculatorModelInput) => {
  const evaluation = evaluateCalculator(calc);
  const [category] = evaluation.categories;
  return {
    M: category.M,
    balanced: category.balancedMembership,
    scenario: evaluation.scenarios[0].categories[0].M,
  };
};

describe("a manual price follows the precision (issue 38.9)", () => {
  it("99.5 at precision 0 is 100 as M, as its balanced price and in a scenario at +0 %; +10 % is 110", () => {
    expect(figures(manual(99.5, 0))).toEqual({ M: 100, balanced: 100, scenario: 100 });
    expect(figures(manual(99.5, 0, 10)).scenario).toBe(110);
  });

  it("at precision 1 a price is kept to the cent, half up", () => {
    expect(figures(manual(99.555, 1))).toEqual({ M: 99.56, balanced: 99.56, scenario: 99.56 });
    expect(figures(manual(99.5, 1, 10)).scenario).toBe(109.45);
  });

  it("the list price, the balanced price without discount and a scenario without change agree, whatever the price", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.constantFrom(0, 1), (price, precision) => {
        const { M, balanced, scenario } = figures(
          manual(price, precision, 0, { familyDiscounts: [], tiers: [], thirdPartyAids: [] }),
        );
        expect(M).toBe(roundMembership(price, precision));
        expect(balanced).toBe(M);
        expect(scenario).toBe(M);
        // Rounding a rounded price changes nothing: the rule can be applied at every step.
        expect(roundMembership(M, precision)).toBe(M);
      }),
    );
  });
});
