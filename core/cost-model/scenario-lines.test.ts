import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withPlaceIds } from "../calculator-ids";
import type { Calculator } from "../schemas/calculator";
import { computeCalculator, evaluateCalculator, withVotedPrices } from "./index";
import type { ScenarioInput } from "./types";
import { workedExample } from "./worked-example";
import { workedExampleByHours } from "./worked-example-hours";

/**
 * A scenario's line changes (treasurer.md section 2, docs/decisions/230): a named line moves by its own
 * percent, instead of its list's. Worked example (place ids): City gs1 +2000, Youth grant g1c1s1 +200,
 * Licences ff1 -2400, Coach if1 -9000; today's result 1520.
 */
const example = () => withPlaceIds(workedExample());
const scenario = (changes: Partial<ScenarioInput>): ScenarioInput => ({
  id: "s1",
  name: "What if",
  ...changes,
});
const resultOf = (doc: Calculator, changes: Partial<ScenarioInput>) =>
  evaluateCalculator({ ...doc, scenarios: [scenario(changes)] }).scenarios[0].totals.result;

describe("a scenario's line changes", () => {
  it("the town cuts its grant by 30 %: City 2000 to 1400, result 1520 to 920, prices frozen", () => {
    const answer = evaluateCalculator({
      ...example(),
      scenarios: [scenario({ lines: [{ id: "gs1", pct: -30 }] })],
    }).scenarios[0];
    expect(answer.totals.result).toBe(920);
    expect(answer.categories.map((c) => c.M)).toEqual([96, 110, 150]);
  });

  it("a line's own percent replaces its list's: subsidies -10 % and City -30 % is 1400 + 180, not 1260 + 180", () => {
    expect(resultOf(example(), { subsidiesPct: -10, lines: [{ id: "gs1", pct: -30 }] })).toBe(
      1520 - 600 - 20,
    );
    expect(resultOf(example(), { subsidiesPct: -10 })).toBe(1520 - 200 - 20);
  });

  it("changes a category's own line and a fee the same way", () => {
    expect(resultOf(example(), { lines: [{ id: "g1c1s1", pct: -50 }] })).toBe(1420);
    expect(resultOf(example(), { lines: [{ id: "ff1", pct: 10 }] })).toBe(1280);
    // The list's percent still moves the lines not named: fees +10 % but Licences +0 %: 13400 + 1100 - 240.
    expect(resultOf(example(), { feesPct: 10, lines: [{ id: "ff1", pct: 0 }] })).toBe(1520 - 1340 + 240);
  });

  it("a line shared by hours stays shared by hours (worked example 2: Coach +10 % costs U11 15 more a member)", () => {
    const doc = withPlaceIds(workedExampleByHours());
    const answer = evaluateCalculator({ ...doc, scenarios: [scenario({ lines: [{ id: "if1", pct: 10 }] })] })
      .scenarios[0];
    expect(answer.totals.result).toBe(4280 - 900);
    expect(answer.categories.map((c) => c.A)).toEqual([195, 185, 53]);
  });

  it("keeps the voted prices", () => {
    const doc = example();
    const votedDoc = withVotedPrices(doc, computeCalculator(doc), "2026-06-20");
    const answer = evaluateCalculator({
      ...votedDoc,
      scenarios: [scenario({ lines: [{ id: "gs1", pct: -30 }] })],
    });
    expect(answer.scenarios[0].categories.map((c) => c.M)).toEqual([96, 110, 150]);
    expect(answer.scenarios[0].totals.result).toBe(920);
  });
});

describe("a scenario's line changes (property)", () => {
  const factor = fc.integer({ min: -100, max: 200 });
  it("no line, or an empty list, is the scenario as before to the bit; each line at its list's percent is the same scenario", () => {
    fc.assert(
      fc.property(
        factor,
        factor,
        factor,
        fc.integer({ min: 0, max: 50_000 }),
        (subsidiesPct, feesPct, membersPct, coach) => {
          const doc = example();
          doc.internalFees[0].value = -coach;
          const plain = evaluateCalculator({
            ...doc,
            scenarios: [scenario({ subsidiesPct, feesPct, membersPct })],
          }).scenarios[0];
          const empty = evaluateCalculator({
            ...doc,
            scenarios: [scenario({ subsidiesPct, feesPct, membersPct, lines: [] })],
          }).scenarios[0];
          expect(empty).toEqual(plain);
          const lines = [
            { id: "gs1", pct: subsidiesPct },
            { id: "g1c1s1", pct: subsidiesPct },
            { id: "if1", pct: feesPct },
            { id: "g1c1f1", pct: feesPct },
          ];
          const named = evaluateCalculator({
            ...doc,
            scenarios: [scenario({ subsidiesPct, feesPct, membersPct, lines })],
          }).scenarios[0];
          expect(named.totals.result).toBeCloseTo(plain.totals.result, 6);
          expect(named.categories.map((c) => c.M)).toEqual(plain.categories.map((c) => c.M));
        },
      ),
    );
  });
});
