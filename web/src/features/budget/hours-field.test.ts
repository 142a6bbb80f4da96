import { describe, expect, it } from "vitest";
import { parseHours } from "./hours-field";

describe("a category's weekly hours as typed (season-money.md section 2: 0 to 10,000, missing = 0)", () => {
  it("reads either language's decimal and an empty field as none", () => {
    expect(parseHours("4,5")).toBe(4.5);
    expect(parseHours(" 1.5 ")).toBe(1.5);
    expect(parseHours("0")).toBe(0);
    expect(parseHours("10000")).toBe(10_000);
    expect(parseHours("")).toBeUndefined();
  });

  it("refuses what the schema refuses: below 0, above 10,000, no number", () => {
    for (const text of ["-1", "10000,5", "12 h", "abc"]) expect(parseHours(text), text).toBeNaN();
  });
});
