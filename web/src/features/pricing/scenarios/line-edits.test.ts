import { describe, expect, it } from "vitest";
import { withPlaceIds } from "#core/calculator-ids";
import { evaluateCalculator, workedExample } from "#core/cost-model/index";
import { calculatorSchema, type Calculator } from "#core/schemas/calculator";
import { SCENARIO_LINES_MAX } from "#core/schemas/calculator-prices";
import {
  canAddLine,
  lineChoices,
  withLineScenario,
  withScenarioLine,
  withoutScenarioLine,
} from "./line-edits";

/** The Scenarios tab's line changes (decision 230) on the worked example with the ids of its places. */
const example = (): Calculator => withPlaceIds(workedExample());

describe("lines a scenario may name", () => {
  it("lists every line with its place and category, or the subsidies alone for the grant preset", () => {
    expect(lineChoices(example()).map((line) => [line.id, line.place, line.category ?? ""])).toEqual([
      ["ff1", "federalFees", ""],
      ["ff2", "federalFees", ""],
      ["if1", "internalFees", ""],
      ["if2", "internalFees", ""],
      ["gs1", "globalSubsidies", ""],
      ["g1c1f1", "fees", "U11"],
      ["g1c1s1", "subsidies", "U11"],
    ]);
    expect(lineChoices(example(), true).map((line) => [line.name, line.value])).toEqual([
      ["City", 2000],
      ["Youth grant", 200],
    ]);
  });

  it("leaves out a line without an id (the screen gives it one first)", () => {
    const doc = example();
    delete doc.globalSubsidies[0].id;
    expect(lineChoices(doc, true).map((line) => line.id)).toEqual(["g1c1s1"]);
  });
});

describe("line change edits", () => {
  it("town grant -30 %: a scenario cutting City alone, 920 beside today's 1520, the schema takes it", () => {
    const { calc, id } = withLineScenario(example(), "City −30 %", "gs1", -30);
    expect(id).toBe("s1");
    expect(calc.scenarios?.[0]).toMatchObject({
      name: "City −30 %",
      subsidiesPct: 0,
      lines: [{ id: "gs1", pct: -30 }],
    });
    expect(evaluateCalculator(calc).scenarios[0].totals.result).toBe(920);
    expect(calculatorSchema.safeParse(calc).success).toBe(true);
  });

  it("sets, adds once, clamps and removes a line's percent", () => {
    const { calc, id } = withLineScenario(example(), "Town", "gs1", -30);
    let next = withScenarioLine(calc, id!, "gs1", -50);
    next = withScenarioLine(next, id!, "if1", 5000);
    expect(next.scenarios?.[0].lines).toEqual([
      { id: "gs1", pct: -50 },
      { id: "if1", pct: 1000 },
    ]);
    expect(withoutScenarioLine(next, id!, "gs1").scenarios?.[0].lines).toEqual([{ id: "if1", pct: 1000 }]);
  });

  it("takes no more lines than the schema allows", () => {
    const { calc, id } = withLineScenario(example(), "Town", "gs1", -30);
    let next = calc;
    for (let i = 0; i < SCENARIO_LINES_MAX + 3; i += 1) next = withScenarioLine(next, id!, `x${i}`, 1);
    expect(next.scenarios?.[0].lines).toHaveLength(SCENARIO_LINES_MAX);
    expect(canAddLine(next.scenarios![0])).toBe(false);
  });
});
