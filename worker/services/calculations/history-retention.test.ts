import { describe, expect, it } from "vitest";
import { historyRetention, type HistorySave, versionsToPrune } from "./history-retention";

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);

/** Three saves a day (08:00, 12:00, 18:00 UTC) for two years up to this morning, versions in time order. */
function twoYearsOfSaves(): HistorySave[] {
  const saves: HistorySave[] = [];
  const firstDay = Date.UTC(2024, 10, 25);
  for (let day = firstDay; day <= Date.UTC(2026, 10, 25); day += DAY) {
    for (const hour of [8, 12, 18])
      if (day + hour * 3600_000 <= NOW)
        saves.push({ version: saves.length + 1, savedAt: day + hour * 3600_000 });
  }
  return saves;
}

const kept = (saves: HistorySave[], current: number, now = NOW) => {
  const pruned = new Set(versionsToPrune(saves, current, now));
  return saves.filter((save) => !pruned.has(save.version));
};
const countBy = (saves: HistorySave[], key: (save: HistorySave) => string) => {
  const counts = new Map<string, number>();
  for (const save of saves) counts.set(key(save), (counts.get(key(save)) ?? 0) + 1);
  return counts;
};
const dayOf = (save: HistorySave) => new Date(save.savedAt).toISOString().slice(0, 10);
const monthOf = (save: HistorySave) => new Date(save.savedAt).toISOString().slice(0, 7);

describe("versionsToPrune", () => {
  const saves = twoYearsOfSaves();
  const current = saves.length;
  const left = kept(saves, current);
  const age = (save: HistorySave) => NOW - save.savedAt;

  it("keeps every save of the last week", () => {
    const week = saves.filter((save) => age(save) <= historyRetention.everySaveForMs);
    // 12:00 and 18:00 a week ago, three a day since, 08:00 and 12:00 today.
    expect(week.length).toBe(22);
    expect(left.filter((save) => age(save) <= historyRetention.everySaveForMs)).toEqual(week);
  });

  it("keeps the last save of each day for a season", () => {
    const season = left.filter(
      (save) => age(save) > historyRetention.everySaveForMs && age(save) <= historyRetention.dailyForMs,
    );
    const days = countBy(
      saves.filter(
        (save) => age(save) > historyRetention.everySaveForMs && age(save) <= historyRetention.dailyForMs,
      ),
      dayOf,
    );
    expect([...countBy(season, dayOf).values()].every((n) => n === 1)).toBe(true);
    expect(countBy(season, dayOf).size).toBe(days.size);
    const newestOfDay = new Map<string, number>();
    for (const s of saves) if (age(s) > historyRetention.everySaveForMs) newestOfDay.set(dayOf(s), s.version);
    for (const save of season) expect(save.version).toBe(newestOfDay.get(dayOf(save)));
    // A week ago the day straddles the cut: its morning save stands for it, the rest are in the week.
    expect(new Date(season[season.length - 1].savedAt).toISOString()).toBe("2026-11-18T08:00:00.000Z");
    expect(season.slice(0, -1).every((save) => new Date(save.savedAt).getUTCHours() === 18)).toBe(true);
  });

  it("keeps the last save of each month beyond the season", () => {
    const older = left.filter((save) => age(save) > historyRetention.dailyForMs);
    expect([...countBy(older, monthOf).values()].every((n) => n === 1)).toBe(true);
    // November 2024 to November 2025: thirteen months have saves older than the season.
    expect(countBy(older, monthOf).size).toBe(13);
    for (const save of older) {
      const newestOfMonth = Math.max(
        ...saves
          .filter((s) => age(s) > historyRetention.dailyForMs && monthOf(s) === monthOf(save))
          .map((s) => s.version),
      );
      expect(save.version).toBe(newestOfMonth);
    }
    expect(saves.length).toBe(2192);
    expect(left.length).toBe(22 + 359 + 13);
  });

  it("never prunes the current version or anything newer, and has nothing more to prune on a second run", () => {
    const idle = [
      { version: 1, savedAt: NOW - 400 * DAY },
      { version: 2, savedAt: NOW - 400 * DAY + 3600_000 },
    ];
    expect(versionsToPrune(idle, 1, NOW)).toEqual([]);
    expect(versionsToPrune(idle, 2, NOW)).toEqual([1]);
    expect(versionsToPrune([...idle, { version: 3, savedAt: NOW - 400 * DAY + 7200_000 }], 2, NOW)).toEqual([
      1,
    ]);
    expect(versionsToPrune(left, current, NOW)).toEqual([]);
    expect(versionsToPrune([], 0, NOW)).toEqual([]);
  });
});
