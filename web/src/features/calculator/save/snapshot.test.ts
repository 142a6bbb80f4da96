import { describe, expect, it } from "vitest";
import { withPlaceIds } from "#core/calculator-ids";
import { workedExample } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { sameContent } from "./snapshot";

describe("what a save compares", () => {
  it("leaves out the ids the store gives items", () => {
    expect(sameContent(workedExample(), withPlaceIds(workedExample()))).toBe(true);
  });

  it("keeps the line a scenario's change names: another line at the same percent is an edit to save (decision 230)", () => {
    const withLine = (id: string): Calculator => ({
      ...withPlaceIds(workedExample()),
      scenarios: [
        {
          id: "s1",
          name: "Town",
          membersPct: 0,
          subsidiesPct: 0,
          feesPct: 0,
          pricesPct: 0,
          paidBenefits: [],
          lines: [{ id, pct: -30 }],
        },
      ],
    });
    expect(sameContent(withLine("gs1"), withLine("g1c1s1"))).toBe(false);
    expect(sameContent(withLine("gs1"), withLine("gs1"))).toBe(true);
  });
});
