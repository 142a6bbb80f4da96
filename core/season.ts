/**
 * Sports seasons (treasurer.md section 1): a season runs from 1 September to 31 August and is named
 * "YYYY-YYYY" (on 2026-11-25 the current season is "2026-2027"). Pure, no clock: callers pass the date.
 */
export const SEASON_PATTERN = /^(\d{4})-(\d{4})$/;

/** The season a date falls in, by its UTC calendar day. */
export function seasonOf(date: Date): string {
  const year = date.getUTCFullYear();
  const first = date.getUTCMonth() >= 8 ? year : year - 1;
  return `${first}-${first + 1}`;
}

/** "2026-2027" is a season; "2026-2028", "2026/2027" or a year outside 1900-2999 are not. */
export function isSeason(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = SEASON_PATTERN.exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 1900 && first < 2999 && Number(match[2]) === first + 1;
}

/** First and last day of a season, as "YYYY-MM-DD". */
export function seasonBounds(season: string): { start: string; end: string } {
  const first = Number(season.slice(0, 4));
  return { start: `${first}-09-01`, end: `${first + 1}-08-31` };
}
