import { describe, expect, it } from "vitest";
import { computeCalculator, sectionFigures, workedExample } from "#core/cost-model/index";
import { workedExampleByHours } from "#core/cost-model/worked-example-hours";
import type { Calculator } from "#core/schemas/calculator";
import { SECTION_COLUMNS, sectionsView, whoPaysForWhom } from "./sections-view";

const view = (doc: Calculator) => sectionsView(doc, computeCalculator(doc));
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe("the Sections view", () => {
  it("gives worked example 2 per group and the club's total (season-money.md section 2)", () => {
    const { sections, club } = view(workedExampleByHours());
    // Jeunes: U11 210 x 20 + U15 190 x 30 of charges, 30 x 20 + 20 x 30 of subsidies, 144 x 20 + 170 x 30 of memberships.
    expect(sections[0]).toMatchObject({
      name: "Jeunes",
      members: 50,
      charges: 9900,
      subsidies: 1200,
      memberships: 7980,
      inKind: 4550,
      result: -720,
    });
    expect(sections[1]).toMatchObject({
      name: "Adultes",
      members: 50,
      charges: 3500,
      subsidies: 1000,
      memberships: 7500,
      inKind: 4550,
      result: 5000,
    });
    expect(club).toMatchObject({
      members: 100,
      charges: 13400,
      subsidies: 2200,
      memberships: 15480,
      inKind: 9100,
      result: 4280,
    });
    expect(sections[1].resultPerMember).toBe(100);
    expect(whoPaysForWhom(sections)).toMatchObject({
      payers: [{ name: "Adultes" }],
      paidFor: [{ name: "Jeunes" }],
    });
  });

  it("keeps the per-head figures when every line is shared by members", () => {
    const { sections, club } = view(workedExample());
    expect(sections.map((s) => s.result)).toEqual([-480, 2000]);
    expect(club.result).toBe(1520);
  });

  it("adds up to the club's row to the cent in every column, where rounding each row alone would not", () => {
    // 100 € of fees shared between three groups of one member: 33.333... each.
    const base = workedExample();
    const doc: Calculator = {
      ...base,
      federalFees: [{ name: "Licences", value: -100 }],
      internalFees: [],
      globalSubsidies: [{ name: "City", value: 200 }],
      benefits: [{ index: 0, benefitType: "GYM", name: "Gym", hours: 1, rate: 10 }],
      groups: ["A", "B", "C"].map((name) => ({
        name,
        categories: [{ name, members: 1, fees: [], subsidies: [], rate: 100, manualMembership: 0.5 }],
      })),
    };
    const raw = sectionFigures(doc, computeCalculator(doc));
    expect(sum(raw.map((s) => Math.round(s.charges * 100) / 100))).toBe(99.99);
    const { sections, club } = view(doc);
    for (const column of SECTION_COLUMNS)
      expect(sum(sections.map((s) => s[column])), column).toBe(club[column]);
    expect(club.charges).toBe(100);
    expect(sections.map((s) => s.charges)).toEqual([33.34, 33.33, 33.33]);
  });

  it("names no section as paying or paid for when it breaks even, and leaves out an empty one", () => {
    const sections = [
      {
        groupIndex: 0,
        name: "A",
        members: 3,
        charges: 0,
        subsidies: 0,
        memberships: 0,
        inKind: 0,
        result: 0,
        resultPerMember: 0,
      },
      {
        groupIndex: 1,
        name: "B",
        members: 0,
        charges: 0,
        subsidies: 0,
        memberships: 0,
        inKind: 0,
        result: 0,
        resultPerMember: 0,
      },
      {
        groupIndex: 2,
        name: "C",
        members: 2,
        charges: 0,
        subsidies: 0,
        memberships: 0,
        inKind: 0,
        result: -5,
        resultPerMember: -2.5,
      },
    ];
    const found = whoPaysForWhom(sections);
    expect(found.payers).toEqual([]);
    expect(found.paidFor.map((s) => s.name)).toEqual(["C"]);
    expect(found.even.map((s) => s.name)).toEqual(["A"]);
  });
});
