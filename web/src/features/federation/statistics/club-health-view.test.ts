import { describe, expect, it } from "vitest";
import { bandLabel, signedPercent } from "./club-health-view";

describe("club health's words", () => {
  it("signs a change and keeps 0 unsigned, in both languages", () => {
    expect(signedPercent(0.05, "en")).toBe("+5%");
    expect(signedPercent(-0.025, "fr")).toBe("-2,5\u00a0%");
    expect(signedPercent(0, "fr")).toBe("0\u00a0%");
    expect(signedPercent(0.00001, "en")).toBe("0%");
  });

  it("names each band of the result per member in whole euros", () => {
    const words = {
      below: (to: string) => `< ${to}`,
      between: (from: string, to: string) => `${from} – ${to}`,
      above: (from: string) => `≥ ${from}`,
    };
    expect(bandLabel({ from: null, to: -100, clubs: 1 }, "en", words)).toBe("< -€100");
    expect(bandLabel({ from: -20, to: 0, clubs: 1 }, "fr", words)).toBe("-20\u00a0€ – 0\u00a0€");
    expect(bandLabel({ from: 100, to: null, clubs: 1 }, "en", words)).toBe("≥ €100");
  });
});
