import { describe, expect, it } from "vitest";
import { computeCalculator } from "./compute";
import { evaluateFigures } from "./evaluate";
import { workedExample } from "./worked-example";

// Issue 38.8: with social pricing, the memberships collected and the margins are what the club
// receives (treasurer.md section 3), in the calculator's figures as in the evaluation: a 20 %
// second-child discount for 30 % of members gives d = 0.06, so ST = 12,720 x 0.94 = 11,956.80 and the
// result 756.80. The screens once showed 12,720 and a margin of 1,520 above a result of 756.80.
const discounted = () => ({
  ...workedExample(),
  socialPricing: { familyDiscounts: [{ rank: 2, pct: 20, share: 30 }], tiers: [], thirdPartyAids: [] },
});

describe("memberships collected after social pricing, one figure everywhere", () => {
  it("the calculator's ST, margin, group and category figures are the evaluation's", () => {
    const calc = discounted();
    const computed = computeCalculator(calc);
    const evaluated = evaluateFigures(calc, computed);
    expect(computed.resell.sellTotal).toBeCloseTo(11_956.8, 9);
    expect(evaluated.totals.ST).toBeCloseTo(computed.resell.sellTotal, 9);
    expect(computed.resell.marginAmount).toBeCloseTo(756.8, 9);
    expect(evaluated.totals.result).toBeCloseTo(computed.resell.marginAmount, 9);
    expect(computed.categories.map((c) => c.margin)).toEqual(evaluated.categories.map((c) => c.margin));
    // U11 -595.20, U15 -198, Loisir 1,550: the groups add up to the result.
    expect(computed.groups.map((g) => g.margin)).toEqual(
      [-595.2 - 198, 1550].map((v) => expect.closeTo(v, 9)),
    );
    expect(computed.groups.map((g) => g.sellTotal)).toEqual(
      [20 * 90.24 + 30 * 103.4, 50 * 141].map((v) => expect.closeTo(v, 9)),
    );
    // After the discounts U15's memberships no longer cover its net cost: its colour says so.
    expect(computed.categories.map((c) => c.marginColour)).toEqual(["negative", "negative", "safe"]);
    // The club list's average membership is ST / N, what the club receives per member.
    expect(computed.federation.avgMemberShip).toBeCloseTo(119.568, 9);
  });

  it("M stays the list price, and the statistics' average membership too", () => {
    const computed = computeCalculator(discounted());
    const plain = computeCalculator(workedExample());
    expect(computed.categories.map((c) => c.membership)).toEqual([96, 110, 150]);
    expect(computed.average.membership).toBe(plain.average.membership);
    expect(computed.average.membership).toBeCloseTo(127.2, 9);
  });

  it("without social pricing nothing moves: the worked example's 12,720 and 1,520", () => {
    const computed = computeCalculator(workedExample());
    expect(computed.resell.sellTotal).toBe(12_720);
    expect(computed.resell.marginAmount).toBe(1520);
    expect(evaluateFigures(workedExample()).totals.result).toBe(1520);
  });
});
