import { describe, expect, it } from "vitest";
import { largeCalculator } from "#core/cost-model/large-calculator";
import { calculatorSchema } from "#core/schemas/calculator";
import { CALCULATOR_LIMITS as L, defaultCalculator, defaultCategory } from "#core/schemas/calculator-basics";
import { addBenefit, addCategory, addCategoryLine, addGlobalLine, addGroup } from "./calc-doc";
import { roomFor } from "./document-room";
import { addRevenue } from "./other-revenues";

/** The add buttons' room follows the server's limits: where it says there is room, the schema accepts one more. */
describe("room for one more item", () => {
  const line = { name: "Line", value: -1 };
  const subsidy = { name: "Line", value: 1 };
  const benefit = { benefitType: "GYM" as const, name: "Gym", hours: 1, rate: 1 };
  const accepted = (doc: unknown) => calculatorSchema.safeParse(doc).success;

  it("has room in a small document, and the item added is accepted", () => {
    const doc = defaultCalculator("club");
    expect([
      roomFor.group(doc),
      roomFor.category(doc, 0),
      roomFor.categoryLine(doc, 0, 0, "fee"),
      roomFor.globalLine(doc, "federalFees"),
      roomFor.revenue(doc),
      roomFor.benefit(doc),
    ]).toEqual([null, null, null, null, null, null]);
  });

  it("is full at each list's limit, and one more would be refused by the schema", () => {
    const groups = {
      ...defaultCalculator("club"),
      groups: Array.from({ length: L.groups }, (_, i) => ({
        name: `G${i}`,
        categories: [defaultCategory()],
      })),
    };
    expect(roomFor.group(groups)).toBe("too_many_groups");
    expect(accepted(addGroup(groups))).toBe(false);

    const wide = {
      ...defaultCalculator("club"),
      groups: [
        { name: "G", categories: Array.from({ length: L.categoriesPerGroup }, () => defaultCategory()) },
      ],
    };
    expect(roomFor.category(wide, 0)).toBe("too_many_categories");
    expect(accepted(addCategory(wide, 0))).toBe(false);

    const fees = {
      ...defaultCalculator("club"),
      groups: [
        {
          name: "G",
          categories: [{ ...defaultCategory(), fees: Array.from({ length: L.categoryLines }, () => line) }],
        },
      ],
    };
    expect([roomFor.categoryLine(fees, 0, 0, "fee"), roomFor.categoryLine(fees, 0, 0, "subsidy")]).toEqual([
      "too_many_lines",
      null,
    ]);
    expect(accepted(addCategoryLine(fees, 0, 0, "fee", line))).toBe(false);
    expect(accepted(addCategoryLine(fees, 0, 0, "subsidy", subsidy))).toBe(true);

    const club = {
      ...defaultCalculator("club"),
      federalFees: Array.from({ length: L.globalLines }, () => line),
    };
    expect([roomFor.globalLine(club, "federalFees"), roomFor.globalLine(club, "internalFees")]).toEqual([
      "too_many_lines",
      null,
    ]);
    expect(accepted(addGlobalLine(club, "federalFees", line))).toBe(false);

    const benefits = {
      ...defaultCalculator("club"),
      benefits: Array.from({ length: L.benefits }, (_, index) => ({ ...benefit, index })),
    };
    expect(roomFor.benefit(benefits)).toBe("too_many_benefits");
    expect(accepted(addBenefit(benefits, benefit))).toBe(false);
  });

  it("is full everywhere once the whole document holds its most categories and lines", () => {
    const largest = largeCalculator("club");
    expect(accepted(largest)).toBe(true);
    expect(roomFor.group(largest)).not.toBeNull();
    expect(roomFor.category(largest, largest.groups.length - 1)).toBe("too_many_categories");
    expect(roomFor.categoryLine(largest, 0, 1, "subsidy")).toBe("too_many_lines");
    expect(roomFor.revenue(largest)).toBe("too_many_lines");
    expect(accepted(addCategoryLine(largest, 0, 1, "subsidy", subsidy))).toBe(false);
    expect(accepted(addRevenue(largest, subsidy))).toBe(false);
  });
});
