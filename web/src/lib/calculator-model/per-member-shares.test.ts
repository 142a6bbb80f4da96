import { describe, expect, it } from "vitest";
import { computeCalculator, workedExample } from "#core/cost-model/index";
import { workedExampleByHours } from "#core/cost-model/worked-example-hours";
import { clubLinesPerMember } from "./per-member-shares";

describe("a category's club-wide lines per member", () => {
  it("are GF/N, GS/N and OR/N when every line is shared by members", () => {
    const doc = workedExample();
    const result = computeCalculator(doc);
    expect(clubLinesPerMember(doc, result, result.categories[0])).toEqual({
      globalFees: -130,
      globalSubsidies: 20,
      otherRevenues: 0,
    });
  });

  it("are the category's shares with the Coach by hours (worked example 2), adding up to its net cost", () => {
    const doc = {
      ...workedExampleByHours(),
      otherRevenues: [{ name: "Bar", value: 900, allocation: { group: "g2" } }],
    };
    const result = computeCalculator(doc);
    const [u11, u15, loisir] = result.categories;
    // U11: Licences, Affiliation and Equipment by head (4000 x 20/100 = 800), Coach 3000 by hours: 3800 / 20.
    const u11Lines = clubLinesPerMember(doc, result, u11);
    expect(u11Lines.globalFees).toBeCloseTo(-190, 9);
    expect(u11Lines.globalSubsidies).toBeCloseTo(20, 9);
    expect(u11Lines.otherRevenues).toBe(0);
    expect(clubLinesPerMember(doc, result, u15).globalFees).toBeCloseTo(-190, 9);
    // Loisir: 2000 by head and 1500 of the Coach for 50 members; the bar's 900 is the Adultes group's alone.
    const loisirLines = clubLinesPerMember(doc, result, loisir);
    expect(loisirLines.globalFees).toBeCloseTo(-70, 9);
    expect(loisirLines.otherRevenues).toBeCloseTo(18, 9);
    expect(loisirLines.globalSubsidies).toBeCloseTo(20, 9);
    for (const figures of result.categories) {
      const lines = clubLinesPerMember(doc, result, figures);
      const own = (figures.categoryFees + figures.categorySubsidies) / figures.members;
      expect(-(lines.globalFees + lines.globalSubsidies + lines.otherRevenues + own)).toBeCloseTo(
        figures.netCost,
        9,
      );
    }
  });
});
