import type { ClubListRow } from "#core/schemas/federation-lists";
import { searchableName } from "#core/text";

interface SearchableClub extends ClubListRow {
  /** The name without accents, lower case (the same rule as the server's name_search). */
  search: string;
}

export function searchable(rows: readonly ClubListRow[]): SearchableClub[] {
  return rows.map((row) => ({ ...row, search: searchableName(row.name) }));
}

/** Clubs whose name holds every typed word, accents and case ignored (the server's rule too). */
export function filterClubs<T extends SearchableClub>(rows: readonly T[], query: string): readonly T[] {
  const words = searchableName(query).split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  return rows.filter((row) => words.every((word) => row.search.includes(word)));
}
