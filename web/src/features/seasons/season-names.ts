import { isSeason, nextSeason, seasonsAfter } from "#core/season";

// Season names ("2026-2027", treasurer.md section 1) as the calculator screen moves between them. The
// current season comes from the server (GET calculation/seasons), never from this device's clock.
export { nextSeason, previousSeason } from "#core/season";

/** The store refuses a season more than one ahead of the current one: "start next season" is offered up to there. */
export function canStartNext(shown: string, current: string): boolean {
  return isSeason(shown) && isSeason(current) && seasonsAfter(nextSeason(shown), current) <= 1;
}

/** The season a `?season=` asks for, when it is a well-formed one; anything else opens the current season. */
export function seasonParam(value: string | null): string | undefined {
  return value && isSeason(value) ? value : undefined;
}
