import { describe, expect, it } from "vitest";
import { computeCalculator } from "./index";
import { CALCULATOR_LIMITS } from "../schemas/calculator-basics";
import { largeCalculator } from "./large-calculator";

// How fast this runs is measured by tests/bench/calculator.bench.ts (docs/benchmarks.md), not asserted
// here: a bound on a busy machine either flakes or is too loose to mean anything (issue 25).
describe("the largest document", () => {
  it("recomputes the largest document the limits allow, every category, the same each time", () => {
    const calc = largeCalculator();
    const first = computeCalculator(calc);
    expect(first.categories).toHaveLength(CALCULATOR_LIMITS.categories);
    expect(computeCalculator(calc)).toEqual(first);
  });
});
