import { describe, expect, it } from "vitest";
import { cerfaBudget } from "../../../../../core/cerfa";
import { evaluateFigures, workedExample } from "../../../../../core/cost-model";
import { packContent } from "./pack-model";

describe("the general-meeting pack's content (worked example)", () => {
  const doc = workedExample();
  const content = packContent({
    brand: { name: "ClubCost", primary: "#4338ca" },
    clubName: "Club démo",
    season: "2026-2027",
    date: "26/11/2026",
    budget: cerfaBudget(doc),
    figures: evaluateFigures(doc),
    subsidies: 2200,
    money: (value) => value.toFixed(2),
    t: (key, values) => `${key}${values ? JSON.stringify(values) : ""}`,
  });
  const table = (suffix: string) => content.tables.find((t) => t.title.includes(suffix))!;

  it("holds the budget, the result, each category's costs and price, the contributions in kind and the prices", () => {
    expect(table("pack.budget").rows.at(-1)).toEqual(["6 Total des charges", "13400.00"]);
    expect(table("pack.result").rows).toEqual([
      ["calculator.exports.pack.budgetTotal", "13400.00"],
      ["calculator.exports.pack.sellTotal", "12720.00"],
      ["calculator.exports.pack.subsidies", "2200.00"],
      ["calculator.exports.pack.resultLine", "1520.00"],
    ]);
    expect(table("pack.categories").rows).toEqual([
      ["Jeunes · U11", "20", "120.00", "241.00", "96.00"],
      ["Jeunes · U15", "30", "110.00", "221.00", "110.00"],
      ["Adultes · Loisir", "50", "110.00", "221.00", "150.00"],
    ]);
    const inKind = table("pack.inKind").rows;
    expect(inKind.filter((row) => row[1] === "9100.00").map((row) => row[0].split(" ")[0])).toEqual(["86", "87"]);
    expect(table("pack.poster").rows.map((row) => row[1])).toEqual(["96.00", "110.00", "150.00"]);
  });

  it("prints a price below 0 as 0, with a warning, in the categories' table and on the poster (issue 38.6)", () => {
    const cheap = workedExample();
    cheap.groups[1].categories[0].manualMembership = -5;
    const figures = evaluateFigures(cheap);
    const shown = packContent({
      ...{ brand: { name: "B", primary: "#000" }, clubName: "C", season: "s", date: "d" },
      budget: cerfaBudget(cheap),
      figures,
      subsidies: 0,
      money: (v) => v.toFixed(2),
      t: (k) => k,
    });
    expect(shown.tables.at(-1)!.rows.at(-1)).toEqual(["Adultes · Loisir", "0.00 *"]);
    expect(shown.tables.at(-1)!.note).toBe("calculator.exports.pack.negativePrice");
    const categories = shown.tables.find((t) => t.title === "calculator.exports.pack.categories")!;
    expect(categories.rows.at(-1)!.at(-1)).toBe("0.00 *");
    expect(categories.note).toBe("calculator.exports.pack.negativePrice");
    // Money collected counts that price as 0: the result table's memberships are 96 x 20 + 110 x 30.
    expect(shown.tables.find((t) => t.title === "calculator.exports.pack.result")!.rows[1]).toEqual(["calculator.exports.pack.sellTotal", "5220.00"]);
    expect(content.tables.every((t) => t.note === undefined)).toBe(true);
  });
});
