import { describe, expect, it } from "vitest";
import { isSeason, seasonBounds, seasonOf } from "./season";

describe("seasons (treasurer.md section 1)", () => {
  it("names the season of a date from 1 September", () => {
    expect(seasonOf(new Date("2026-11-25T12:00:00Z"))).toBe("2026-2027");
    expect(seasonOf(new Date("2026-09-01T00:00:00Z"))).toBe("2026-2027");
    expect(seasonOf(new Date("2026-08-31T23:59:59Z"))).toBe("2025-2026");
    expect(seasonOf(new Date("2027-01-01T00:00:00Z"))).toBe("2026-2027");
  });

  it("accepts only YYYY-(YYYY+1)", () => {
    expect(isSeason("2026-2027")).toBe(true);
    for (const bad of ["2026-2028", "2026/2027", "26-27", "2026-2027 ", "", null, 2026, "0999-1000"]) expect(isSeason(bad), String(bad)).toBe(false);
  });

  it("gives a season's first and last day", () => {
    expect(seasonBounds("2026-2027")).toEqual({ start: "2026-09-01", end: "2027-08-31" });
  });
});
