import { describe, expect, it } from "vitest";
import { cerfaBudget } from "#core/cerfa";
import { withPlaceIds } from "#core/calculator-ids";
import { computeCalculator, evaluateFigures, withVotedPrices, workedExample } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { packContent } from "./pack-model";

/** The general-meeting pack of a document whose prices are voted (decision 229): the voted prices, the result moved. */
describe("the general-meeting pack at voted prices", () => {
  const example = withPlaceIds(workedExample());
  const voted = withVotedPrices(example, computeCalculator(example), "2026-06-20");
  // The Coach from 9,000 to 10,000 after the vote: without it U11 and U15 would cost 104 and 120.
  const doc: Calculator = {
    ...voted,
    internalFees: voted.internalFees.map((line) =>
      line.name === "Coach" ? { ...line, value: -10_000 } : line,
    ),
  };
  const budget = cerfaBudget(doc);
  const content = packContent({
    brand: { name: "ClubCost", primary: "#4338ca" },
    clubName: "Club démo",
    season: "2026-2027",
    date: "26/11/2026",
    budget,
    figures: evaluateFigures(doc),
    subsidies: 2200,
    money: (value) => value.toFixed(2),
    t: (key) => key,
  });
  const table = (suffix: string) => content.tables.find((t) => t.title.includes(suffix))!;

  it("prints the voted prices on its poster page and in the categories, the result moved by the 1,000", () => {
    expect(table("pack.poster").rows.map((row) => row[1])).toEqual(["96.00", "110.00", "150.00"]);
    expect(table("pack.categories").rows.map((row) => row.at(-1))).toEqual(["96.00", "110.00", "150.00"]);
    expect(table("pack.result").rows.map((row) => row[1])).toEqual([
      "14400.00",
      "12720.00",
      "2200.00",
      "520.00",
    ]);
    expect(budget.products.find((row) => row.account === "756")?.amount).toBe(12_720);
  });
});
