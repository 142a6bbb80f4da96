import { describe, expect, it } from "vitest";
import { calculatorSchema } from "../schemas/calculator";
import { evaluateCalculator } from "./index";
import { workedExample } from "./worked-example";

// Other revenues follow the subsidies' percent in a scenario, never the fees' (treasurer.md section 2):
// a test that sets both percents apart, so that reading the wrong one changes the result.
describe("a scenario's other revenues", () => {
  const calc = calculatorSchema.parse({
    ...workedExample(),
    otherRevenues: [{ name: "Tournoi", value: 500 }],
    scenarios: [
      {
        id: "s",
        name: "Grant cut, fees up",
        membersPct: 0,
        subsidiesPct: -30,
        feesPct: 10,
        pricesPct: 0,
        paidBenefits: [],
      },
    ],
  });
  const scenario = evaluateCalculator(calc).scenarios[0];

  it("move with subsidiesPct (500 -> 350), not with feesPct", () => {
    // Frozen prices 92, 105, 150 give ST = 12490; GS 2000 -> 1400, OR 500 -> 350, sc 200 -> 140;
    // budget 13400 -> 14740: result = 12490 + 1400 + 350 + 140 - 14740 = -360 (with OR x 1.1 it would be -160).
    expect(scenario.totals.ST).toBeCloseTo(12490, 2);
    expect(scenario.totals.budget).toBeCloseTo(14740, 2);
    expect(scenario.totals.result).toBeCloseTo(-360, 2);
  });

  it("are shared per head as the subsidies are: U11's S = (1400 + 350)/100 + 140/20 = 24.5", () => {
    expect(scenario.categories[0].S).toBeCloseTo(24.5, 2);
  });
});
