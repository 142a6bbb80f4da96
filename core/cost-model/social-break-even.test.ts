import { describe, expect, it } from "vitest";
import { calculatorSchema } from "../schemas/calculator";
import { evaluateCalculator } from "./index";
import { workedExample } from "./worked-example";

// Break-even with social pricing counts what the club receives (M x (1 - d)) in both the result and
// the price per member (treasurer.md section 2). A 20 % second-child discount for 30 % of members
// (d = 0.06) tells the three readings apart, where the 2 % of the other tests gives the same counts.
describe("break-even with a 20 % discount for 30 % of members", () => {
  const calc = calculatorSchema.parse({
    ...workedExample(),
    socialPricing: { familyDiscounts: [{ rank: 2, pct: 20, share: 30 }], tiers: [], thirdPartyAids: [] },
  });
  const evaluation = evaluateCalculator(calc);

  it("gives the result 756.80 from ST = 12720 x 0.94 = 11956.80", () => {
    expect(evaluation.totals.ST).toBeCloseTo(11956.8, 2);
    expect(evaluation.totals.result).toBeCloseTo(756.8, 2);
  });

  it("needs ceil(20 - 756.80 / 90.24) = 12 U11 members (13 at the list price, 4 with the list result)", () => {
    [90.24, 103.4, 141].forEach((price, i) =>
      expect(evaluation.categories[i].effectiveMembership).toBeCloseTo(price, 2),
    );
    // U15: ceil(30 - 756.8/103.4) = ceil(22.68) = 23; Loisir: ceil(50 - 756.8/141) = ceil(44.63) = 45.
    expect(evaluation.categories.map((c) => c.breakEvenMembers)).toEqual([12, 23, 45]);
  });

  it("moves every price by -756.80 / 11956.80 to balance", () => {
    expect(evaluation.totals.breakEvenPriceChange).toBeCloseTo(-0.0633, 4);
  });
});
