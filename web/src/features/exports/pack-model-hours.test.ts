import { describe, expect, it } from "vitest";
import { cerfaBudget } from "#core/cerfa";
import { computeCalculator, evaluateFigures } from "#core/cost-model/index";
import {
  WORKED_EXAMPLE_HOURS_EXPECTED as X,
  workedExampleByHours,
} from "#core/cost-model/worked-example-hours";
import { packContent } from "./pack-model";

// The general-meeting pack of worked example 2 (season-money.md section 2: the Coach shared by the hours
// each category uses), built from its inputs as pack-download.ts builds them: the prices and the
// categories' costs are the allocated ones, and the result the one the keys give.
describe("the general-meeting pack with a line shared by hours", () => {
  const doc = workedExampleByHours();
  const computed = computeCalculator(doc);
  const { totals } = computed;
  const content = packContent({
    brand: { name: "ClubCost", primary: "#4338ca" },
    clubName: "Club démo",
    season: "2026-2027",
    date: "28/11/2026",
    budget: cerfaBudget(doc, "fr", computed),
    figures: evaluateFigures(doc, computed),
    subsidies: totals.globalSubsidies + totals.otherRevenues + totals.categorySubsidies,
    money: (value) => value.toFixed(2),
    t: (key) => key,
  });
  const table = (suffix: string) => content.tables.find((t) => t.title.endsWith(suffix))!;

  it("prints U11 at 144 and U15 at 170 (96 and 110 by head), their net and real costs, and a result of 4,280", () => {
    // Real cost R = E + B, the benefits in kind still by head (91): U11 210 + 91, U15 190 + 91, Loisir 70 + 91.
    expect(table("pack.categories").rows).toEqual([
      ["Jeunes · U11", "20", "180.00", "301.00", "144.00"],
      ["Jeunes · U15", "30", "170.00", "281.00", "170.00"],
      ["Adultes · Loisir", "50", "50.00", "161.00", "150.00"],
    ]);
    expect(table("pack.poster").rows.map((row) => row[1])).toEqual(
      Object.values(X.categories).map((c) => c.M.toFixed(2)),
    );
    expect(table("pack.result").rows).toEqual([
      ["calculator.exports.pack.budgetTotal", "13400.00"],
      ["calculator.exports.pack.sellTotal", X.totals.ST.toFixed(2)],
      ["calculator.exports.pack.subsidies", "2200.00"],
      ["calculator.exports.pack.resultLine", X.totals.result.toFixed(2)],
    ]);
    // The Cerfa page's memberships (756) are the allocated prices' total too.
    expect(table("exports.products").rows.find((row) => row[0].startsWith("756"))?.[1]).toBe(
      X.totals.ST.toFixed(2),
    );
  });
});
