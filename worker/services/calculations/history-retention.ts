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

/** The bucket that keeps one save: its UTC day while within the season, else its UTC month. */
function bucketOf(savedAt: number, now: number): string {
  const iso = new Date(savedAt).toISOString();
  return now - savedAt <= historyRetention.dailyForMs ? `day ${iso.slice(0, 10)}` : `month ${iso.slice(0, 7)}`;
}

/**
 * The versions of one organization's history to delete: of the saves older than a week, all but the
 * newest of each bucket; never `currentVersion` nor anything newer (a save racing the purge). Rows
 * never change once written, so running it again, or twice at once, deletes nothing more.
 */
export function versionsToPrune(saves: readonly HistorySave[], currentVersion: number, now: number): number[] {
  const newestOfBucket = new Map<string, number>();
  const old = saves.filter((save) => now - save.savedAt > historyRetention.everySaveForMs);
  for (const save of old) {
    const bucket = bucketOf(save.savedAt, now);
    newestOfBucket.set(bucket, Math.max(newestOfBucket.get(bucket) ?? -Infinity, save.version));
  }
  return old
    .filter((save) => save.version < currentVersion && newestOfBucket.get(bucketOf(save.savedAt, now)) !== save.version)
    .map((save) => save.version);
}
