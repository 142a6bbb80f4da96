import { describe, expect, it } from "vitest";
import { withPlaceIds } from "./calculator-ids";
import { withoutDanglingReferences } from "./calculator-references";
import { workedExample } from "./cost-model/worked-example";
import { calculatorSchema } from "./schemas/calculator";
import { SCENARIO_LINES_MAX } from "./schemas/calculator-prices";

/** Voted prices and a scenario's line changes through the document's schema (docs/decisions/229, 230). */
const doc = () => withPlaceIds(workedExample());
const firstIssue = (input: unknown) => {
  const parsed = calculatorSchema.safeParse(input);
  return parsed.success
    ? null
    : { path: parsed.error.issues[0].path.join("."), message: parsed.error.issues[0].message };
};
const prices = (byCategory: Record<string, unknown>, votedOn: unknown = "2026-06-20") => ({
  ...doc(),
  prices: { votedOn, byCategory },
});
const withLines = (lines: unknown) => ({ ...doc(), scenarios: [{ id: "s1", name: "Town", lines }] });

describe("voted prices in the document", () => {
  it("takes amounts of 0 or more for the document's categories, and keeps them", () => {
    const parsed = calculatorSchema.parse(prices({ g1c1: 96, g1c2: 0, g2c1: 150.5 }));
    expect(parsed.prices).toEqual({ votedOn: "2026-06-20", byCategory: { g1c1: 96, g1c2: 0, g2c1: 150.5 } });
    expect(calculatorSchema.parse(doc()).prices).toBeUndefined();
  });

  it("refuses a category that does not exist, a group's or a line's id, a negative amount, a day that is not one", () => {
    expect(firstIssue(prices({ g1c1: 96, nope: 10 }))).toEqual({
      path: "prices.byCategory.nope",
      message: "error_category_unknown",
    });
    expect(firstIssue(prices({ g1: 96 }))).toEqual({
      path: "prices.byCategory.g1",
      message: "error_category_unknown",
    });
    expect(firstIssue(prices({ gs1: 96 }))).toEqual({
      path: "prices.byCategory.gs1",
      message: "error_category_unknown",
    });
    expect(firstIssue(prices({ g1c1: -1 }))).toEqual({
      path: "prices.byCategory.g1c1",
      message: "not_in_range",
    });
    expect(firstIssue(prices({ g1c1: "96" }))).toEqual({
      path: "prices.byCategory.g1c1",
      message: "not_in_range",
    });
    expect(firstIssue(prices({ g1c1: 96 }, "2026-02-30"))).toEqual({
      path: "prices.votedOn",
      message: "error_date_invalid",
    });
    expect(firstIssue(prices({ g1c1: 96 }, "20/06/2026"))).toEqual({
      path: "prices.votedOn",
      message: "error_date_invalid",
    });
    expect(firstIssue({ ...doc(), prices: { votedOn: "2026-06-20" } })?.path).toBe("prices.byCategory");
  });
});

describe("a scenario's line changes in the document", () => {
  it("takes the ids of fees, subsidies and other revenues, club-wide or a category's", () => {
    const lines = [
      { id: "gs1", pct: -30 },
      { id: "g1c1f1", pct: 10 },
      { id: "ff2", pct: -100 },
      { id: "if1", pct: 1000 },
    ];
    expect(calculatorSchema.parse(withLines(lines)).scenarios?.[0].lines).toEqual(lines);
    expect(
      calculatorSchema.parse({ ...doc(), scenarios: [{ id: "s1", name: "Town" }] }).scenarios?.[0].lines,
    ).toBeUndefined();
  });

  it("refuses an id that is no line (unknown, a benefit, a category), the same line twice, a percent out of range, too many", () => {
    expect(firstIssue(withLines([{ id: "gs9", pct: -30 }]))).toEqual({
      path: "scenarios.0.lines.0.id",
      message: "error_line_unknown",
    });
    expect(firstIssue(withLines([{ id: "b1", pct: -30 }]))).toEqual({
      path: "scenarios.0.lines.0.id",
      message: "error_line_unknown",
    });
    expect(firstIssue(withLines([{ id: "g1c1", pct: -30 }]))).toEqual({
      path: "scenarios.0.lines.0.id",
      message: "error_line_unknown",
    });
    expect(
      firstIssue(
        withLines([
          { id: "gs1", pct: -30 },
          { id: "gs1", pct: -10 },
        ]),
      ),
    ).toEqual({ path: "scenarios.0.lines.1.id", message: "error_line_listed_twice" });
    expect(firstIssue(withLines([{ id: "gs1", pct: -101 }]))).toEqual({
      path: "scenarios.0.lines.0.pct",
      message: "not_in_range",
    });
    expect(firstIssue(withLines([{ id: "gs1" }]))).toEqual({
      path: "scenarios.0.lines.0.pct",
      message: "not_in_range",
    });
    expect(firstIssue(withLines([{ id: "", pct: 1 }]))).toEqual({
      path: "scenarios.0.lines.0.id",
      message: "error_id_invalid",
    });
    const many = Array.from({ length: SCENARIO_LINES_MAX + 1 }, () => ({ id: "gs1", pct: 1 }));
    expect(firstIssue(withLines(many))).toEqual({ path: "scenarios.0.lines", message: "too_many_rows" });
  });
});

describe("withoutDanglingReferences", () => {
  it("drops a voted price of a deleted category and a scenario's change of a deleted line, so the save is taken", () => {
    const deleted = {
      ...doc(),
      prices: { votedOn: "2026-06-20", byCategory: { g1c1: 96, g9c9: 10 } },
      scenarios: [
        {
          id: "s1",
          name: "Town",
          lines: [
            { id: "gs1", pct: -30 },
            { id: "gone", pct: 5 },
            { id: "gs1", pct: -10 },
          ],
        },
        { id: "s2", name: "Other" },
      ],
    };
    expect(firstIssue(deleted)).not.toBeNull();
    const cleaned = withoutDanglingReferences(deleted);
    expect(cleaned.prices).toEqual({ votedOn: "2026-06-20", byCategory: { g1c1: 96 } });
    expect(cleaned.scenarios[0].lines).toEqual([{ id: "gs1", pct: -30 }]);
    expect(cleaned.scenarios[1]).toBe(deleted.scenarios[1]);
    expect(firstIssue(cleaned)).toBeNull();
  });

  it("answers the same document when every reference holds", () => {
    const fine = {
      ...doc(),
      prices: { votedOn: "2026-06-20", byCategory: { g1c1: 96 } },
      scenarios: [{ id: "s1", name: "Town", lines: [{ id: "gs1", pct: -30 }] }],
    };
    expect(withoutDanglingReferences(fine)).toBe(fine);
  });
});
