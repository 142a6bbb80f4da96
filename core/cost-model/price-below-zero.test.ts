import { describe, expect, it } from "vitest";
import { cerfaBudget } from "../cerfa";
import { computeCalculator } from "./compute";
import { evaluateCalculator } from "./evaluate";
import type { CalculatorModelInput } from "./types";

/**
 * Issue 38.6, treasurer.md section 4: a membership below 0 is 0 wherever money is counted. One
 * category of 10 members costing 1,000 with 3,000 of subsidies: A = -200, so M computed is -200; the
 * pack printed "Cotisations encaissées -1 990,00 €" (2 % of members with a 25 % discount), the Cerfa
 * 756 row -2000,00 and the club list's average -200.
 */
const subsidised = (socialPricing?: CalculatorModelInput["socialPricing"]): CalculatorModelInput => ({
  precision: 0,
  groups: [{ name: "G", categories: [{ name: "Loisir", members: 10, fees: [], subsidies: [], rate: 100 }] }],
  internalFees: [{ value: -1000 }],
  globalSubsidies: [{ value: 3000 }],
  benefits: [{ benefitType: "GYM", hours: 10, rate: 22.65 }],
  socialPricing,
});
const discounted = { familyDiscounts: [{ rank: 2, pct: 25, share: 2 }], tiers: [], thirdPartyAids: [] };

describe("a price below 0 counts as 0 (issue 38.6)", () => {
  it("the cost model keeps the price computed for the warning, and counts 0 in ST, margins, the average and the club row", () => {
    const r = computeCalculator(subsidised(discounted));
    const [c] = r.categories;
    expect([c.netCost, c.membership]).toEqual([-200, -200]);
    expect([c.sellTotal, c.margin, c.compensation, c.paysRatio]).toEqual([0, 2000, -200, 0]);
    // R = B + K + M + S with M counted at 0: the decomposition on screen still adds up.
    expect(c.benefits + c.compensation + 0 + c.subsidies).toBeCloseTo(c.realCost, 9);
    expect(r.resell.sellTotal).toBe(0);
    expect(r.federation.avgMemberShip).toBe(0);
    expect(r.average.membership).toBe(0);
  });

  it("evaluate answers M = 0 with the warning, ST = 0 and the result of the subsidies alone", () => {
    const evaluation = evaluateCalculator(subsidised(discounted));
    const [c] = evaluation.categories;
    expect([
      c.M,
      c.priceBelowZero,
      c.effectiveMembership,
      c.balancedMembership,
      c.K,
      c.pays,
      c.breakEvenMembers,
    ]).toEqual([0, true, 0, 0, -200, 0, null]);
    expect(evaluation.totals.ST).toBe(0);
    expect(evaluation.totals.result).toBe(2000);
  });

  it("the Cerfa's 756 row is 0,00 and class 75 never goes below 0", () => {
    const rows = Object.fromEntries(
      cerfaBudget(subsidised(discounted)).rows.map((r) => [r.account, r.amount]),
    );
    expect([rows["756"], rows["75"], rows["7"]]).toEqual([0, 0, 3000]);
  });

  it("a price of 0 or more is counted as it is, without a warning", () => {
    const doc = { ...subsidised(), globalSubsidies: [{ value: 500 }] };
    const [c] = evaluateCalculator(doc).categories;
    expect([c.M, c.priceBelowZero]).toEqual([50, false]);
    expect(computeCalculator(doc).federation.avgMemberShip).toBe(50);
  });
});
