import { describe, expect, it } from "vitest";
import { defaultCalculator } from "#core/schemas/calculator-basics";
import { computeCalculator } from "#core/cost-model/index";
import {
  addRevenue,
  removeRevenue,
  revenuesOf,
  updateRevenue,
} from "../../lib/calculator-model/other-revenues";
import { type RevenueDraft, revenueResolver } from "./revenue-form";

async function check(draft: RevenueDraft) {
  const result = await revenueResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return Object.keys(errors).length ? { errors } : { line: result.values };
}

describe("the add-revenue form (issue 26.3)", () => {
  it("reads an amount typed with a comma and gives the line", async () => {
    expect(await check({ name: " Tournoi ", value: "1 500,50" })).toEqual({
      line: { name: "Tournoi", value: 1500.5 },
    });
  });

  it("refuses a missing name or amount, and an amount below 0, with the store's messages", async () => {
    expect(await check({ name: "", value: "" })).toEqual({
      errors: { name: "error_name_required", value: "error_value_required" },
    });
    expect(await check({ name: "Bar", value: "douze" })).toEqual({
      errors: { value: "error_value_required" },
    });
    expect(await check({ name: "Bar", value: "-5" })).toEqual({ errors: { value: "not_in_range" } });
  });
});

describe("other revenues in the document", () => {
  const doc = { ...defaultCalculator("club"), globalSubsidies: [] };

  it("adds, edits (never below 0) and removes lines, starting from none when the list is missing", () => {
    expect(revenuesOf(doc)).toEqual([]);
    const added = addRevenue(doc, { name: "Tournoi", value: 500 });
    expect(added.otherRevenues).toEqual([{ name: "Tournoi", value: 500 }]);
    expect(updateRevenue(added, 0, { value: -300 }).otherRevenues).toEqual([{ name: "Tournoi", value: 300 }]);
    expect(updateRevenue(added, 0, { name: "Loto" }).otherRevenues).toEqual([{ name: "Loto", value: 500 }]);
    expect(updateRevenue(added, 3, { name: "x" })).toBe(added);
    expect(removeRevenue(added, 0).otherRevenues).toEqual([]);
  });

  it("lowers the net cost per member by their sum shared per head, like a global subsidy", () => {
    const base = computeCalculator(doc);
    const withRevenue = computeCalculator(addRevenue(doc, { name: "Bar", value: 600 }));
    expect(withRevenue.average.netCost).toBeCloseTo(base.average.netCost - 600 / base.totals.members, 9);
    expect(withRevenue.totals.otherRevenues).toBe(600);
  });
});
