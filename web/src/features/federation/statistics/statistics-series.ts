import { departmentName } from "#core/departments";
import type { ClubConnections, LabelValue } from "#core/schemas/federation-lists";
import type { TopOption } from "#core/statistics-period";

export type ConnectionGroup = "club" | "department" | "league";

export interface RankedRow {
  /** Stable key: the club id, the department code or the league name. */
  key: string;
  label: string;
  value: number;
  /** For clubs: their league and department, shown in the CSV. */
  league?: string;
  department?: string;
}

/** "69 Rhône", "2A Corse-du-Sud"; an unknown code keeps the caller's text for "unknown". */
export function departmentLabel(code: string, unknown: string): string {
  if (!code) return unknown;
  const name = departmentName(code);
  return name ? `${code} ${name}` : code;
}

/** Connections summed per club, department or league, most connections first, ties by label. */
export function rankConnections(
  rows: readonly ClubConnections[],
  group: ConnectionGroup,
  unknown: string,
): RankedRow[] {
  if (group === "club") {
    return rows
      .map((row) => ({
        key: row.clubId,
        label: row.club,
        value: row.value,
        league: row.league || unknown,
        department: departmentLabel(row.department, unknown),
      }))
      .sort(byValueThenLabel);
  }
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = group === "league" ? row.league : row.department;
    totals.set(key, (totals.get(key) ?? 0) + row.value);
  }
  return [...totals]
    .map(([key, value]) => ({
      key,
      value,
      label: group === "league" ? key || unknown : departmentLabel(key, unknown),
    }))
    .sort(byValueThenLabel);
}

const collator = new Intl.Collator("fr", { numeric: true, sensitivity: "base" });
const byValueThenLabel = (a: { value: number; label: string }, b: { value: number; label: string }) =>
  b.value - a.value || collator.compare(a.label, b.label);

export function topOf<T>(rows: readonly T[], top: TopOption): T[] {
  return top === "all" ? [...rows] : rows.slice(0, top);
}

/** Running total of a monthly series (the "cumulative" view of the area charts). */
export function cumulative(series: readonly LabelValue[]): LabelValue[] {
  let total = 0;
  return series.map(({ label, value }) => ({ label, value: (total += value) }));
}

/** Clubs per department or league, by count (most first) or by name, optionally the first ten only. */
export function distribution(
  series: readonly LabelValue[],
  options: { sort: "count" | "name"; topOnly: boolean; label: (raw: string) => string },
): LabelValue[] {
  const labelled = series.map((row) => ({ label: options.label(row.label), value: row.value }));
  const byCount = [...labelled].sort(byValueThenLabel);
  const kept = options.topOnly ? byCount.slice(0, 10) : byCount;
  return options.sort === "name" ? kept.sort((a, b) => collator.compare(a.label, b.label)) : kept;
}

/** YYYYMM as a short month for the chart axis ("janv. 2026", "Jan 2026"). */
export function monthName(label: string, language: string): string {
  const year = Number(label.slice(0, 4));
  const month = Number(label.slice(4, 6));
  if (!year || !month) return label;
  return new Intl.DateTimeFormat(language.startsWith("en") ? "en-GB" : "fr-FR", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, month - 1, 1));
}
