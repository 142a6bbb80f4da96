import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateCalculator } from "./evaluate";
import { evaluateAnswer, evaluateAnswerJson, millionths } from "./evaluate-answer";
import { largeCalculator } from "./large-calculator";
import { workedExample } from "./worked-example";

/** The evaluate route's answer (docs/decisions/177): the text written by hand is JSON.stringify's of the answer's objects. */
describe("evaluate answer", () => {
  const scenario = (i: number, name = `Scenario ${i}`) => ({
    id: `s${i}`,
    name,
    membersPct: -7 * i,
    subsidiesPct: -11 * i,
    feesPct: 3 * i,
    pricesPct: i,
    paidBenefits: i % 2 ? (["GYM"] as const) : [],
  });

  it("writes the same text as JSON.stringify, for the worked example and a 20 x 25 x 10 document with scenarios", () => {
    const large = {
      ...largeCalculator("club-1"),
      scenarios: Array.from({ length: 10 }, (_, i) => scenario(i)),
      socialPricing: { familyDiscounts: [{ rank: 2, pct: 10, share: 20 }], tiers: [], thirdPartyAids: [] },
    };
    for (const doc of [workedExample("club-1"), large]) {
      const evaluation = evaluateCalculator(doc);
      expect(evaluateAnswerJson(evaluation)).toBe(JSON.stringify(evaluateAnswer(evaluation)));
    }
  });

  it("escapes any name and writes any figure as JSON does", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: -1e6, max: 0, noNaN: true }),
        (group, category, name, members, fee) => {
          const doc = workedExample("club-1");
          const calc = {
            ...doc,
            groups: [{ name: group, categories: [{ name: category, members, fees: [{ name: "x", value: fee }], subsidies: [], rate: 100 }] }],
            scenarios: [scenario(1, name)],
          };
          const evaluation = evaluateCalculator(calc);
          const json = evaluateAnswerJson(evaluation);
          expect(json).toBe(JSON.stringify(evaluateAnswer(evaluation)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("rounds to the millionth, and leaves alone what a double cannot round", () => {
    expect(millionths(0.1 + 0.2)).toBe(0.3);
    expect(millionths(100 / 3)).toBe(33.333333);
    expect(millionths(-2 / 3)).toBe(-0.666667);
    expect(millionths(123456789012.345)).toBe(123456789012.345);
  });
});
