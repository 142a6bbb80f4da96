import { describe, expect, it } from "vitest";
import { defaultCalculator } from "../schemas/calculator";
import { computeCalculator, type CalculatorResult } from "./index";
import { workedExample } from "./worked-example";

/** Walks the whole result and collects every number that is not finite. */
function nonFinite(result: CalculatorResult): string[] {
  const bad: string[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "number") {
      if (!Number.isFinite(value)) bad.push(`${path}=${value}`);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    }
  };
  walk(result, "result");
  return bad;
}

describe("edge cases", () => {
  it("an empty document (no category, N = 0)", () => {
    const r = computeCalculator({});
    expect(nonFinite(r)).toEqual([]);
    expect(r.totals.members).toBe(0);
    expect(r.resell.marginRatio).toBe(0);
    expect(r.federation.avgMemberShip).toBe(0);
    expect(r.sliderMax).toBe(100);
  });

  it("global lines but no category", () => {
    const calc = workedExample();
    calc.groups = [];
    const r = computeCalculator(calc);
    expect(nonFinite(r)).toEqual([]);
    expect(r.totals.benefitsPerMember).toBe(0);
    expect(r.resell.estimatedBudget).toBe(13000);
  });

  it("the default calculator", () => {
    const r = computeCalculator(defaultCalculator("club-1"));
    expect(nonFinite(r)).toEqual([]);
    // Nothing to cover and nothing asked: neutral, not "safe" (treasurer.md section 4).
    expect(r.categories[0]).toMatchObject({
      name: "Cat. 1",
      members: 1,
      netCost: 0,
      membership: 0,
      marginColour: "neutral",
    });
  });

  it("members 0, negative or NaN (half-edited UI state)", () => {
    const calc = workedExample();
    calc.groups[0].categories[0].members = 0;
    calc.groups[0].categories[1].members = -30;
    calc.groups[1].categories[0].members = NaN;
    const r = computeCalculator(calc);
    expect(nonFinite(r)).toEqual([]);
    expect(r.totals.members).toBe(0);
    expect(r.categories.map((c) => c.members)).toEqual([0, 0, 0]);
  });

  it("a category with 0 members among others", () => {
    const calc = workedExample();
    calc.groups[0].categories[0].members = 0;
    const r = computeCalculator(calc);
    expect(nonFinite(r)).toEqual([]);
    expect(r.totals.members).toBe(80);
    expect(r.categories[0].expenses).toBeCloseTo(13000 / 80, 9); // fc / 0 counts as 0
  });

  it("empty, missing and non-finite lines", () => {
    const r = computeCalculator({
      groups: [{ categories: [{ members: 3, fees: null, subsidies: [{ value: NaN }], rate: null }] }],
      federalFees: [],
      internalFees: [{ value: Infinity }],
      benefits: [{ hours: NaN, rate: 10 }],
    });
    expect(nonFinite(r)).toEqual([]);
    expect(r.categories[0].rate).toBe(100);
    expect(r.categories[0].membership).toBe(0);
  });

  it("negative typed values (a fee typed as a positive amount)", () => {
    const calc = workedExample();
    calc.internalFees = [{ name: "Refund", value: 5000 }];
    calc.globalSubsidies = [{ name: "Penalty", value: -1000 }];
    const r = computeCalculator(calc);
    expect(nonFinite(r)).toEqual([]);
    expect(r.totals.globalFees).toBe(2000);
    expect(r.categories[1].netCost).toBeCloseTo(-20 + 10, 9);
  });

  it("huge values do not overflow into Infinity", () => {
    const r = computeCalculator({
      groups: [{ categories: [{ members: 1e-300, fees: [{ value: -1e308 }, { value: -1e308 }] }] }],
      federalFees: [{ value: -1e308 }],
      benefits: [{ hours: 1e200, rate: 1e200 }],
    });
    expect(nonFinite(r)).toEqual([]);
  });

  it("sums that overflow in a group stay finite (fast-check counterexample)", () => {
    const r = computeCalculator({
      groups: [
        {
          categories: [
            { members: 1.1102230246251568e-16 },
            { members: 1, subsidies: [{ value: 2.295216355964928e293 }] },
          ],
        },
      ],
      globalSubsidies: [{ value: 1.7976931348623137e308 }],
    });
    expect(nonFinite(r)).toEqual([]);
  });

  it("a negative net cost keeps a sensible colour", () => {
    const calc = workedExample();
    calc.globalSubsidies = [{ name: "Big grant", value: 100_000 }];
    const c = computeCalculator(calc).categories[1];
    expect(c.netCost).toBeLessThan(0);
    expect(["negative", "positive", "safe", "neutral"]).toContain(c.marginColour);
  });
});
