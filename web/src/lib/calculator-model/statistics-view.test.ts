import { describe, expect, it } from "vitest";
import { computeCalculator, type PerMemberFigures, workedExample } from "#core/cost-model/index";
import { costDistribution, costShares, selectionOf, sliceLabelKey, statisticsView } from "./statistics-view";

const result = computeCalculator(workedExample());
const sum = (values: { value: number }[]) => values.reduce((total, s) => total + s.value, 0);
const member = (slices: { key: string; value: number }[]) =>
  slices.find((s) => s.key === "membership")?.value ?? 0;

describe("club statistics view on the worked example", () => {
  it("U11: real cost 241 = 96 paid + 24 covered by the club + 30 subsidies + 91 in kind", () => {
    const view = statisticsView(result, selectionOf(0, 0));
    expect(view.members).toBe(20);
    expect(view.shares.memberShare).toBeCloseTo(96 / 241, 10);
    expect(Object.fromEntries(view.shares.slices.map((s) => [s.key, s.value]))).toEqual({
      membership: 96,
      compensation: 24,
      subsidies: 30,
      benefits: 91,
    });
    expect(view.shares.margin).toBe(0);
  });

  it("Loisir: the headline's 67.9 % is the donut's member slice; subsidies and in kind share the rest", () => {
    const view = statisticsView(result, selectionOf(1, 0));
    expect(sum(view.shares.slices)).toBeCloseTo(221, 10);
    // One figure for the member everywhere: M / R, never A / R in one place and M / R in another (issue 31.2).
    expect(view.shares.pays).toEqual({ kind: "share", ratio: 150 / 221 });
    expect(member(view.shares.slices) / view.shares.realCost).toBeCloseTo(150 / 221, 10);
    expect(view.shares.slices.map((s) => s.key)).toEqual(["membership", "rest"]);
    expect(view.shares.margin).toBe(40);
  });

  it("every selection of the worked example: the slices add up to R and the member slice is the headline's share", () => {
    for (const selection of ["all", "0-0", "0-1", "1-0"]) {
      const { shares } = statisticsView(result, selection);
      expect(sum(shares.slices)).toBeCloseTo(shares.realCost, 9);
      expect(shares.pays.kind).toBe("share");
      if (shares.pays.kind === "share")
        expect(member(shares.slices) / shares.realCost).toBeCloseTo(shares.pays.ratio, 12);
    }
  });

  it("all categories: 100 members, volunteers FMP 4233 = 42.33 per member", () => {
    const view = statisticsView(result, "all");
    expect(view.members).toBe(100);
    const fmp = view.inKind.find((l) => l.key === "FMP");
    expect(fmp?.total).toBeCloseTo(4233, 6);
    expect(fmp?.perMember).toBeCloseTo(42.33, 6);
    expect(fmp?.shareOfInKind).toBeCloseTo(4233 / 9100, 9);
    expect(view.inKind.find((l) => l.key === "EQUIPMENT")?.total).toBeCloseTo(4530, 6);
    expect(view.inKind.map((l) => l.key)).toEqual(["FMP", "EQUIPMENT", "CIS"]);
  });

  it("an unknown selection falls back to the whole club, and distribution goes by group", () => {
    expect(statisticsView(result, "9-9").members).toBe(100);
    const distribution = costDistribution(result);
    expect(distribution.by).toBe("group");
    expect(distribution.values[0]).toBeCloseTo(241 * 20 + 221 * 30, 6);
  });

  it("survives an empty club without NaN", () => {
    const empty = computeCalculator({ groups: [] });
    const view = statisticsView(empty, "all");
    expect(view.shares.slices).toEqual([]);
    expect(view.shares.pays).toEqual({ kind: "none" });
    expect(costDistribution(empty).values).toEqual([]);
  });
});

describe("cost shares at the edges (treasurer.md section 4)", () => {
  const figures = (f: Partial<PerMemberFigures>): PerMemberFigures => ({
    expenses: 0,
    subsidies: 0,
    netCost: 0,
    membership: 0,
    compensation: 0,
    benefits: 0,
    realCost: 0,
    paysRatio: 0,
    ...f,
  });

  it("a member paying more than the real cost: 'more than the real cost', the member slice is all of R", () => {
    const shares = costShares(
      figures({ expenses: 100, netCost: 100, membership: 150, benefits: 20, realCost: 120 }),
    );
    expect(shares.pays).toEqual({ kind: "more" });
    expect(shares.slices).toEqual([{ key: "membership", value: 120 }]);
    expect(shares.margin).toBe(50);
  });

  it("no real cost: no slice and no percent", () => {
    const shares = costShares(figures({ membership: 10, realCost: 0 }));
    expect(shares.slices).toEqual([]);
    expect(shares.pays).toEqual({ kind: "none" });
  });

  it("a negative price counts as 0 paid: the club covers the net cost", () => {
    const shares = costShares(
      figures({ expenses: 50, subsidies: 10, netCost: 40, membership: -5, realCost: 50 }),
    );
    expect(shares.slices).toEqual([
      { key: "compensation", value: 40 },
      { key: "subsidies", value: 10 },
    ]);
    expect(shares.memberShare).toBe(0);
  });
});

describe("other revenues in the statistics (issue 26.3)", () => {
  it("share the subsidies' slice, per head, and the slice says so", () => {
    const withRevenues = computeCalculator({ ...workedExample(), otherRevenues: [{ value: 1070 }] });
    const N = withRevenues.totals.members;
    const subsidies = (r: typeof result) => statisticsView(r, selectionOf(0, 0)).figures.subsidies;
    expect(subsidies(withRevenues)).toBeCloseTo(subsidies(result) + 1070 / N, 10);
    expect(sliceLabelKey("subsidies", withRevenues.totals.otherRevenues)).toBe(
      "clubStats.slices.subsidiesAndRevenues",
    );
    expect(sliceLabelKey("rest", withRevenues.totals.otherRevenues)).toBe("clubStats.slices.restAndRevenues");
    expect(sliceLabelKey("subsidies", result.totals.otherRevenues)).toBe("clubStats.slices.subsidies");
    expect(sliceLabelKey("membership", 500)).toBe("clubStats.slices.membership");
  });
});
