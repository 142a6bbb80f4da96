import { describe, expect, it } from "vitest";
import { computeCalculator, workedExample } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { compareFigure, compareSeasons, matchKey, pairByKey } from "./season-comparison";

// The worked example of cost-model.md as last season; this season changes it line by line.
const lastSeason = () => workedExample("club");
const thisSeason = (change: (doc: Calculator) => void) => {
  const doc = workedExample("club");
  change(doc);
  return doc;
};

describe("matching", () => {
  it("ignores accents, case and spaces in names", () => {
    expect(matchKey("  Équipement   Salle ")).toBe("equipement salle");
    expect(matchKey("LICENCES")).toBe(matchKey("licences"));
  });

  it("pairs by key in the current order, then what only the previous list had; the k-th of a name meets the k-th", () => {
    const pairs = pairByKey(["a", "b", "b", "x"], ["b", "c", "b", "a"], (s) => s);
    expect(pairs).toEqual([
      ["b", "b"],
      [null, "c"],
      ["b", "b"],
      ["a", "a"],
      ["x", null],
    ]);
  });
});

describe("figures", () => {
  it("give the change in amount and in percent of the previous amount, signs kept", () => {
    expect(compareFigure(100, 112.5)).toMatchObject({ change: 12.5, changePct: 12.5, status: "changed" });
    // A fee (stored negative) that grows from 1,000 to 1,200: 200 more spent, 20 % of the previous amount.
    expect(compareFigure(-1000, -1200)).toMatchObject({ change: -200, changePct: -20, status: "changed" });
    expect(compareFigure(50, 50.004)).toMatchObject({ change: 0, changePct: 0, status: "same" });
  });

  it("have no percent from 0, and no change when a side is missing", () => {
    expect(compareFigure(0, 300)).toMatchObject({ change: 300, changePct: null, status: "changed" });
    expect(compareFigure(null, 300)).toEqual({
      previous: null,
      current: 300,
      change: null,
      changePct: null,
      status: "added",
    });
    expect(compareFigure(300, null)).toEqual({
      previous: 300,
      current: null,
      change: null,
      changePct: null,
      status: "removed",
    });
  });
});

