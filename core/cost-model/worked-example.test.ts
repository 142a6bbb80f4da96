import { describe, expect, it } from "vitest";
import { calculatorSchema } from "../schemas/calculator";
import { applyRequestedMembership, computeCalculator, formatAmount, formatPercent } from "./index";
import { WORKED_EXAMPLE_EXPECTED as X, workedExample } from "./worked-example";

const cents = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 2);
const result = computeCalculator(workedExample());
const byName = (name: string) => {
  const found = result.categories.find((c) => c.name === name);
  if (!found) throw new Error(`missing category ${name}`);
  return found;
};

describe("worked example of cost-model.md", () => {
  it("is a valid calculator document", () => {
    expect(calculatorSchema.safeParse(workedExample()).success).toBe(true);
  });

  it("gives the club totals N, GF, GS, BK, B", () => {
    cents(result.totals.members, X.totals.members);
    cents(result.totals.globalFees, X.totals.globalFees);
    cents(result.totals.globalSubsidies, X.totals.globalSubsidies);
    cents(result.totals.benefitsInKind, X.totals.benefitsInKind);
    cents(result.totals.benefitsPerMember, X.totals.benefitsPerMember);
    expect(result.totals.categories).toBe(3);
  });

  it.each(Object.entries(X.categories))("gives every figure of %s", (name, row) => {
    const c = byName(name);
    cents(c.expenses, row.expenses);
    cents(c.subsidies, row.subsidies);
    cents(c.netCost, row.netCost);
    cents(c.membership, row.membership);
    cents(c.compensation, row.compensation);
    cents(c.benefits, X.totals.benefitsPerMember);
    cents(c.realCost, row.realCost);
    expect(c.paysRatio * 100).toBeCloseTo(row.paysPercent, 1);
    cents(c.margin, row.margin);
    expect(c.marginColour).toBe(row.marginColour);
    // R = B + K + M + S
    cents(c.benefits + c.compensation + c.membership + c.subsidies, c.realCost);
  });

  it("gives the resell figures", () => {
    const r = result.resell;
    cents(r.netCostTotal, X.resell.netCostTotal);
    cents(r.sellTotal, X.resell.sellTotal);
    cents(r.marginAmount, X.resell.marginAmount);
    expect(r.marginRatio * 100).toBeCloseTo(X.resell.marginPercent, 2);
    cents(r.estimatedBudget, X.resell.estimatedBudget);
    cents(r.recommendedSellTotal, X.resell.recommendedSellTotal);
    expect(r.recommendedMarginRatio).toBe(0.2);
  });

  it("gives the group margins", () => {
    const margins = Object.fromEntries(result.groups.map((g) => [g.name, g.margin]));
    cents(margins.Jeunes, X.groupMargins.Jeunes);
    cents(margins.Adultes, X.groupMargins.Adultes);
    expect(result.groups.map((g) => g.members)).toEqual([50, 50]);
  });

  it("gives the federation figures of the club row", () => {
    cents(result.federation.globalFees, 13400);
    expect(result.federation.members).toBe(100);
    expect(result.federation.categories).toBe(3);
    cents(result.federation.avgMemberShip, 127.2);
  });

  it("gives club-wide averages consistent with the totals", () => {
    cents(result.average.netCost, 112);
    cents(result.average.membership, 127.2);
    cents(result.average.expenses, 134);
    cents(result.average.realCost, 225);
    cents(result.totals.benefitsByType.GYM, 4530);
    cents(result.totals.benefitsByType.FMP, 4233);
    cents(result.totals.benefitsByType.CIS, 337);
  });

  it("rounds U11 at rate 77 (92.4) up to 93", () => {
    const calc = workedExample();
    calc.groups[0].categories[0].rate = 77;
    const u11 = computeCalculator(calc).categories[0];
    cents(u11.netCost * 0.77, 92.4);
    expect(u11.membership).toBe(X.u11AtRate77);
  });

  it("converts a requested 100 for U11 into rate 83, membership 100", () => {
    const calc = workedExample();
    const u11 = byName("U11");
    calc.groups[0].categories[0] = applyRequestedMembership(calc.groups[0].categories[0], 100, u11.netCost);
    expect(calc.groups[0].categories[0].rate).toBe(X.u11Requested100Rate);
    expect(computeCalculator(calc).categories[0].membership).toBe(100);
  });

  it("formats the headline figures", () => {
    const normalise = (s: string) => s.replace(/[\s\u202f\u00a0]/g, " ");
    expect(normalise(formatAmount(result.resell.marginAmount, "fr"))).toBe("1 520,00 €");
    expect(formatAmount(result.resell.marginAmount, "en")).toBe("€1,520.00");
    expect(normalise(formatPercent(result.resell.marginRatio, "fr"))).toBe("13,57 %");
    expect(formatPercent(result.resell.marginRatio, "en")).toBe("13.57%");
  });
});
