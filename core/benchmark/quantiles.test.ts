import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { kindCells } from "./cells";
import { bandPosition, quantileSorted, quartiles } from "./quantiles";

/**
 * An independent reading of treasurer.md section 6: the k-th smallest of n values sits at
 * p = (k-1)/(n-1); between two such points the quantile is the straight line through them. Found by
 * walking the segments, not by the (n-1)p index the code uses.
 */
function quantileBySegments(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 1) return sorted[0];
  for (let k = 1; k < n; k++) {
    const left = (k - 1) / (n - 1);
    const right = k / (n - 1);
    if (p >= left && p <= right)
      return sorted[k - 1] + ((p - left) / (right - left)) * (sorted[k] - sorted[k - 1]);
  }
  return sorted[n - 1];
}

const value = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });

describe("quartiles", () => {
  it("match the segment-by-segment interpolation on random data", () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), fc.constantFrom(0, 0.25, 0.5, 0.75, 1), (values, p) => {
        fc.pre(values.length >= 1);
        const expected = quantileBySegments(values, p);
        const got = quantileSorted(
          [...values].sort((a, b) => a - b),
          p,
        );
        expect(Math.abs(got - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));
        const q = quartiles(values);
        expect(q.p25).toBeLessThanOrEqual(q.median);
        expect(q.median).toBeLessThanOrEqual(q.p75);
      }),
    );
  });

  it("give the textbook values of 1..5 and 1..4", () => {
    expect(quartiles([5, 1, 4, 2, 3])).toEqual({ p25: 2, median: 3, p75: 4 });
    expect(quartiles([1, 2, 3, 4])).toEqual({ p25: 1.75, median: 2.5, p75: 3.25 });
  });

  it("place a price below, within (ends included) or above the band", () => {
    const band = { p25: 100, median: 120, p75: 140 };
    expect([99.99, 100, 140, 140.01].map((v) => bandPosition(v, band))).toEqual([
      "below",
      "within",
      "within",
      "above",
    ]);
  });
});

describe("the 5-club rule", () => {
  const row = (membership: number) => ({
    kind: "adult",
    members: 10,
    membership,
    realCost: 300,
    netCost: 150,
  });
  it("leaves out a kind of 4 clubs", () => {
    expect(kindCells([1, 2, 3, 4].map(row))).toEqual([]);
  });
  it("shows a kind of 5 clubs, with their count", () => {
    const [cell] = kindCells([1, 2, 3, 4, 5].map(row));
    expect(cell).toMatchObject({ kind: "adult", clubs: 5, membership: { p25: 2, median: 3, p75: 4 } });
  });
});
