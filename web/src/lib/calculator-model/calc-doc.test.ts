import { describe, expect, it } from "vitest";
import { computeCalculator, workedExample } from "#core/cost-model/index";
import { defaultCalculator } from "#core/schemas/calculator";
import {
  addBenefit,
  addCategory,
  addCategoryLine,
  addGlobalLine,
  addGroup,
  canRemove,
  parseAmount,
  removeBenefit,
  removeCategory,
  removeGlobalLine,
  storedValue,
  updateCategory,
  updateGlobalLine,
} from "./calc-doc";

describe("typed amounts", () => {
  it("reads French and English writing", () => {
    expect(parseAmount("1 200,50")).toBe(1200.5);
    expect(parseAmount("1200.5")).toBe(1200.5);
    expect(parseAmount("2\u202f400,00\u00a0€")).toBe(2400);
    expect(parseAmount("-30")).toBe(-30);
    expect(parseAmount("  ")).toBeNull();
    expect(parseAmount("12a")).toBeNaN();
    expect(parseAmount("1,2,3")).toBeNaN();
  });

  it("stores fees negative and subsidies positive, whatever the sign typed", () => {
    expect(storedValue("fee", 500)).toBe(-500);
    expect(storedValue("fee", -500)).toBe(-500);
    expect(storedValue("subsidy", 300)).toBe(300);
    expect(Object.is(storedValue("fee", 0), 0)).toBe(true);
  });
});

describe("editing the document", () => {
  it("a fee added to federal fees raises the cost of every member", () => {
    const doc = addGlobalLine(workedExample("club"), "federalFees", {
      name: "Insurance",
      value: storedValue("fee", 1000),
    });
    const before = computeCalculator(workedExample("club"));
    const after = computeCalculator(doc);
    expect(after.totals.globalFees).toBe(before.totals.globalFees - 1000);
    expect(after.categories[1].netCost).toBe(before.categories[1].netCost + 10);
  });

  it("updates and removes lines without touching the original", () => {
    const original = workedExample("club");
    const updated = updateGlobalLine(original, "internalFees", 0, { value: -8000 });
    expect(updated.internalFees[0]).toEqual({ name: "Coach", value: -8000 });
    expect(original.internalFees[0].value).toBe(-9000);
    expect(removeGlobalLine(updated, "internalFees", 0).internalFees.map((l) => l.name)).toEqual([
      "Equipment",
    ]);
  });

  it("numbers new categories and groups after the existing ones", () => {
    let doc = defaultCalculator("club");
    doc = addCategory(doc, 0);
    expect(doc.groups[0].categories.map((c) => c.name)).toEqual(["Cat. 1", "Cat. 2"]);
    doc = removeCategory(doc, 0, 0);
    doc = addCategory(doc, 0);
    expect(doc.groups[0].categories.map((c) => c.name)).toEqual(["Cat. 2", "Cat. 3"]);
    doc = addGroup(doc);
    expect(doc.groups.map((g) => g.name)).toEqual(["Unique", "Activité 2"]);
    expect(doc.groups[1].categories).toHaveLength(1);
  });

  it("edits category fields and category lines", () => {
    let doc = updateCategory(workedExample("club"), 0, 1, { members: 40 });
    doc = addCategoryLine(doc, 0, 1, "subsidy", { name: "Sponsor", value: 400 });
    expect(doc.groups[0].categories[1].members).toBe(40);
    expect(doc.groups[0].categories[1].subsidies).toEqual([{ name: "Sponsor", value: 400 }]);
    expect(computeCalculator(doc).totals.categorySubsidies).toBe(600);
  });

  it("gives benefits unique indexes", () => {
    let doc = workedExample("club");
    doc = removeBenefit(doc, 0);
    doc = addBenefit(doc, { benefitType: "GRD", name: "Field", hours: 10, rate: 22.65 });
    expect(doc.benefits.map((b) => b.index)).toEqual([1, 2, 3]);
  });

  it("keeps template lines out of reach outside template mode", () => {
    expect(canRemove({ readonly: true }, false)).toBe(false);
    expect(canRemove({ readonly: true }, true)).toBe(true);
    expect(canRemove({}, false)).toBe(true);
  });
});
