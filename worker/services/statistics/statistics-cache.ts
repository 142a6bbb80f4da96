import type { ClubsPart } from "./clubs-part";
import { monthOf } from "./monthly-series";

/** One federation statistics answer and what it was computed from (docs/decisions/095). */
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
  /** A federation's clubs' part of its statistics, whatever the period; checked by its version. */
  clubsPart(federationId: string): ClubsPart | undefined;
  keepClubsPart(federationId: string, part: ClubsPart): void;
}

export const statisticsKey = (federationId: string, from: number, to: number) =>
  `${federationId}|${from}|${to}`;

/** True while `kept` may still be the answer by the clock: computed less than a minute ago, this month. */
export function youngEnough(kept: KeptStatistics, now: number): boolean {
  const age = now - kept.computedAt;
  return kept.month === monthOf(now) && age >= 0 && age < STATISTICS_MAX_AGE_MS;
}

/** True when nothing the statistics read has changed since `kept` was computed. */
export const sameSource = (kept: KeptStatistics, source: StatisticsSource) =>
  kept.version === source.version && kept.quota === source.quota;

/** A map of values weighing at most `maxWeight` in all, the least recently used dropped first. */
function leastRecentlyUsed<T>(maxWeight: number, weigh: (value: T) => number) {
  const entries = new Map<string, T>();
  let weight = 0;
  const drop = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    weight -= weigh(value);
  };
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // A Map iterates in insertion order: moving a used entry to the end keeps the oldest first.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: T) {
      drop(key);
      entries.set(key, value);
      weight += weigh(value);
      // The newest entry stays even alone over the limit: the next one replaces it.
      while (weight > maxWeight && entries.size > 1) drop(entries.keys().next().value as string);
    },
  };
}

/**
 * Answers and clubs' parts of at most `maxChars` characters each (16 MB of text by default, twice
 * that in memory at worst), the least recently used dropped first: a 2,000-club federation's answer
 * is about 260,000 characters, its part about 400,000.
 */
export function memoryStatisticsCache(maxChars = 16_000_000): StatisticsCache {
  const answers = leastRecentlyUsed<KeptStatistics>(maxChars, (kept) => kept.json.length);
  const parts = leastRecentlyUsed<ClubsPart>(maxChars, (part) => part.chars);
  return { get: answers.get, set: answers.set, clubsPart: parts.get, keepClubsPart: parts.set };
}
