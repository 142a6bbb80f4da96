/**
 * Schedules of the cash plan (season-money.md section 5): when a money line, or a category's
 * memberships, comes in or goes out over the season (September to August). Pure, no zod.
 */

/** "monthly": 12 equal parts; `months`: the calendar months (1-12) in equal parts. */
export type Schedule = "monthly" | { readonly months: readonly number[] };

/** The season's calendar months in order: September first. */
export const SEASON_MONTHS = [9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The kinds of money the document holds, each with its default schedule. */
export type MoneyKind =
  | "memberships"
  | "federalFees"
  | "internalFees"
  | "categoryFees"
  | "globalSubsidies"
  | "categorySubsidies"
  | "otherRevenues";

/**
 * Defaults of section 5: memberships in September, federal fees (licences) in October, subsidies in
 * March, everything else monthly. A category's subsidies are subsidies, so March too.
 */
export const DEFAULT_SCHEDULES: Readonly<Record<MoneyKind, Schedule>> = {
  memberships: { months: [9] },
  federalFees: { months: [10] },
  internalFees: "monthly",
  categoryFees: "monthly",
  globalSubsidies: { months: [3] },
  categorySubsidies: { months: [3] },
  otherRevenues: "monthly",
};

/** The positions (0 = September ... 11 = August) a schedule pays in, in season order; none valid = monthly. */
export function scheduledPositions(schedule: Schedule): number[] {
  if (schedule === "monthly") return SEASON_MONTHS.map((_, i) => i);
  const wanted = new Set(schedule.months);
  const positions = SEASON_MONTHS.flatMap((month, i) => (wanted.has(month) ? [i] : []));
  return positions.length > 0 ? positions : SEASON_MONTHS.map((_, i) => i);
}

/**
 * A line's whole cents over the twelve months of the season: equal parts rounded toward zero to the
 * cent, the remainder in the first scheduled month, so the parts add up exactly to the line and every
 * part keeps the line's sign (rounding half up could leave the first month of a 0.06 line at -0.05).
 */
export function scheduleParts(cents: number, schedule: Schedule): number[] {
  return spreadParts(cents, scheduledPositions(schedule));
}

/** Whole cents spread over some positions of the season (at least one) as scheduleParts spreads them. */
export function spreadParts(cents: number, positions: readonly number[]): number[] {
  const parts = new Array<number>(12).fill(0);
  const part = Math.trunc(cents / positions.length);
  for (const position of positions) parts[position] = part;
  parts[positions[0]] += cents - part * positions.length;
  return parts.map((p) => p + 0);
}

/** The "YYYY-MM" of each month of a season ("2026-2027": 2026-09 ... 2027-08). */
export function seasonMonths(season: string): string[] {
  const first = Number(season.slice(0, 4));
  return SEASON_MONTHS.map((month) => `${month >= 9 ? first : first + 1}-${String(month).padStart(2, "0")}`);
}
