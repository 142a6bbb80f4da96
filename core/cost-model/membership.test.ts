import { describe, expect, it } from "vitest";
import { defaultCategory } from "../schemas/calculator";
import {
  applyRequestedMembership,
  applySliderRate,
  computeCalculator,
  recalculateRates,
  requestedMembershipRate,
  sliderMax,
  withComputedMemberships,
} from "./index";
import { workedExample } from "./worked-example";

describe("requested membership", () => {
  it("converts to round(m / A x 100)", () => {
    expect(requestedMembershipRate(100, 120)).toBe(83);
    expect(requestedMembershipRate(110, 110)).toBe(100);
    expect(requestedMembershipRate(165, 110)).toBe(150);
  });

  it("shows 100 when the net cost is 0 or below", () => {
    expect(requestedMembershipRate(50, 0)).toBe(100);
    expect(requestedMembershipRate(50, -20)).toBe(100);
    expect(requestedMembershipRate(50, 1e-12)).toBe(100);
  });

  it("keeps the rate within the schema bounds", () => {
    expect(requestedMembershipRate(1e9, 0.01)).toBe(10_000);
    expect(requestedMembershipRate(-50, 100)).toBe(0);
    expect(requestedMembershipRate(NaN, 100)).toBe(0);
  });

  it("keeps the amount when A <= 0", () => {
    const calc = workedExample();
    calc.globalSubsidies = [{ name: "Big grant", value: 1_000_000 }];
    const a = computeCalculator(calc).categories[1].netCost;
    expect(a).toBeLessThan(0);
    calc.groups[0].categories[1] = applyRequestedMembership(calc.groups[0].categories[1], 42, a);
    expect(calc.groups[0].categories[1].rate).toBe(100);
    expect(computeCalculator(calc).categories[1].membership).toBe(42);
  });

  it("the slider clears the manual amount", () => {
    const manual = applyRequestedMembership(defaultCategory(), 50, 100);
    expect(manual.manualMembership).toBe(50);
    const moved = applySliderRate(manual, 70.4);
    expect(moved.manualMembership).toBeNull();
    expect(moved.rate).toBe(70);
  });

  it("recalculateRates re-derives the rates of manual categories only", () => {
    const calc = workedExample();
    calc.groups[0].categories[0].manualMembership = 100;
    const updated = recalculateRates(calc);
    expect(updated.groups[0].categories[0].rate).toBe(83);
    expect(updated.groups[0].categories[1].rate).toBe(100);
    expect(updated.groups[1].categories[0].rate).toBe(136); // 150 / 110
    expect(calc.groups[0].categories[0].rate).toBe(80); // input untouched
  });

  it("withComputedMemberships stores M on every category", () => {
    const saved = withComputedMemberships(workedExample());
    expect(saved.groups.flatMap((g) => g.categories.map((c) => c.membership))).toEqual([96, 110, 150]);
  });
});

describe("sliderMax", () => {
  it("is 100, or 200 when a rate exceeds 99", () => {
    expect(sliderMax([])).toBe(100);
    expect(sliderMax([80, 99])).toBe(100);
    expect(sliderMax([80, 99.5])).toBe(200);
    expect(sliderMax([100])).toBe(200);
  });

  it("in input mode is the smallest multiple of 100 above the highest rate", () => {
    expect(sliderMax([83], true)).toBe(100);
    expect(sliderMax([83, 100], true)).toBe(200);
    expect(sliderMax([250], true)).toBe(300);
    expect(sliderMax([], true)).toBe(100);
    expect(sliderMax([NaN, Infinity, 40], true)).toBe(100);
  });

  it("follows the document and the input-membership option", () => {
    expect(computeCalculator(workedExample()).sliderMax).toBe(200);
    const calc = workedExample();
    calc.groups[1].categories[0].rate = 136;
    expect(computeCalculator(calc, { inputMembership: true }).sliderMax).toBe(200);
    calc.groups[1].categories[0].rate = 236;
    expect(computeCalculator(calc, { inputMembership: true }).sliderMax).toBe(300);
    calc.context = { inputMembership: true };
    expect(computeCalculator(calc).sliderMax).toBe(300);
  });
});
