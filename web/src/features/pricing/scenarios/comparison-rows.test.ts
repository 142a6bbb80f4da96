import { describe, expect, it } from "vitest";
import { evaluateCalculator, workedExample } from "#core/cost-model/index";
import { comparisonRows } from "./comparison-rows";
import { SCENARIO_PRESETS, withNewScenario } from "./scenario-edits";

describe("the scenarios' comparison", () => {
  it("puts today's figures beside each scenario's, club first then each category", () => {
    let calc = workedExample();
    for (const preset of SCENARIO_PRESETS) calc = withNewScenario(calc, preset.key, preset).calc;
    const rows = comparisonRows(evaluateCalculator(calc));
    expect(rows.map((r) => r.key)).toEqual([
      "result",
      "netCostTotal",
      "sellTotal",
      "membership-0",
      "margin-0",
      "membership-1",
      "margin-1",
      "membership-2",
      "margin-2",
    ]);
    const result = rows[0];
    expect(result.today).toBe(1520);
    // Grant -30 %: 600 of the 2,000 and 60 of U11's 200 are lost; prices are frozen.
    expect(result.scenarios[0]).toBeCloseTo(860, 9);
    // Gymnasium paid: 200 h x 22.65 = 4,530 more cash expenses.
    expect(result.scenarios[2]).toBeCloseTo(1520 - 4530, 9);
    // Frozen prices: U11 keeps 96 in every scenario.
    expect(rows[3]).toMatchObject({ category: "Jeunes – U11", today: 96, scenarios: [96, 96, 96] });
  });

  it("names each club figure once: no margin row beside the result it equals (issue 38.8)", () => {
    const calc = {
      ...workedExample(),
      socialPricing: { familyDiscounts: [{ rank: 2, pct: 20, share: 30 }], tiers: [], thirdPartyAids: [] },
    };
    const rows = comparisonRows(evaluateCalculator(calc));
    const club = rows.filter((r) => !r.category);
    expect(club.map((r) => r.figure)).toEqual(["result", "netCostTotal", "sellTotal"]);
    // After the 20 % second-child discount for 30 % of members: 12,720 x 0.94 collected, a result of 756.80.
    expect(club[2]?.today).toBeCloseTo(11_956.8, 9);
    expect(club[0]?.today).toBeCloseTo(756.8, 9);
  });
});
