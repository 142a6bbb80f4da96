const DAY_MS = 24 * 3600 * 1000;

/**
 * How long saves are kept (docs/decisions/120): every save of the last week, then the last save of
 * each day for a season (a sports season runs a year, treasurer.md section 1), then the last save of
 * each month. The current version is always kept.
 */
export const historyRetention = {
  everySaveForMs: 7 * DAY_MS,
  dailyForMs: 365 * DAY_MS,
} as const;

export interface HistorySave {
  version: number;
  /** Epoch ms. */
  savedAt: number;
}

/**
 * The bucket that keeps one save: its UTC day while within the season, else its UTC month (as a
 * negative number, so the two kinds never meet). Numbers, not date strings: the purge reads every
 * organization's older saves each day.
 */
function bucketOf(savedAt: number, now: number): number {
  if (now - savedAt <= historyRetention.dailyForMs) return Math.floor(savedAt / DAY_MS);
  const date = new Date(savedAt);
  return -(date.getUTCFullYear() * 12 + date.getUTCMonth() + 1);
}

/**
 * The versions of one organization's history to delete: of the saves older than a week, all but the
 * newest of each bucket; never `currentVersion` nor anything newer (a save racing the purge). Rows
 * never change once written, so running it again, or twice at once, deletes nothing more.
 */
export function versionsToPrune(
  saves: readonly HistorySave[],
  currentVersion: number,
  now: number,
): number[] {
  const old = saves.filter((save) => now - save.savedAt > historyRetention.everySaveForMs);
  const buckets = old.map((save) => bucketOf(save.savedAt, now));
  const newestOfBucket = new Map<number, number>();
  old.forEach((save, i) =>
    newestOfBucket.set(buckets[i], Math.max(newestOfBucket.get(buckets[i]) ?? -Infinity, save.version)),
  );
  return old
    .filter((save, i) => save.version < currentVersion && newestOfBucket.get(buckets[i]) !== save.version)
    .map((save) => save.version);
}
