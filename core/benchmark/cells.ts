import { CATEGORY_KINDS, type CategoryKind } from "../category-kinds";
import type { KindBenchmark } from "../schemas/benchmark";
import { MIN_CLUBS, quartiles } from "./quantiles";

/** One club's figures for one kind, as the benchmark table keeps them (no name, no id needed). */
export interface KindRow {
  kind: string;
  members: number;
  membership: number;
  realCost: number;
  netCost: number;
}

/**
 * The quartiles of each kind over these rows (one per club and kind), in CATEGORY_KINDS order. A kind
 * of fewer than MIN_CLUBS clubs is left out: the 5-club rule (treasurer.md section 6).
 */
export function kindCells(rows: readonly KindRow[]): KindBenchmark[] {
  const byKind = new Map<string, KindRow[]>();
  for (const row of rows) {
    const list = byKind.get(row.kind);
    if (list) list.push(row);
    else byKind.set(row.kind, [row]);
  }
  return CATEGORY_KINDS.flatMap((kind: CategoryKind) => {
    const list = byKind.get(kind);
    if (!list || list.length < MIN_CLUBS) return [];
    return [
      {
        kind,
        clubs: list.length,
        members: quartiles(list.map((r) => r.members)),
        membership: quartiles(list.map((r) => r.membership)),
        realCost: quartiles(list.map((r) => r.realCost)),
        netCost: quartiles(list.map((r) => r.netCost)),
      },
    ];
  });
}

/** Rows grouped by a key (league, department), each group's shown kinds; groups with none are left out, keys sorted. */
export function groupedCells<R extends KindRow>(rows: readonly R[], keyOf: (row: R) => string): { key: string; kinds: KindBenchmark[] }[] {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!key) continue;
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, list]) => ({ key, kinds: kindCells(list) }))
    .filter((group) => group.kinds.length > 0);
}
