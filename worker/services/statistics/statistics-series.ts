import { departmentOf } from "#core/departments";
import { bySqliteText } from "#core/sqlite-text-order";
import type { FederationStatistics, LabelValue } from "#core/schemas/federation-lists";
import { fillMonths, monthOf } from "./monthly-series";

/** One club as the clubs' query sends it (ordered by id): compact, in this order. */
export type ClubFields = [id: string, name: string, league: string, zipCode: string, createdAt: number];

/** The series of the statistics tab that depend on the clubs alone, not on the period. */
export type ClubSeries = Omit<FederationStatistics, "period" | "quota" | "connectionPerClub">;

const increment = (counts: Map<string, number>, label: string) =>
  counts.set(label, (counts.get(label) ?? 0) + 1);

const labelValues = (counts: Map<string, number>): LabelValue[] =>
  [...counts].map(([label, value]) => ({ label, value }));

// Ties sort in SQLite's default (binary) order of the labels, as when SQL sorted them.
/** Counts per label, largest first, then by label. */
const largestFirst = (counts: Map<string, number>): LabelValue[] =>
  labelValues(counts).sort((a, b) => b.value - a.value || bySqliteText(a.label, b.label));

/** Counts per month, every month up to `lastMonth` listed (0 when none). */
const monthly = (counts: Map<string, number>, lastMonth: string): LabelValue[] =>
  fillMonths(
    labelValues(counts).sort((a, b) => bySqliteText(a.label, b.label)),
    lastMonth,
  );

/** Keeps the month a non-empty key (a league, a department) first appears in. */
function keepFirst(first: Map<string, string>, key: string, month: string) {
  if (!key) return;
  const known = first.get(key);
  if (known === undefined || month < known) first.set(key, month);
}

/** How many keys first appear in each month. */
function firstAppearances(first: Map<string, string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const month of first.values()) increment(counts, month);
  return counts;
}

/**
 * The series of the federation statistics tab that depend on its clubs alone, in one pass over the
 * clubs (docs/decisions/095); kept with the clubs' part of the statistics (docs/decisions/095).
 */
export function clubSeries(clubs: ClubFields[], now: number): ClubSeries {
  const clubsPerMonth = new Map<string, number>();
  const clubsPerDepartment = new Map<string, number>();
  const clubsPerLeague = new Map<string, number>();
  const leagueFirstMonth = new Map<string, string>();
  const departmentFirstMonth = new Map<string, string>();
  for (const [, , league, zipCode, createdAt] of clubs) {
    const department = departmentOf(zipCode);
    const month = monthOf(createdAt);
    increment(clubsPerMonth, month);
    increment(clubsPerDepartment, department);
    increment(clubsPerLeague, league);
    keepFirst(leagueFirstMonth, league, month);
    keepFirst(departmentFirstMonth, department, month);
  }
  const thisMonth = monthOf(now);
  return {
    clubMonthlyIncrease: monthly(clubsPerMonth, thisMonth),
    coveredLeague: monthly(firstAppearances(leagueFirstMonth), thisMonth),
    coveredDepartment: monthly(firstAppearances(departmentFirstMonth), thisMonth),
    clubByDepartment: largestFirst(clubsPerDepartment),
    clubByLeague: largestFirst(clubsPerLeague),
  };
}
