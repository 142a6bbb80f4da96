/**
 * The statistics period (product.md section 9): two day offsets from -365 to -1, default the last
 * 30 days. Offset -1 is the last day, ending now; offset -30 starts 30 days ago.
 */
export const PERIOD_FIRST_DAY = -365;
export const PERIOD_LAST_DAY = -1;
export const DEFAULT_PERIOD = { from: -30, to: -1 } as const;

/** Top selector options (3, 5, 10, 20, all). */
export const TOP_OPTIONS = [3, 5, 10, 20, "all"] as const;
export type TopOption = (typeof TOP_OPTIONS)[number];

export const DAY_MS = 24 * 3600 * 1000;

/** The [start, end) window in epoch milliseconds that the offsets `from` and `to` cover. */
export function periodWindow(now: number, from: number, to: number): { start: number; end: number } {
  return { start: now + from * DAY_MS, end: now + (to + 1) * DAY_MS };
}
