import { describe, expect, it } from "vitest";
import { computeCalculator } from "./index";
import { largeCalculator } from "./large-calculator";

describe("performance", () => {
  it("recomputes a 20 x 25 x 10 document in about a millisecond or less", () => {
    const calc = largeCalculator();
    for (let i = 0; i < 50; i += 1) computeCalculator(calc);
    const runs = 300;
    const start = Date.now();
    for (let i = 0; i < runs; i += 1) computeCalculator(calc);
    const perRun = (Date.now() - start) / runs;
    expect(computeCalculator(calc).categories).toHaveLength(500);
    // Generous bound so a loaded CI machine does not flake; typically far below 1 ms.
    expect(perRun, `${perRun.toFixed(3)} ms per run`).toBeLessThan(5);
  });
});
