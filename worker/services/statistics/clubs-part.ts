import { departmentOf } from "../../../core/departments";
import { bySqliteText } from "../../../core/sqlite-text-order";
import { monthOf } from "./monthly-series";
import { type ClubFields, clubSeries } from "./statistics-series";

/**
 * What a federation's statistics take from its clubs alone, whatever the period (docs/decisions/103):
 * kept per statistics version and month, so that a new period only reads each club's count.
 */
export interface ClubsPart {
  version: number;
  month: string;
  /** Per club, in id order: its `connectionPerClub` row as JSON on either side of the value. */
  rows: { name: string; before: string; after: string }[];
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
  const seriesJson = JSON.stringify(clubSeries(clubs, now)).slice(1, -1);
  const chars = rows.reduce((sum, row) => sum + row.name.length + row.before.length + row.after.length, seriesJson.length);
  return { version, month: monthOf(now), rows, seriesJson, chars };
}

/**
 * `connectionPerClub` as JSON from each club's count (in the part's order): the clubs with
 * connections, most first, ties in SQLite's order of their names.
 */
export function connectionsJson(part: ClubsPart, counts: number[]): string {
  const connected: number[] = [];
  counts.forEach((count, i) => {
    if (count > 0) connected.push(i);
  });
  connected.sort((a, b) => counts[b] - counts[a] || bySqliteText(part.rows[a].name, part.rows[b].name));
  return `[${connected.map((i) => part.rows[i].before + counts[i] + part.rows[i].after).join(",")}]`;
}
