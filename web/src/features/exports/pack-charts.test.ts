import { describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import { computeCalculator, workedExample } from "#core/cost-model/index";
import { chartPalette } from "../../components/charts/chart-theme";
import { costShares, statisticsView } from "../../lib/calculator-model/statistics-view";
import { type PackBarChart, packCharts, type PackPieChart } from "./pack-charts";

describe("the general-meeting pack's charts (worked example)", () => {
  const result = computeCalculator(workedExample());
  const palette = chartPalette("light", brands.fftt);
  const charts = (withBars: boolean) =>
    packCharts({
      result,
      palette,
      withBars,
      money: (value) => value.toFixed(2),
      percent: (ratio) => `${(ratio * 100).toFixed(1)}%`,
      t: (key) => key,
    });

  it("draws the statistics tab's donut: who pays the average member's real cost, with the tab's headline", () => {
    const donut = charts(true)[0] as PackPieChart;
    expect(donut.kind).toBe("donut");
    expect(donut.title).toBe("clubStats.compositionTitle");
    expect(donut.caption).toBe("clubStats.paysPrefix 56.5% clubStats.paysSuffix");
    // The same decomposition as the tab: the member pays 127.20 of the 225.00 real cost, the rest in one slice.
    expect(donut.slices.map((s) => [s.label, s.amount, s.share])).toEqual([
      ["clubStats.slices.membership", "127.20", "56.5%"],
      ["clubStats.slices.rest", "97.80", "43.5%"],
    ]);
    expect(donut.slices.map((s) => s.value)).toEqual(
      statisticsView(result, "all").shares.slices.map((s) => s.value),
    );
    // The member's slice takes the brand's colour, as on screen.
    expect(donut.slices[0].colour).toBe(palette[0]);
  });

  it("draws the real cost by group, in the palette's order, its shares adding up to the whole", () => {
    const pie = charts(true)[1] as PackPieChart;
    expect(pie.title).toBe("clubStats.groupsTitle");
    expect(pie.slices.map((s) => [s.label, s.amount, s.share, s.colour])).toEqual([
      ["Jeunes", "11450.00", "50.9%", palette[0]],
      ["Adultes", "11050.00", "49.1%", palette[1]],
    ]);
  });

  it("draws each category's real cost per member split like the donut, only with the extra-stats flag", () => {
    expect(charts(false).map((c) => c.kind)).toEqual(["donut", "pie"]);
    const bars = charts(true)[2] as PackBarChart;
    expect(bars.title).toBe("clubStats.costRevenueTitle");
    expect(bars.bars.map((b) => [b.label, b.total])).toEqual([
      ["Jeunes · U11", "241.00"],
      ["Jeunes · U15", "221.00"],
      ["Adultes · Loisir", "221.00"],
    ]);
    bars.bars.forEach((bar, i) => {
      const split = costShares(result.categories[i]);
      expect(bar.values.reduce((sum, value) => sum + value, 0)).toBeCloseTo(split.realCost, 6);
      for (const slice of split.slices)
        expect(bar.values[bars.series.findIndex((s) => s.label === `clubStats.slices.${slice.key}`)]).toBe(
          slice.value,
        );
    });
  });

  it("says there is nothing to share out when no category has a real cost", () => {
    const empty = computeCalculator({ ...workedExample(), groups: [] });
    const [donut, pie] = packCharts({
      result: empty,
      palette,
      withBars: false,
      money: String,
      percent: String,
      t: (key) => key,
    }) as PackPieChart[];
    expect(donut.slices).toEqual([]);
    expect(pie.slices).toEqual([]);
    expect(donut.empty).toBe("clubStats.noRealCost");
  });

  it("prints no 'pays X %' caption for members without a real cost (R <= 0, treasurer.md section 4)", () => {
    // Members, prices, no expense and no benefit in kind: R = 0, so the share of it paid means nothing.
    const base = workedExample();
    const noCost = computeCalculator({
      ...base,
      federalFees: [],
      internalFees: [],
      benefits: [],
      groups: base.groups.map((g) => ({ ...g, categories: g.categories.map((c) => ({ ...c, fees: [] })) })),
    });
    expect(noCost.average.realCost).toBe(0);
    const [donut] = packCharts({
      result: noCost,
      palette,
      withBars: false,
      money: String,
      percent: (ratio) => `${ratio * 100}%`,
      t: (key) => key,
    }) as PackPieChart[];
    expect(donut.caption).toBeUndefined();
  });
});