describe("two seasons", () => {
  it("without a difference have every row the same", () => {
    const comparison = compareSeasons(lastSeason(), lastSeason());
    expect(comparison.counts).toEqual({ changed: 0, added: 0, removed: 0 });
    expect(comparison.totals.every((total) => total.status === "same")).toBe(true);
    expect(comparison.categories.map((c) => c.name)).toEqual(["U11", "U15", "Loisir"]);
  });

  it("show a changed line, an added and a removed one in their section", () => {
    const current = thisSeason((doc) => {
      doc.federalFees[0]!.value = -2640; // Licences + 10 %
      doc.internalFees = [
        { name: "Coach", value: -9000 },
        { name: "Minibus", value: -500 },
      ]; // Equipment gone, Minibus new
    });
    const { sections, counts } = compareSeasons(lastSeason(), current);
    const federal = sections.find((s) => s.key === "federalFees")!.lines;
    // A fee is stored negative but read positive: Licences up 10 % is +240, +10 %.
    expect(federal[0]).toMatchObject({
      name: "Licences",
      previous: 2400,
      current: 2640,
      change: 240,
      changePct: 10,
      status: "changed",
    });
    expect(federal[1]).toMatchObject({ name: "Affiliation", status: "same" });
    const internal = sections.find((s) => s.key === "internalFees")!.lines;
    expect(internal.map((line) => [line.name, line.status])).toEqual([
      ["Coach", "same"],
      ["Minibus", "added"],
      ["Equipment", "removed"],
    ]);
    expect(internal[2]).toMatchObject({ previous: 1000, current: null, change: null });
    expect(counts).toMatchObject({ added: 1, removed: 1 });
  });

  it("read a category's fee that grows as an increase, and a subsidy as it is", () => {
    const current = thisSeason((doc) => {
      doc.groups[0]!.categories[0]!.fees[0]!.value = -440; // U11's Tournament from 400 to 440
      doc.groups[0]!.categories[0]!.subsidies[0]!.value = 180; // its Youth grant from 200 to 180
    });
    const u11 = compareSeasons(lastSeason(), current).categories.find((c) => c.name === "U11")!;
    expect(u11.fees[0]).toMatchObject({
      name: "Tournament",
      previous: 400,
      current: 440,
      change: 40,
      changePct: 10,
    });
    expect(u11.subsidies[0]).toMatchObject({ previous: 200, current: 180, change: -20, changePct: -10 });
  });

  it("match a line whose name only changed in case or accents", () => {
    const current = thisSeason((doc) => {
      doc.globalSubsidies[0]!.name = "  CITY ";
    });
    const line = compareSeasons(lastSeason(), current).sections.find(
      (s) => s.key === "globalSubsidies",
    )!.lines;
    expect(line).toHaveLength(1);
    expect(line[0]).toMatchObject({ status: "same", name: "  CITY " });
  });

  it("value a benefit in kind at hours x rate", () => {
    const current = thisSeason((doc) => {
      doc.benefits[0]!.rate = 25; // Gymnasium: 200 h x 22.65 = 4,530 -> 200 h x 25 = 5,000
    });
    const gym = compareSeasons(lastSeason(), current).sections.find((s) => s.key === "benefits")!.lines[0]!;
    expect(gym).toMatchObject({ name: "Gymnasium", previous: 4530, current: 5000, change: 470 });
    expect(gym.changePct).toBeCloseTo(10.38, 2);
  });

  it("give each category's price and real cost from the cost model, and the club's totals", () => {
    const current = thisSeason((doc) => {
      doc.groups[1]!.categories[0]!.manualMembership = 165; // Loisir from 150 to 165
      doc.groups[0]!.categories[1]!.members = 40; // U15 from 30 to 40 members
    });
    const comparison = compareSeasons(lastSeason(), current);
    const loisir = comparison.categories.find((c) => c.name === "Loisir")!;
    expect(loisir.price).toMatchObject({
      previous: 150,
      current: 165,
      change: 15,
      changePct: 10,
      status: "changed",
    });
    expect(loisir.realCost.previous).toBe(221);
    expect(loisir.realCost.current).toBe(computeCalculator(current).categories[2]!.realCost);
    const members = comparison.totals.find((t) => t.key === "members")!;
    expect(members).toMatchObject({ previous: 100, current: 110, change: 10, changePct: 10 });
    const sellTotal = comparison.totals.find((t) => t.key === "sellTotal")!;
    expect(sellTotal.previous).toBe(12720);
    expect(sellTotal.current).toBe(computeCalculator(current).resell.sellTotal);
  });

  it("keep a category whose group was renamed, and tell added and removed categories", () => {
    const current = thisSeason((doc) => {
      doc.groups[1]!.name = "Seniors"; // Loisir moves with its group's new name
      doc.groups[0]!.categories[0]!.name = "U9"; // U11 gone, U9 new
    });
    const categories = compareSeasons(lastSeason(), current).categories;
    expect(categories.map((c) => [c.group, c.name, c.status])).toEqual([
      ["Jeunes", "U9", "added"],
      ["Jeunes", "U15", "same"],
      ["Seniors", "Loisir", "same"],
      ["Jeunes", "U11", "removed"],
    ]);
    const u9 = categories[0]!;
    expect(u9.price.previous).toBeNull();
    expect(u9.fees.map((line) => line.status)).toEqual(["added"]);
  });

  it("give lines of the same name distinct keys", () => {
    const current = thisSeason((doc) => {
      doc.internalFees.push({ name: "Coach", value: -500 });
    });
    const internal = compareSeasons(lastSeason(), current).sections.find(
      (s) => s.key === "internalFees",
    )!.lines;
    expect(internal.map((line) => [line.key, line.status])).toEqual([
      ["internalFees:coach", "same"],
      ["internalFees:equipment", "same"],
      ["internalFees:coach#1", "added"],
    ]);
  });
});
