import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { draftScope } from "./save/use-autosave";
import { offersStartNext, seasonOptions } from "../seasons/season-bar";
import { existingSeasonOf } from "../seasons/start-next-dialog";

describe("the season select", () => {
  it("offers every saved season, the current one and the one shown, newest first, each once", () => {
    const list = {
      current: "2026-2027",
      seasons: [
        { season: "2025-2026", version: 3 },
        { season: "2023-2024", version: 1 },
      ],
    };
    expect(seasonOptions(list, "2027-2028")).toEqual(["2027-2028", "2026-2027", "2025-2026", "2023-2024"]);
    expect(seasonOptions(list, "2025-2026")).toEqual(["2026-2027", "2025-2026", "2023-2024"]);
    // Before the list arrives: the season shown alone.
    expect(seasonOptions(undefined, "2026-2027")).toEqual(["2026-2027"]);
  });
});

describe("start next season", () => {
  it("is not offered on 2025-2026 when 2026-2027 exists, and is when it does not (issue 46.4)", () => {
    const saved = (...seasons: string[]) => ({
      current: "2025-2026",
      seasons: seasons.map((season) => ({ season, version: 1 })),
    });
    expect(offersStartNext(saved("2025-2026"), "2025-2026")).toBe(true);
    expect(offersStartNext(saved("2025-2026", "2026-2027"), "2025-2026")).toBe(false);
    // From the next season itself, two ahead of the current one is too far; before the list, nothing.
    expect(offersStartNext(saved("2025-2026", "2026-2027"), "2026-2027")).toBe(false);
    expect(offersStartNext(undefined, "2025-2026")).toBe(false);
  });
});

describe("starting a season that already exists", () => {
  it("is the 409 of backend code 14, with that season's last save", () => {
    const exists = new ApiError({
      httpStatus: 409,
      code: 14,
      data: { season: "2027-2028", version: 2, lastUpdate: "2026-11-20T10:00:00.000Z", modifier: "Ana" },
    });
    expect(existingSeasonOf(exists)).toMatchObject({
      lastUpdate: "2026-11-20T10:00:00.000Z",
      modifier: "Ana",
    });
    expect(existingSeasonOf(new ApiError({ httpStatus: 409, code: 14 }))).toEqual({});
  });

  it("is not a stale save (409, code 11), a refused season (400) or any other failure", () => {
    expect(existingSeasonOf(new ApiError({ httpStatus: 409, code: 11 }))).toBeNull();
    expect(
      existingSeasonOf(
        new ApiError({ httpStatus: 400, code: 1, message: "error_season_too_far", field: "input.to" }),
      ),
    ).toBeNull();
    expect(existingSeasonOf(new Error("offline"))).toBeNull();
  });
});

describe("unsaved work kept on this device", () => {
  it("is kept per season; the current season keeps the place drafts had before seasons", () => {
    expect(draftScope("club-1", undefined)).toBe("club-1");
    expect(draftScope("club-1", "2025-2026")).toBe("club-1.2025-2026");
    expect(draftScope("club-1", "2025-2026")).not.toBe(draftScope("club-1", "2027-2028"));
  });
});
