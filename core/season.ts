/**
 * Sports seasons (treasurer.md section 1): a season runs from 1 September to 31 August and is named
 * "YYYY-YYYY" (on 2026-11-25 the current season is "2026-2027"). Pure, no clock: callers pass the date.
 */
export const SEASON_PATTERN = /^(\d{4})-(\d{4})$/;

/**
 * French clubs live on Paris time: a season turns, and a benchmark snapshot's day begins, at midnight
 * in Europe/Paris, not in UTC (two hours earlier in summer, one in winter). Intl knows the zone in
 * both runtimes (Workers and Node) and in the browser; the formatter is made once.
 */
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Paris",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of an instant in Paris, as "YYYY-MM-DD". */
export function parisDay(date: Date): string {
  const parts = PARIS_DAY.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The season an instant falls in, by its calendar day in Paris (treasurer.md section 1). */
export function seasonOf(date: Date): string {
  const [year, month] = parisDay(date).split("-").map(Number);
  const first = month >= 9 ? year : year - 1;
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

/** The season `offset` seasons after (or, negative, before) this one: shiftSeason("2026-2027", 1) = "2027-2028". */
export function shiftSeason(season: string, offset: number): string {
  const first = Number(season.slice(0, 4)) + offset;
  return `${first}-${first + 1}`;
}

/** The season after this one, the one a treasurer prepares ("start next season from this one"). */
export const nextSeason = (season: string): string => shiftSeason(season, 1);
/** The season before this one (N-1 of the comparison). */
export const previousSeason = (season: string): string => shiftSeason(season, -1);

/** How many seasons `season` lies after `current` (negative: before); both must be valid seasons. */
export function seasonsAfter(season: string, current: string): number {
  return Number(season.slice(0, 4)) - Number(current.slice(0, 4));
}

/**
 * Why a season cannot hold a calculator now, or null when it can (treasurer.md section 1): any past
 * season, the current one and the next one; a season more than one ahead is refused
 * ("error_season_too_far"), and a text that is not "YYYY-YYYY" ("error_season_invalid").
 */
export function seasonRefusal(
  value: unknown,
  current: string,
): "error_season_invalid" | "error_season_too_far" | null {
  if (!isSeason(value)) return "error_season_invalid";
  return seasonsAfter(value, current) > 1 ? "error_season_too_far" : null;
}
