import type { ClubListRow } from "#core/schemas/federation-lists";
import { hasFigures } from "./club-cells";

/** Every column of the list can order it (issue 44); the list already holds every club (decision 052). */
export const SORT_KEYS = [
  "code",
  "name",
  "zipCode",
  "league",
  "members",
  "globalFees",
  "result",
  "createdAt",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = "ascending" | "descending";
export interface ClubSort {
  key: SortKey;
  direction: SortDirection;
}

type TextKey = "code" | "name" | "zipCode" | "league";
const FIGURES: ReadonlySet<SortKey> = new Set(["members", "globalFees", "result"]);

/** A figure the list shows, or null where it shows "—" (not started, nothing saved, no result kept). */
function figureOf(club: ClubListRow, key: SortKey): number | null {
  if (!club.started || !hasFigures(club)) return null;
  return key === "result" ? club.result : (club[key as "members" | "globalFees"] ?? null);
}

/**
 * The clubs in the order asked, the server's order (newest first) between equals. Texts compare as the
 * reader reads them (accents, case and numbers in names: "Club 9" before "Club 10"); a club without
 * the figure goes last either way, as an empty cell is no amount.
 */
export function sortClubs<T extends ClubListRow>(
  rows: readonly T[],
  sort: ClubSort | null,
  language: string,
): readonly T[] {
  if (!sort) return rows;
  const { key, direction } = sort;
  const sign = direction === "ascending" ? 1 : -1;
  const collator = new Intl.Collator(language, { sensitivity: "base", numeric: true });
  const indexed = rows.map((row, index) => ({ row, index }));
  indexed.sort((a, b) => {
    let order: number;
    if (FIGURES.has(key)) {
      const x = figureOf(a.row, key);
      const y = figureOf(b.row, key);
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      order = x - y;
    } else if (key === "createdAt") order = a.row.createdAt - b.row.createdAt;
    else order = collator.compare(a.row[key as TextKey], b.row[key as TextKey]);
    return sign * order || a.index - b.index;
  });
  return indexed.map(({ row }) => row);
}

/** A click on a column: ascending first (descending first for figures and dates: the largest is what one looks for), again to reverse. */
export function nextSort(current: ClubSort | null, key: SortKey): ClubSort {
  if (current?.key === key)
    return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
  return { key, direction: FIGURES.has(key) || key === "createdAt" ? "descending" : "ascending" };
}
