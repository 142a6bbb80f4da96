import { describe, expect, it } from "vitest";
import type { BenefitType } from "#core/schemas/calculator";
import {
  type BenefitDraft,
  benefitResolver,
  codeChosen,
  emptyBenefit,
  previewNumbers,
  typeChosen,
} from "./benefit-form";

async function check(draft: BenefitDraft) {
  const result = await benefitResolver(draft, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return Object.keys(errors).length ? { errors } : { benefit: result.values };
}

const typeName = (type: BenefitType) => `name of ${type}`;
const comma = (n: number) => String(n).replace(".", ",");

describe("the add-benefit form", () => {
  it("names each missing choice and number with the document's own messages", async () => {
    expect(await check(emptyBenefit)).toEqual({
      errors: {
        benefitType: "error_type_required",
        name: "error_name_required",
        hours: "error_hours_required",
        rate: "error_rate_required",
      },
    });
  });

  it("reads numbers typed with a comma and gives the benefit without its index", async () => {
    expect(
      await check({ benefitType: "FMP", code: "DRT", name: "Médecin", hours: "12,5", rate: "15,77" }),
    ).toEqual({
      benefit: { benefitType: "FMP", code: "DRT", name: "Médecin", hours: 12.5, rate: 15.77 },
    });
  });

  it("refuses a number that is not one, and a subtype of another type", async () => {
    expect(
      await check({ benefitType: "GYM", code: "", name: "Gymnase", hours: "douze", rate: "22,65" }),
    ).toEqual({ errors: { hours: "error_hours_required" } });
    expect(await check({ benefitType: "GYM", code: "DRT", name: "Gymnase", hours: "1", rate: "1" })).toEqual({
      errors: { code: "error_type_required" },
    });
  });

  it("takes an amount-typed benefit's rate as 1, whatever the hidden rate field holds", async () => {
    expect(
      await check({ benefitType: "SJB", code: "", name: "Emploi", hours: "3000", rate: "" }),
    ).toMatchObject({ benefit: { hours: 3000, rate: 1 } });
    expect(previewNumbers({ benefitType: "SJB", hours: "3000", rate: "oops" })).toEqual({
      hours: 3000,
      rate: 1,
    });
    expect(previewNumbers({ benefitType: "GYM", hours: "2", rate: "" })).toBeNull();
  });

  it("fills in what a choice implies: no subtype, the type's rate, its name unless the person typed their own", () => {
    expect(typeChosen(emptyBenefit, "GYM", typeName, comma)).toEqual({
      code: "",
      rate: "22,65",
      name: "name of GYM",
    });
    expect(typeChosen({ ...emptyBenefit, name: "name of GYM" }, "FMP", typeName, comma)).toEqual({
      code: "",
      rate: "14,11",
      name: "name of FMP",
    });
    expect(typeChosen({ ...emptyBenefit, name: "Our hall" }, "FMP", typeName, comma)).toEqual({
      code: "",
      rate: "14,11",
    });
    expect(typeChosen({ ...emptyBenefit, name: "" }, "SJB", typeName, comma)).toEqual({
      code: "",
      rate: "1",
      name: "name of SJB",
    });
    expect(typeChosen(emptyBenefit, "", typeName, comma)).toEqual({ code: "" });
    expect(codeChosen("FMP", "DRT", String)).toEqual({ rate: "15.77" });
    expect(codeChosen("FMP", "OTH", String)).toEqual({ rate: "14.11" });
    expect(codeChosen("FMP", "", String)).toEqual({});
  });

  it("takes the season's reference rate when the dialog has one", () => {
    const season = (type: BenefitType, code?: string | null) =>
      type === "FMP" ? (code === "DRT" ? 16.02 : 14.5) : null;
    expect(typeChosen(emptyBenefit, "FMP", typeName, comma, season)).toEqual({
      code: "",
      rate: "14,5",
      name: "name of FMP",
    });
    expect(codeChosen("FMP", "DRT", comma, season)).toEqual({ rate: "16,02" });
  });
});
