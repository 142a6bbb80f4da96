import type { ClubListRow } from "../../../../../core/schemas/federation-lists";
import { formatNumericDate } from "../../../lib/format";
import { toCsv } from "../../../lib/csv-export";

export const CLUBS_CSV_FILE = "clubs.csv";
const columns = ["code", "name", "zipCode", "league", "members", "globalFees", "createdAt"] as const;

/** clubs.csv: the list's columns in its order (newest first), dates DD-MM-YYYY, headers in the reader's language. */
export function clubsCsv(rows: readonly ClubListRow[], header: (column: (typeof columns)[number]) => string): string {
  return toCsv([columns.map(header), ...rows.map((club) => [club.code, club.name, club.zipCode, club.league, club.members, club.globalFees, formatNumericDate(club.createdAt)])]);
}
