import { describe, expect, it } from "vitest";
import { canStartNext, nextSeason, previousSeason, seasonParam } from "./season-names";

describe("season names", () => {
  it("move one season on or back, across a century (core/season.ts)", () => {
    expect(nextSeason("2026-2027")).toBe("2027-2028");
    expect(previousSeason("2026-2027")).toBe("2025-2026");
    expect(nextSeason("2099-2100")).toBe("2100-2101");
  });

  it("offer the next season up to one ahead of the current one", () => {
    expect(canStartNext("2025-2026", "2026-2027")).toBe(true);
    expect(canStartNext("2026-2027", "2026-2027")).toBe(true);
    expect(canStartNext("2027-2028", "2026-2027")).toBe(false);
    expect(canStartNext("nonsense", "2026-2027")).toBe(false);
  });

  it("read ?season= only when it is a season", () => {
    expect(seasonParam("2025-2026")).toBe("2025-2026");
    expect(seasonParam("2025-2027")).toBeUndefined();
    expect(seasonParam("")).toBeUndefined();
    expect(seasonParam(null)).toBeUndefined();
  });
});
