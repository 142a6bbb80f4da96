import { departmentOf } from "../../../core/departments";
import type { ClubConnections, FederationStatistics, LabelValue } from "../../../core/schemas/federation-lists";
import { fillMonths, monthOf } from "./monthly-series";

/** One club of the federation as the statistics query sends it: compact, in this order. */
export type ClubTuple = [id: string, name: string, league: string, zipCode: string, createdAt: number, connections: number];

/** SQLite's default (binary) order for the labels, so that ties sort as they always did. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Counts per label, largest first, then by label. */
function countsOf(labels: string[]): LabelValue[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([label, value]) => ({ label, value })).sort((a, b) => b.value - a.value || byText(a.label, b.label));
}

/** How many of `months` fall in each month, every month up to `lastMonth` listed (0 when none). */
function monthly(months: string[], lastMonth: string): LabelValue[] {
  const counts = new Map<string, number>();
  for (const month of months) counts.set(month, (counts.get(month) ?? 0) + 1);
  const rows = [...counts].map(([label, value]) => ({ label, value })).sort((a, b) => byText(a.label, b.label));
  return fillMonths(rows, lastMonth);
}

/** The month each non-empty key (a league, a department) first appears among the clubs. */
function firstMonths(clubs: { month: string; key: string }[]): string[] {
  const first = new Map<string, string>();
  for (const { month, key } of clubs) if (key && (!first.has(key) || month < first.get(key)!)) first.set(key, month);
  return [...first.values()];
}

/**
 * Every series of the federation statistics tab from the federation's clubs (docs/decisions/095):
 * a few thousand clubs take well under a millisecond here, where SQLite took several to group them.
 */
export function statisticsSeries(tuples: ClubTuple[], now: number): Omit<FederationStatistics, "period" | "quota"> {
  const clubs = tuples.map(([clubId, club, league, zipCode, createdAt, value]) => ({
    clubId, club, league, value, department: departmentOf(zipCode), month: monthOf(createdAt),
  }));
  const thisMonth = monthOf(now);
  const connectionPerClub: ClubConnections[] = clubs
    .filter((club) => club.value > 0)
    .sort((a, b) => b.value - a.value || byText(a.club, b.club))
    .map(({ clubId, club, league, department, value }) => ({ time: `${league}|${department}|${club}`, value, clubId, club, league, department }));
  return {
    connectionPerClub,
    clubMonthlyIncrease: monthly(clubs.map((club) => club.month), thisMonth),
    coveredLeague: monthly(firstMonths(clubs.map(({ month, league }) => ({ month, key: league }))), thisMonth),
    coveredDepartment: monthly(firstMonths(clubs.map(({ month, department }) => ({ month, key: department }))), thisMonth),
    clubByDepartment: countsOf(clubs.map((club) => club.department)),
    clubByLeague: countsOf(clubs.map((club) => club.league)),
  };
}
