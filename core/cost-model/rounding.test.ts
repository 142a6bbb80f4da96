import { describe, expect, it } from "vitest";
import { finite, roundMembership, safeDiv, snap, sumValues } from "./index";

describe("roundMembership", () => {
  it("precision 0 rounds up to a whole unit", () => {
    expect(roundMembership(92.4, 0)).toBe(93);
    expect(roundMembership(92.0001, 0)).toBe(93);
    expect(roundMembership(96, 0)).toBe(96);
    expect(roundMembership(-5.3, 0)).toBe(-5);
  });

  it("precision 0 ignores float noise", () => {
    expect(roundMembership(110.00000000001, 0)).toBe(110);
    expect(roundMembership(0.1 + 0.2 - 0.3, 0)).toBe(0);
    expect(roundMembership((110 * 77) / 100, 0)).toBe(85); // 84.7
    expect(roundMembership(1.1 * 100, 0)).toBe(110); // 110.00000000000001
    expect(Object.is(roundMembership(-0.2, 0), -0)).toBe(false);
  });

  it("precision 1 rounds half-up to cents", () => {
    expect(roundMembership(92.345, 1)).toBe(92.35);
    expect(roundMembership(92.344, 1)).toBe(92.34);
    expect(roundMembership(1.005, 1)).toBe(1.01);
    expect(roundMembership(-1.005, 1)).toBe(-1.01);
    expect(roundMembership(96, 1)).toBe(96);
  });

  it("any other precision keeps the raw value", () => {
    expect(roundMembership(92.345678, 2)).toBe(92.345678);
    expect(roundMembership(92.345678, 0.5)).toBe(92.345678);
  });

  it("a missing precision means the default 0; null is none and keeps the raw value (decision 200)", () => {
    expect(roundMembership(92.4, undefined)).toBe(93);
    expect(roundMembership(92.4, null)).toBe(92.4);
  });

  it("never returns NaN or Infinity", () => {
    for (const v of [NaN, Infinity, -Infinity]) {
      for (const p of [0, 1, 2]) expect(roundMembership(v, p)).toBe(0);
    }
  });
});

describe("numeric helpers", () => {
  it("finite maps non-finite to 0", () => {
    expect([NaN, Infinity, -Infinity, null, undefined, 3].map(finite)).toEqual([0, 0, 0, 0, 0, 3]);
  });
  it("safeDiv is 0 on a zero denominator", () => {
    expect(safeDiv(10, 0)).toBe(0);
    expect(safeDiv(10, 4)).toBe(2.5);
    expect(safeDiv(1e308, 1e-308)).toBe(0);
  });
  it("snap removes float noise, also on large values", () => {
    expect(snap(110.00000000001)).toBe(110);
    // One unit in the last place above 12345678 (the literal 12345678.000000001 is stored as this value).
    expect(snap(12345678 + 2 ** -29)).toBe(12345678);
  });
  it("sumValues tolerates missing lists and bad values", () => {
    expect(sumValues(undefined)).toBe(0);
    expect(sumValues([{ value: 1 }, { value: NaN }, { value: -3 }])).toBe(-2);
  });
});
