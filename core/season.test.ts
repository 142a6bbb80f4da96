import { describe, expect, it } from "vitest";
import {
  isSeason,
  nextSeason,
  parisDay,
  previousSeason,
  seasonBounds,
  seasonOf,
  seasonRefusal,
  seasonsAfter,
  shiftSeason,
} from "./season";

describe("seasons (treasurer.md section 1)", () => {
  it("names the season of a date from 1 September", () => {
    expect(seasonOf(new Date("2026-11-25T12:00:00Z"))).toBe("2026-2027");
    expect(seasonOf(new Date("2026-09-01T00:00:00Z"))).toBe("2026-2027");
    expect(seasonOf(new Date("2027-01-01T00:00:00Z"))).toBe("2026-2027");
  });

  it("turns at midnight in Paris (summer time, UTC+2), not at midnight UTC (issue 38.4)", () => {
    // 23:59:59.999 on 31 August in Paris, then 00:00 and 00:30 on 1 September in Paris.
    expect(seasonOf(new Date("2026-08-31T21:59:59.999Z"))).toBe("2025-2026");
    expect(seasonOf(new Date("2026-08-31T22:00:00Z"))).toBe("2026-2027");
    expect(seasonOf(new Date("2026-08-31T22:30:00Z"))).toBe("2026-2027");
    expect(seasonOf(new Date("2026-08-31T23:59:59Z"))).toBe("2026-2027");
    // 31 August at midnight UTC is still the old season everywhere.
    expect(seasonOf(new Date("2027-08-31T00:00:00Z"))).toBe("2026-2027");
  });

  it("counts Paris days with winter (UTC+1) and summer (UTC+2) time", () => {
    expect(parisDay(new Date("2026-01-15T22:59:59Z"))).toBe("2026-01-15");
    expect(parisDay(new Date("2026-01-15T23:00:00Z"))).toBe("2026-01-16");
    expect(parisDay(new Date("2026-07-15T21:59:59Z"))).toBe("2026-07-15");
    expect(parisDay(new Date("2026-07-15T22:00:00Z"))).toBe("2026-07-16");
    // The last Sunday of March, 01:00 UTC: clocks go from 02:00 to 03:00 in Paris.
    expect(parisDay(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(parisDay(new Date("2026-03-29T21:59:59Z"))).toBe("2026-03-29");
    expect(parisDay(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
  });

  it("accepts only YYYY-(YYYY+1)", () => {
    expect(isSeason("2026-2027")).toBe(true);
    for (const bad of ["2026-2028", "2026/2027", "26-27", "2026-2027 ", "", null, 2026, "0999-1000"])
      expect(isSeason(bad), String(bad)).toBe(false);
  });

  it("gives a season's first and last day", () => {
    expect(seasonBounds("2026-2027")).toEqual({ start: "2026-09-01", end: "2027-08-31" });
  });

  it("steps from one season to the next and back", () => {
    expect(nextSeason("2026-2027")).toBe("2027-2028");
    expect(previousSeason("2026-2027")).toBe("2025-2026");
    expect(shiftSeason("2026-2027", -4)).toBe("2022-2023");
    expect(seasonsAfter("2024-2025", "2026-2027")).toBe(-2);
  });

  it("refuses a season more than one ahead of the current one, and a malformed one", () => {
    expect(seasonRefusal("2027-2028", "2026-2027")).toBeNull();
    expect(seasonRefusal("2026-2027", "2026-2027")).toBeNull();
    expect(seasonRefusal("2019-2020", "2026-2027")).toBeNull();
    expect(seasonRefusal("2028-2029", "2026-2027")).toBe("error_season_too_far");
    expect(seasonRefusal("2026-2028", "2026-2027")).toBe("error_season_invalid");
    expect(seasonRefusal(undefined, "2026-2027")).toBe("error_season_invalid");
  });
});
