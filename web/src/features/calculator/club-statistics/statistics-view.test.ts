import { describe, expect, it } from "vitest";
import { computeCalculator, workedExample } from "../../../../../core/cost-model";
import { costDistribution, selectionOf, statisticsView } from "./statistics-view";

const result = computeCalculator(workedExample());

describe("club statistics view on the worked example", () => {
  it("U11: real cost 241 = 96 paid + 24 covered by the club + 30 subsidies + 91 in kind", () => {
    const view = statisticsView(result, selectionOf(0, 0));
    expect(view.members).toBe(20);
    expect(view.figures.paysRatio).toBeCloseTo(96 / 241, 10);
    const slices = Object.fromEntries(view.composition.map((s) => [s.key, s.value]));
    expect(slices).toEqual({ membership: 96, compensation: 24, subsidies: 30, benefits: 91 });
    expect(view.marginPerMember).toBe(0);
  });

  it("Loisir: the 40 paid beyond the net cost is a margin, not part of the cost", () => {
    const view = statisticsView(result, selectionOf(1, 0));
    const total = view.composition.reduce((sum, s) => sum + s.value, 0);
    expect(total).toBeCloseTo(221, 10);
    expect(view.marginPerMember).toBe(40);
    // The member pays the whole net cost: that slice is named so, and the club covers nothing.
    expect(view.composition.map((s) => s.key)).toEqual(["netCost", "subsidies", "benefits"]);
  });

  it("all categories: 100 members, volunteers FMP 4233 = 42.33 per member", () => {
    const view = statisticsView(result, "all");
    expect(view.members).toBe(100);
    const fmp = view.inKind.find((l) => l.key === "FMP");
    expect(fmp?.total).toBeCloseTo(4233, 6);
    expect(fmp?.perMember).toBeCloseTo(42.33, 6);
    expect(view.inKind.find((l) => l.key === "EQUIPMENT")?.total).toBeCloseTo(4530, 6);
    expect(view.inKind.find((l) => l.key === "SJB")?.total).toBe(0);
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
    expect(view.composition).toEqual([]);
    expect(costDistribution(empty).values).toEqual([]);
  });
});
