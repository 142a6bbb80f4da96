import { describe, expect, it } from "vitest";
import { evaluateCalculator, workedExample } from "#core/cost-model/index";
import { calculatorSchema, type Calculator } from "#core/schemas/calculator";
import {
  canAddRow,
  nextFamilyRank,
  PASS_SPORT_AMOUNT,
  socialPricingOf,
  withoutRow,
  withRow,
  withRowChange,
} from "./social-pricing-edits";

const example = (): Calculator => workedExample();

describe("social pricing edits on the worked example", () => {
  it("a 10 % discount for 20 % of members balances U11 at 98 (96 / 0.98 = 97.96, rounded up)", () => {
    let calc = withRow(example(), "familyDiscounts", { rank: 2, pct: 0, share: 0 });
    calc = withRowChange(calc, "familyDiscounts", 0, { pct: 10 });
    calc = withRowChange(calc, "familyDiscounts", 0, { share: 20 });
    expect(calc.socialPricing).toEqual({
      familyDiscounts: [{ rank: 2, pct: 10, share: 20 }],
      tiers: [],
      thirdPartyAids: [],
    });
    const evaluation = evaluateCalculator(calc);
    expect(evaluation.categories.map((c) => c.balancedMembership)).toEqual([98, 113, 154]);
    expect(calculatorSchema.safeParse(calc).success).toBe(true);
  });

  it("keeps percents in 0..100, amounts at 0 or more, ranks in 2..10 and names never empty", () => {
    let calc = withRow(example(), "tiers", { name: "Low income", pct: 30, share: 10 });
    calc = withRow(calc, "thirdPartyAids", { name: "Pass'Sport", amount: PASS_SPORT_AMOUNT, share: 15 });
    calc = withRow(calc, "familyDiscounts", { rank: 2, pct: 10, share: 20 });
    calc = withRowChange(calc, "tiers", 0, { pct: 140, name: "  " });
    calc = withRowChange(calc, "thirdPartyAids", 0, { amount: -5, share: -1 });
    calc = withRowChange(calc, "familyDiscounts", 0, { rank: 14 });
    const social = socialPricingOf(calc);
    expect(social.tiers[0]).toEqual({ name: "Low income", pct: 100, share: 10 });
    expect(social.thirdPartyAids[0]).toEqual({ name: "Pass'Sport", amount: 0, share: 0 });
    expect(social.familyDiscounts[0].rank).toBe(10);
    expect(calculatorSchema.safeParse(calc).success).toBe(true);
  });

  it("offers the next free rank, stops at the schema's caps and removes a row", () => {
    let calc = example();
    expect(nextFamilyRank(calc)).toBe(2);
    for (let i = 0; i < 9; i++)
      calc = withRow(calc, "familyDiscounts", { rank: nextFamilyRank(calc) ?? 2, pct: 5, share: 1 });
    expect(nextFamilyRank(calc)).toBeNull();
    expect(canAddRow(calc, "familyDiscounts")).toBe(false);
    expect(withRow(calc, "familyDiscounts", { rank: 2, pct: 1, share: 1 })).toBe(calc);
    calc = withoutRow(calc, "familyDiscounts", 0);
    expect(socialPricingOf(calc).familyDiscounts.map((d) => d.rank)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(nextFamilyRank(calc)).toBe(2);
  });
});
