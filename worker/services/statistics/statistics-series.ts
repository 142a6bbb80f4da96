import { departmentOf } from "../../../core/departments";
import { bySqliteText } from "../../../core/sqlite-text-order";
import type { ClubConnections, FederationStatistics, LabelValue } from "../../../core/schemas/federation-lists";
import { fillMonths, monthOf } from "./monthly-series";

/** One club of the federation as the statistics query sends it: compact, in this order. */
export type ClubTuple = [id: string, name: string, league: string, zipCode: string, createdAt: number, connections: number];

const increment = (counts: Map<string, number>, label: string) => counts.set(label, (counts.get(label) ?? 0) + 1);

const labelValues = (counts: Map<string, number>): LabelValue[] => [...counts].map(([label, value]) => ({ label, value }));

// Ties sort in SQLite's default (binary) order of the labels, as when SQL sorted them.
/** Counts per label, largest first, then by label. */
const largestFirst = (counts: Map<string, number>): LabelValue[] =>
  labelValues(counts).sort((a, b) => b.value - a.value || bySqliteText(a.label, b.label));

/** Counts per month, every month up to `lastMonth` listed (0 when none). */
const monthly = (counts: Map<string, number>, lastMonth: string): LabelValue[] =>
  fillMonths(labelValues(counts).sort((a, b) => bySqliteText(a.label, b.label)), lastMonth);

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
 * Every series of the federation statistics tab from the federation's clubs (docs/decisions/095),
 * in one pass over the clubs (docs/decisions/098): it runs on the server's main thread at each
 * statistics call, for thousands of clubs.
 */
export function statisticsSeries(tuples: ClubTuple[], now: number): Omit<FederationStatistics, "period" | "quota"> {
  const connectionPerClub: ClubConnections[] = [];
  const clubsPerMonth = new Map<string, number>();
  const clubsPerDepartment = new Map<string, number>();
  const clubsPerLeague = new Map<string, number>();
  const leagueFirstMonth = new Map<string, string>();
  const departmentFirstMonth = new Map<string, string>();
  for (const [clubId, club, league, zipCode, createdAt, value] of tuples) {
    const department = departmentOf(zipCode);
    const month = monthOf(createdAt);
    if (value > 0) connectionPerClub.push({ time: `${league}|${department}|${club}`, value, clubId, club, league, department });
    increment(clubsPerMonth, month);
    increment(clubsPerDepartment, department);
    increment(clubsPerLeague, league);
    keepFirst(leagueFirstMonth, league, month);
    keepFirst(departmentFirstMonth, department, month);
  }
  const thisMonth = monthOf(now);
  return {
    connectionPerClub: connectionPerClub.sort((a, b) => b.value - a.value || bySqliteText(a.club, b.club)),
    clubMonthlyIncrease: monthly(clubsPerMonth, thisMonth),
    coveredLeague: monthly(firstAppearances(leagueFirstMonth), thisMonth),
    coveredDepartment: monthly(firstAppearances(departmentFirstMonth), thisMonth),
    clubByDepartment: largestFirst(clubsPerDepartment),
    clubByLeague: largestFirst(clubsPerLeague),
  };
}
