import { monthOf } from "./monthly-series";

/** One federation statistics answer and what it was computed from (docs/decisions/103). */
export interface KeptStatistics {
  /** The federation's `statistics_version`, read in the same statement as the data. */
  version: number;
  quota: number;
  /** The clock's month when computed: the monthly series end at that month. */
  month: string;
  computedAt: number;
  json: string;
}

/** The federation's version and quota now: a primary-key read, far cheaper than the statistics. */
export interface StatisticsSource {
  version: number;
  quota: number;
}

/**
 * How long an answer may be served while its version holds. Nothing the statistics read has
 * changed, but the period slides with the clock: a connection may leave the period's first day.
 * Counts over days may lag by that much at the period's edges.
 */
export const STATISTICS_MAX_AGE_MS = 60_000;

/** Computed answers, per federation and period, in one process (or one Workers isolate). */
export interface StatisticsCache {
  get(key: string): KeptStatistics | undefined;
  set(key: string, kept: KeptStatistics): void;
}

export const statisticsKey = (federationId: string, from: number, to: number) => `${federationId}|${from}|${to}`;

/** True while `kept` may still be the answer by the clock: computed less than a minute ago, this month. */
export function youngEnough(kept: KeptStatistics, now: number): boolean {
  const age = now - kept.computedAt;
  return kept.month === monthOf(now) && age >= 0 && age < STATISTICS_MAX_AGE_MS;
}

/** True when nothing the statistics read has changed since `kept` was computed. */
export const sameSource = (kept: KeptStatistics, source: StatisticsSource) => kept.version === source.version && kept.quota === source.quota;

/**
 * At most `maxEntries` answers, the least recently used dropped first. A 2,000-club federation's
 * answer is about 260 KB: 32 of them stay under 10 MB.
 */
export function memoryStatisticsCache(maxEntries = 32): StatisticsCache {
  const entries = new Map<string, KeptStatistics>();
  return {
    get(key) {
      const kept = entries.get(key);
      if (!kept) return undefined;
      // A Map iterates in insertion order: moving a used entry to the end keeps the oldest first.
      entries.delete(key);
      entries.set(key, kept);
      return kept;
    },
    set(key, kept) {
      entries.delete(key);
      entries.set(key, kept);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
