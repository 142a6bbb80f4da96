import { describe, expect, it } from "vitest";
import { marginColour } from "./category";
import { marginPercentShown, paysStatement, shownPrice } from "./honest";
import { computeCalculator, workedExample } from "./index";

describe("honest figures (treasurer.md section 4)", () => {
  it("a negative membership is shown as 0 with a warning; float noise is not a warning", () => {
    expect(shownPrice(-12.5)).toEqual({ value: 0, negative: true });
    expect(shownPrice(-1e-12)).toEqual({ value: 0, negative: false });
    expect(shownPrice(96)).toEqual({ value: 96, negative: false });
  });

  it("the margin percent is shown only when the net cost total is above 0", () => {
    expect(marginPercentShown(11200)).toBe(true);
    expect(marginPercentShown(0)).toBe(false);
    expect(marginPercentShown(-500)).toBe(false);
  });

  it("pays X % up to 100 %, 'more than the real cost' above, nothing when R <= 0", () => {
    expect(paysStatement(96, 241)).toEqual({ kind: "share", ratio: 96 / 241 });
    expect(paysStatement(241, 241)).toEqual({ kind: "share", ratio: 1 });
    expect(paysStatement(250, 241)).toEqual({ kind: "more" });
    expect(paysStatement(10, 0)).toEqual({ kind: "none" });
    expect(paysStatement(10, -5)).toEqual({ kind: "none" });
    // A negative price pays nothing, and says so as 0 %, never a negative share.
    expect(paysStatement(-10, 100)).toEqual({ kind: "share", ratio: 0 });
  });

  it("A = M = 0 is neutral, not safe", () => {
    expect(marginColour(0, 0)).toBe("neutral");
    expect(marginColour(0.001, -0.001)).toBe("neutral");
    expect(marginColour(0, 0, 20)).toBe("neutral");
  });

  it("a gap under one cent is not below cost; a cent or more is", () => {
    expect(marginColour(111.42, 111.424)).toBe("positive");
    expect(marginColour(111.42, 111.4299)).toBe("positive");
    expect(marginColour(111.42, 111.43)).toBe("negative");
    // Totals of 20 members: 20 x 0.004 = 0.08 is still a rounding gap of under a cent per member.
    expect(marginColour(111.42 * 20, 111.424 * 20, 20)).toBe("positive");
    expect(marginColour(96 * 20, 120 * 20, 20)).toBe("negative");
  });

  it("precision 1 rounding a cost down by less than a cent does not make the category below cost", () => {
    const calc = workedExample();
    calc.precision = 1;
    // U15: A = 110; a fee of 0.12 over 30 members adds 0.004 per member, M rounds to 110.00.
    calc.groups[0].categories[1].fees = [{ name: "Stamps", value: -0.12 }];
    const u15 = computeCalculator(calc).categories[1];
    expect(u15.netCost).toBeCloseTo(110.004, 9);
    expect(u15.membership).toBe(110);
    expect(u15.marginColour).toBe("positive");
  });

  it("the worked example keeps its colours", () => {
    expect(computeCalculator(workedExample()).categories.map((c) => c.marginColour)).toEqual([
      "negative",
      "positive",
      "safe",
    ]);
  });
});
