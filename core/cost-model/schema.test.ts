import { describe, expect, it } from "vitest";
import {
  CALCULATOR_LIMITS,
  calculatorSchema,
  categorySchema,
  defaultBenefitRate,
  defaultCalculator,
  defaultCategory,
  lineSchema,
  nextCategoryName,
  nextGroupName,
} from "../schemas/calculator";
import { workedExample } from "./worked-example";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("calculator schema", () => {
  it("accepts the default calculator and fills defaults on a minimal one", () => {
    expect(calculatorSchema.parse(defaultCalculator("club-1"))).toEqual(defaultCalculator("club-1"));
    const parsed = calculatorSchema.parse({ organizationId: "club-1" });
    expect(parsed).toMatchObject({ currency: "EUR", precision: 0, groups: [], benefits: [], context: {} });
  });

  it.each([0, -1, 1.5, NaN, "3", null])("rejects members = %s with catMemberMustBePositif", (members) => {
    const result = categorySchema.safeParse({ ...defaultCategory(), members });
    expect(result.success).toBe(false);
    expect(messages(result)).toContain("catMemberMustBePositif");
  });

  it("trims names and requires them", () => {
    expect(lineSchema.parse({ name: "  Coach ", value: -10 }).name).toBe("Coach");
    expect(messages(lineSchema.safeParse({ name: "   ", value: 1 }))).toContain("error_name_required");
    expect(lineSchema.safeParse({ name: "x".repeat(121), value: 1 }).success).toBe(false);
  });

  it("rejects non-finite amounts and bad rates", () => {
    expect(lineSchema.safeParse({ name: "Fee", value: Infinity }).success).toBe(false);
    expect(lineSchema.safeParse({ name: "Fee", value: NaN }).success).toBe(false);
    expect(categorySchema.safeParse({ ...defaultCategory(), rate: 10_001 }).success).toBe(false);
    expect(categorySchema.safeParse({ ...defaultCategory(), rate: -1 }).success).toBe(false);
    expect(categorySchema.safeParse({ ...defaultCategory(), manualMembership: null }).success).toBe(true);
  });

  it("checks benefits", () => {
    const calc = workedExample();
    const ok = { index: 3, benefitType: "FMP", code: "DRT", name: "Coach volunteer", hours: 10, rate: 15.77 };
    expect(calculatorSchema.safeParse({ ...calc, benefits: [ok] }).success).toBe(true);
    expect(calculatorSchema.safeParse({ ...calc, benefits: [{ ...ok, benefitType: "XYZ" }] }).success).toBe(
      false,
    );
    expect(calculatorSchema.safeParse({ ...calc, benefits: [{ ...ok, code: "ANS" }] }).success).toBe(false);
    expect(calculatorSchema.safeParse({ ...calc, benefits: [{ ...ok, hours: -1 }] }).success).toBe(false);
  });

  it("rejects oversize payloads", () => {
    const base = defaultCalculator("club-1");
    const line = { name: "Fee", value: -1 };
    const tooManyLines = {
      ...base,
      federalFees: Array.from({ length: CALCULATOR_LIMITS.globalLines + 1 }, () => line),
    };
    expect(calculatorSchema.safeParse(tooManyLines).success).toBe(false);
    const tooManyGroups = {
      ...base,
      groups: Array.from({ length: CALCULATOR_LIMITS.groups + 1 }, () => base.groups[0]),
    };
    expect(calculatorSchema.safeParse(tooManyGroups).success).toBe(false);
    const wideGroup = {
      name: "G",
      categories: Array.from({ length: CALCULATOR_LIMITS.categoriesPerGroup + 1 }, defaultCategory),
    };
    expect(calculatorSchema.safeParse({ ...base, groups: [wideGroup] }).success).toBe(false);
    // Within every per-array cap but over the whole-document category cap.
    const fullGroup = {
      name: "G",
      categories: Array.from({ length: CALCULATOR_LIMITS.categoriesPerGroup }, defaultCategory),
    };
    const tooManyCategories = { ...base, groups: Array.from({ length: 11 }, () => fullGroup) };
    expect(messages(calculatorSchema.safeParse(tooManyCategories))).toContain("too_many_categories");
    expect(calculatorSchema.safeParse({ ...base, organizationId: "x".repeat(65) }).success).toBe(false);
    expect(calculatorSchema.safeParse({ ...base, context: { modifier: "x".repeat(201) } }).success).toBe(
      false,
    );
  });

  it("strips unknown keys", () => {
    const parsed = calculatorSchema.parse({ ...defaultCalculator("club-1"), extra: "x".repeat(1000) });
    expect("extra" in parsed).toBe(false);
  });
});

describe("defaults and names", () => {
  it("default calculator: one group Unique, Cat. 1, 1 member, rate 100", () => {
    const calc = defaultCalculator("club-1");
    expect(calc.groups).toEqual([
      { name: "Unique", categories: [{ name: "Cat. 1", members: 1, fees: [], subsidies: [], rate: 100 }] },
    ]);
    expect(calc).toMatchObject({ organizationId: "club-1", currency: "EUR", precision: 0 });
  });

  it("auto-numbers categories and groups without duplicates", () => {
    const calc = defaultCalculator("club-1");
    expect(nextCategoryName(calc.groups[0])).toBe("Cat. 2");
    expect(nextGroupName(calc)).toBe("Activité 2");
    const group = { categories: [defaultCategory("Cat. 2"), defaultCategory("Cat. 3")] };
    expect(nextCategoryName(group)).toBe("Cat. 4");
    expect(nextCategoryName({ categories: [] })).toBe("Cat. 1");
  });

  it("default benefit rates", () => {
    expect(defaultBenefitRate("GYM")).toBe(22.65);
    expect(defaultBenefitRate("GRD")).toBe(22.65);
    expect(defaultBenefitRate("FMP")).toBe(14.11);
    expect(defaultBenefitRate("FMP", "DRT")).toBe(15.77);
    expect(defaultBenefitRate("FMP", "OCA")).toBe(14.11);
    expect(defaultBenefitRate("FMP", "PRT")).toBe(14.11);
    expect(defaultBenefitRate("CIS")).toBe(3.37);
    expect(defaultBenefitRate("SJB", "ANS")).toBeNull();
  });
});
