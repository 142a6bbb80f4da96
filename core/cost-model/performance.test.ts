import { describe, expect, it } from "vitest";
import type { Calculator } from "../schemas/calculator";
import { computeCalculator } from "./index";

/** 20 groups x 25 categories x 10 lines per list: a large real-world club. */
function largeCalculator(): Calculator {
  const lines = (sign: number) => Array.from({ length: 10 }, (_, i) => ({ name: `Line ${i}`, value: sign * (i + 1) * 13.37 }));
  return {
    organizationId: "big",
    currency: "EUR",
    precision: 0,
    federalFees: lines(-1),
    internalFees: lines(-1),
    globalSubsidies: lines(1),
    benefits: Array.from({ length: 10 }, (_, i) => ({ index: i, benefitType: "GYM" as const, name: "Gym", hours: i * 10, rate: 22.65 })),
    groups: Array.from({ length: 20 }, (_, g) => ({
      name: `Activité ${g + 1}`,
      categories: Array.from({ length: 25 }, (_, c) => ({
        name: `Cat. ${c + 1}`,
        members: 1 + ((g * 25 + c) % 40),
        fees: lines(-1),
        subsidies: lines(1),
        rate: 50 + c * 3,
        manualMembership: c % 5 === 0 ? 120 : undefined,
      })),
    })),
    context: {},
  };
}

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
