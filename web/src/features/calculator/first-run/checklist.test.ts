import { describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import { defaultCalculator, defaultCategory } from "#core/schemas/calculator-basics";
import type { Calculator } from "#core/schemas/calculator";
import { checklistDone, checklistShown } from "./checklist";

const newClub = (): Calculator => ({
  ...defaultCalculator("club"),
  groups: [{ name: "Unique", categories: [] }],
});
const withCategory = (doc: Calculator, category = defaultCategory()): Calculator => ({
  ...doc,
  groups: [{ name: "Unique", categories: [category] }],
});

describe("the first-run checklist", () => {
  it("has nothing done for a new club", () => {
    expect(checklistDone(newClub())).toEqual({
      members: false,
      fees: false,
      subsidies: false,
      benefits: false,
      prices: false,
    });
  });

  it("has everything done for the worked example", () => {
    expect(checklistDone(workedExample("club"))).toEqual({
      members: true,
      fees: true,
      subsidies: true,
      benefits: true,
      prices: true,
    });
  });

  it("ticks members once a category is named or counts more than its starting member", () => {
    expect(checklistDone(withCategory(newClub())).members).toBe(false);
    expect(checklistDone(withCategory(newClub(), { ...defaultCategory(), members: 24 })).members).toBe(true);
    expect(checklistDone(withCategory(newClub(), { ...defaultCategory("U11") })).members).toBe(true);
  });

  it("ticks fees and subsidies on a non-zero amount, global or of a category", () => {
    const zeroLines = {
      ...newClub(),
      federalFees: [{ name: "Licences", value: 0 }],
      globalSubsidies: [{ name: "Mairie", value: 0 }],
    };
    expect(checklistDone(zeroLines)).toMatchObject({ fees: false, subsidies: false });
    expect(checklistDone({ ...newClub(), internalFees: [{ name: "Coach", value: -9000 }] }).fees).toBe(true);
    const category = {
      ...defaultCategory(),
      fees: [{ name: "Maillots", value: -10 }],
      subsidies: [{ name: "Pass'Sport", value: 50 }],
    };
    expect(checklistDone(withCategory(newClub(), category))).toMatchObject({ fees: true, subsidies: true });
  });

  it("ticks benefits when one is worth something", () => {
    const gym = { index: 0, benefitType: "GYM" as const, name: "Gymnase", hours: 0, rate: 22.65 };
    expect(checklistDone({ ...newClub(), benefits: [gym] }).benefits).toBe(false);
    expect(checklistDone({ ...newClub(), benefits: [{ ...gym, hours: 300 }] }).benefits).toBe(true);
  });

  it("ticks prices when a share other than 100 % or a typed membership is set", () => {
    expect(checklistDone(withCategory(newClub())).prices).toBe(false);
    expect(checklistDone(withCategory(newClub(), { ...defaultCategory(), rate: 80 })).prices).toBe(true);
    expect(
      checklistDone(withCategory(newClub(), { ...defaultCategory(), manualMembership: 120 })).prices,
    ).toBe(true);
  });

  it("shows for a calculator opened new and until dismissed, never after", () => {
    expect(checklistShown(null, true)).toBe(true);
    expect(checklistShown(null, false)).toBe(false);
    expect(checklistShown("open", false)).toBe(true);
    expect(checklistShown("dismissed", true)).toBe(false);
  });
});
