import { departmentOf } from "#core/departments";
import { bySqliteText } from "#core/sqlite-text-order";
import { monthOf } from "./monthly-series";
import { type ClubFields, clubSeries } from "./statistics-series";

/**
 * What a federation's statistics take from its clubs alone, whatever the period (docs/decisions/095):
 * kept per statistics version and month, so that a new period only reads each club's count.
 */
export interface ClubsPart {
  version: number;
  month: string;
  /** Per club, in id order: its `connectionPerClub` row as JSON on either side of the value. */
  rows: { name: string; before: string; after: string }[];
  /** The rows' indexes in SQLite's order of the clubs' names (then by id): the order of equal counts. */
  byName: number[];
  /** The five series of clubs as JSON members: `"clubMonthlyIncrease":[...],...,"clubByLeague":[...]`. */
  seriesJson: string;
  /** Characters held, for the cache's bound. */
  chars: number;
}

export function clubsPart(clubs: ClubFields[], version: number, now: number): ClubsPart {
  const rows = clubs.map(([clubId, club, league, zipCode]) => {
    const department = departmentOf(zipCode);
    // The key order of `ClubConnections`: time, value, clubId, club, league, department.
    const before = `{"time":${JSON.stringify(`${league}|${department}|${club}`)},"value":`;
    const after = `,"clubId":${JSON.stringify(clubId)},"club":${JSON.stringify(club)},"league":${JSON.stringify(league)},"department":${JSON.stringify(department)}}`;
    return { name: club, before, after };
  });
  // Array.prototype.sort is stable: clubs of the same name stay in id order.
  const byName = rows.map((_, i) => i).sort((a, b) => bySqliteText(rows[a].name, rows[b].name));
  const seriesJson = JSON.stringify(clubSeries(clubs, now)).slice(1, -1);
  const chars = rows.reduce(
    (sum, row) => sum + row.name.length + row.before.length + row.after.length + 1,
    seriesJson.length,
  );
  return { version, month: monthOf(now), rows, byName, seriesJson, chars };
}

/**
 * `connectionPerClub` as JSON from each club's count (in the part's order): the clubs with
 * connections, most first, ties in SQLite's order of their names.
 */
export function connectionsJson(part: ClubsPart, counts: number[]): string {
  // Taken in name order, then sorted by count alone (a stable sort): at each call the comparisons
  // are of numbers, the names having been compared once per version.
  const connected = part.byName.filter((i) => counts[i] > 0);
  connected.sort((a, b) => counts[b] - counts[a]);
  return `[${connected.map((i) => part.rows[i].before + counts[i] + part.rows[i].after).join(",")}]`;
}
