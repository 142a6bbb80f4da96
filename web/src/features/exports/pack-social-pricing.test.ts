import { describe, expect, it } from "vitest";
import { cerfaBudget } from "#core/cerfa";
import { computeCalculator, evaluateFigures, workedExample } from "#core/cost-model/index";
import { chartPalette } from "../../components/charts/chart-theme";
import { brands } from "#core/brands";
import { receivedPerMember, statisticsView } from "../../lib/calculator-model/statistics-view";
import { packCharts, type PackPieChart } from "./pack-charts";
import { packContent } from "./pack-model";

// Issue 38.8 with social pricing (a 20 % second-child discount for 30 % of members, d = 0.06): the pack
// prints the amounts the screens show, after social pricing, and its headline says it reads the list price.
const doc = {
  ...workedExample(),
  socialPricing: { familyDiscounts: [{ rank: 2, pct: 20, share: 30 }], tiers: [], thirdPartyAids: [] },
};
const computed = computeCalculator(doc);
const money = (value: number) => value.toFixed(2);
const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ""}`;

describe("the general-meeting pack with social pricing", () => {
  it("prints the memberships collected and the result after social pricing, as the calculator counts them", () => {
    const content = packContent({
      brand: { name: "ClubCost", primary: "#4338ca" },
      clubName: "Club démo",
      season: "2026-2027",
      date: "26/11/2026",
      budget: cerfaBudget(doc),
      figures: evaluateFigures(doc, computed),
      subsidies: 2200,
      money,
      t,
    });
    const result = content.tables.find((table) => table.title === "calculator.exports.pack.result")!;
    expect(result.rows).toEqual([
      ["calculator.exports.pack.budgetTotal", "13400.00"],
      ["calculator.exports.pack.sellTotal", money(computed.resell.sellTotal)],
      ["calculator.exports.pack.subsidies", "2200.00"],
      ["calculator.exports.pack.resultLine", "756.80"],
    ]);
    expect(money(computed.resell.sellTotal)).toBe("11956.80");
  });

  it("says beside the headline that it reads the list price, and what the club receives on average", () => {
    const donut = packCharts({
      result: computed,
      palette: chartPalette("light", brands.default),
      withBars: false,
      money,
      percent: String,
      t,
    })[0] as PackPieChart;
    // The average list price is 127.20; the club receives 127.20 x 0.94 = 119.57 per member.
    expect(statisticsView(computed, "all").figures.membership).toBeCloseTo(127.2, 9);
    expect(donut.caption).toContain(`clubStats.paysListPrice{"received":"119.57"}`);
    expect(receivedPerMember(computeCalculator(workedExample()), 127.2)).toBeNull();
  });
});
