import { describe, expect, it } from "vitest";
import { actualsSummary } from "#core/actuals/index";
import { cerfaBudget } from "#core/cerfa";
import { evaluateFigures, workedExample } from "#core/cost-model/index";
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
    expect(inKind.filter((row) => row[1] === "9100.00").map((row) => row[0].split(" ")[0])).toEqual([
      "86",
      "87",
    ]);
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
    expect(shown.tables.find((t) => t.title === "calculator.exports.pack.result")!.rows[1]).toEqual([
      "calculator.exports.pack.sellTotal",
      "5220.00",
    ]);
    expect(content.tables.every((t) => t.note === undefined)).toBe(true);
  });
});

describe("the general-meeting pack's cash plan (issue 43)", () => {
  it("ends with the cash plan of section 5's worked example: opening, each month, the lowest month's sentence", async () => {
    const { cashPlan } = await import("#core/cash-plan/index");
    const { cashPlanTable } = await import("./pack-cash-plan");
    const doc = { ...workedExample(), cashPlan: { openingBalance: 2000, floor: 5000 } };
    const t = (key: string, values?: Record<string, unknown>) =>
      `${key}${values ? JSON.stringify(values) : ""}`;
    const table = cashPlanTable(
      cashPlan(doc, "2026-2027"),
      (value) => value.toFixed(2),
      (month) => month,
      t,
    );
    const content = packContent({
      brand: { name: "ClubCost", primary: "#4338ca" },
      clubName: "Club démo",
      season: "2026-2027",
      date: "26/11/2026",
      budget: cerfaBudget(doc),
      figures: evaluateFigures(doc),
      subsidies: 2200,
      money: (value) => value.toFixed(2),
      t,
      cashPlan: table,
    });
    expect(content.tables.at(-1)).toBe(table);
    expect(table.rows[0]).toEqual(["calculator.cashPlan.opening", "", "", "2000.00"]);
    expect(table.rows[1]).toEqual(["2026-09", "12720.00", "-866.74", "13853.26"]);
    expect(table.rows[2][2]).toBe("-3866.66");
    expect(table.rows[12]).toEqual(["2027-08", "0.00", "-866.66", "3520.00"]);
    // August is the lowest, 1,480 under the floor, with July.
    expect(table.bold).toEqual([12]);
    expect(table.note).toBe(
      `calculator.cashPlan.lowestUnder${JSON.stringify({ balance: "3520.00", month: "2027-08", gap: "1480.00", count: 2 })}`,
    );
  });

  it("says which months come from the bank, as the Cash plan tab does", async () => {
    const { cashPlan } = await import("#core/cash-plan/index");
    const { cashPlanTable } = await import("./pack-cash-plan");
    const t = (key: string) => key;
    const actuals = {
      transactions: [{ date: "2026-09-15", amount: 1234.56, target: { memberships: null } }],
      currentMonth: "2026-11",
    };
    const table = cashPlanTable(
      cashPlan(workedExample(), "2026-2027", actuals),
      (value) => value.toFixed(2),
      (month) => month,
      t,
    );
    expect(table.rows[1]).toEqual(["2026-09 (calculator.cashPlan.actual)", "1234.56", "0.00", "1234.56"]);
    expect(table.rows[3][0]).toBe("2026-11");
  });
});

describe("the general-meeting pack's actuals (season-money.md section 4)", () => {
  const doc = workedExample();
  doc.federalFees[0].id = "licences";
  doc.globalSubsidies[0].id = "city";
  doc.groups[0].categories[0].id = "u11";
  const t = (key: string, values?: Record<string, unknown>) =>
    `${key}${values ? JSON.stringify(values) : ""}`;
  const pack = (actuals?: Parameters<typeof packContent>[0]["actuals"]) =>
    packContent({
      brand: { name: "ClubCost", primary: "#4338ca" },
      clubName: "Club démo",
      season: "2026-2027",
      date: "26/11/2026",
      budget: cerfaBudget(doc),
      figures: evaluateFigures(doc),
      subsidies: 2200,
      money: (value) => value.toFixed(2),
      t,
      actuals,
    });
  const table = (content: ReturnType<typeof pack>, suffix: string) =>
    content.tables.filter((tb) => tb.title.includes(suffix));
  // The licences paid 100 over, the city's subsidy received, U11's memberships in part, 500 of memberships
  // not yet split by category and 30 assigned to nothing.
  const summary = actualsSummary(doc, [
    { amountCents: -250000, target: { line: "licences" } },
    { amountCents: 200000, target: { line: "city" } },
    { amountCents: 96000, target: { memberships: "u11" } },
    { amountCents: 50000, target: { memberships: null } },
    { amountCents: 3000, target: null },
  ]);

  it("prints each budget row's actual beside its forecast, the totals' and the memberships' (756) too", () => {
    const [charges, products] = table(pack(summary), "pack.budget");
    expect(charges.head).toEqual([
      "calculator.exports.label",
      "actuals.budget.forecast",
      "actuals.budget.actual",
    ]);
    expect(charges.rows).toEqual([
      ["60 Achats", "10400.00", "0.00"],
      ["62 Autres services extérieurs", "3000.00", "2500.00"],
      ["6 Total des charges", "13400.00", "2500.00"],
    ]);
    expect(products.head).toEqual(charges.head);
    expect(products.rows.map((row) => [row[0].split(" ")[0], row[1], row[2]])).toEqual([
      ["74", "2200.00", "2000.00"],
      ["75", "12720.00", "1460.00"],
      ["756", "12720.00", "1460.00"],
      ["7", "14920.00", "3460.00"],
    ]);
    // In kind no money moves: that table keeps its one amount.
    expect(table(pack(summary), "pack.inKind")[0].rows.every((row) => row.length === 2)).toBe(true);
  });

  it("adds the actual result and the projected result under the Actuals tab's names, with the transactions not assigned", () => {
    const [result] = table(pack(summary), "pack.result");
    expect(result.rows.slice(3)).toEqual([
      ["calculator.exports.pack.resultLine", "1520.00"],
      ["actuals.budget.actualResult", "960.00"],
      ["actuals.budget.projectedResult", "1420.00"],
    ]);
    expect(result.bold).toEqual([3, 4, 5]);
    expect(result.note).toBe(
      `actuals.budget.unassigned${JSON.stringify({ count: 1, in: "30.00", out: "0.00" })}`,
    );
  });

  it("is the pack of before when the season has no transaction", () => {
    const before = pack();
    expect(pack(actualsSummary(doc, []))).toEqual(before);
    const [charges] = table(before, "pack.budget");
    expect(charges.head).toEqual(["calculator.exports.label", "calculator.exports.amount"]);
    expect(charges.rows.at(-1)).toEqual(["6 Total des charges", "13400.00"]);
    expect(table(before, "pack.result")[0].rows).toHaveLength(4);
  });
});
