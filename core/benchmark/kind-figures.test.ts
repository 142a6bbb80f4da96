import { describe, expect, it } from "vitest";
import { computeCalculator } from "../cost-model";
import { workedExample } from "../cost-model/worked-example";
import { kindCategories, kindFigures } from "./kind-figures";

describe("a club's figures per kind", () => {
  it("are the member-weighted means of its categories of that kind (worked example, U11 and U15 as youth)", () => {
    const doc = workedExample("c");
    doc.groups[0].categories = doc.groups[0].categories.map((c) => ({ ...c, kind: "youth" as const }));
    const result = computeCalculator(doc);
    const [youth, ...rest] = kindFigures(kindCategories(doc.groups, result.categories));
    expect(rest).toEqual([]);
    // U11: 20 members, M 96, A 120, R 241; U15: 30 members, M 110, A 110, R 221.
    expect(youth.kind).toBe("youth");
    expect(youth.members).toBe(50);
    expect(youth.membership).toBeCloseTo((20 * 96 + 30 * 110) / 50, 9);
    expect(youth.netCost).toBeCloseTo((20 * 120 + 30 * 110) / 50, 9);
    expect(youth.realCost).toBeCloseTo((20 * 241 + 30 * 221) / 50, 9);
  });
  it("count a price below 0 as 0, as every figure of money does", () => {
    const groups = [{ categories: [{ kind: "adult" as const }, { kind: "adult" as const }] }];
    const computed = [
      { groupIndex: 0, categoryIndex: 0, members: 10, membership: -200, realCost: 50, netCost: -180 },
      { groupIndex: 0, categoryIndex: 1, members: 10, membership: 100, realCost: 150, netCost: 120 },
    ];
    expect(kindFigures(kindCategories(groups, computed))[0].membership).toBe(50);
  });
  it("leave out categories without a kind", () => {
    expect(kindFigures([{ members: 10, membership: 1, realCost: 1, netCost: 1 }])).toEqual([]);
  });
});
