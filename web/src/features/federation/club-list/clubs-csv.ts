import type { ClubListRow } from "#core/schemas/federation-lists";
import { formatNumericDate } from "../../../lib/format";
import { toCsv } from "../../../lib/csv-export";
import { hasFigures } from "./club-cells";

export const CLUBS_CSV_FILE = "clubs.csv";
const columns = [
  "code",
  "name",
  "zipCode",
  "league",
  "members",
  "globalFees",
  "result",
  "createdAt",
  "season",
] as const;

/**
 * clubs.csv: the list's columns in its order (newest first), dates DD-MM-YYYY, headers in the reader's
 * language. A club without figures yet has its figures' cells empty, as the list shows "—": a 0 would
 * count in a spreadsheet's sums and averages. The last column says whether the club has started the
 * listed season (`season(started)`, in the reader's language), so a spreadsheet can filter on it.
 */
export function clubsCsv(
  rows: readonly ClubListRow[],
  header: (column: (typeof columns)[number]) => string,
  season: (started: boolean) => string,
): string {
  return toCsv([
    columns.map(header),
    ...rows.map((club) => {
      const figures = club.started && hasFigures(club);
      return [
        club.code,
        club.name,
        club.zipCode,
        club.league,
        figures ? club.members : "",
        figures ? club.globalFees : "",
        figures && club.result !== null ? club.result : "",
        formatNumericDate(club.createdAt),
        season(club.started),
      ];
    }),
  ]);
}
