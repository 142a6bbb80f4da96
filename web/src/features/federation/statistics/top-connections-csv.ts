import { toCsv } from "../../../lib/csv-export";
import type { ConnectionGroup, RankedRow } from "./statistics-series";

export const TOP_CONNECTIONS_CSV_FILE = "top_connections.csv";

interface TopCsvHeaders {
  rank: string;
  group: string;
  league: string;
  department: string;
  connections: string;
}

/** top_connections.csv: the ranking on screen (same group, top and period); clubs also carry league and department. */
export function topConnectionsCsv(
  rows: readonly RankedRow[],
  group: ConnectionGroup,
  headers: TopCsvHeaders,
): string {
  if (group === "club") {
    return toCsv([
      [headers.rank, headers.group, headers.league, headers.department, headers.connections],
      ...rows.map((row, i) => [i + 1, row.label, row.league, row.department, row.value]),
    ]);
  }
  return toCsv([
    [headers.rank, headers.group, headers.connections],
    ...rows.map((row, i) => [i + 1, row.label, row.value]),
  ]);
}
