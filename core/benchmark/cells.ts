import { CATEGORY_KINDS } from "../category-kinds";
import type { KindBenchmark } from "../schemas/benchmark";
import { MIN_CLUBS, quantileSorted } from "./quantiles";

/** One club's figures for one kind, as the benchmark table keeps them (no name, no id needed). */
export interface KindRow {
  kind: string;
  members: number;
  membership: number;
  realCost: number;
  netCost: number;
}

/** The sorted quartiles of one figure of these rows: filled in a typed array, sorted without a comparator. */
function figureQuartiles(rows: readonly KindRow[], figure: (row: KindRow) => number) {
  const values = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) values[i] = figure(rows[i]);
  values.sort();
  return {
    p25: quantileSorted(values, 0.25),
    median: quantileSorted(values, 0.5),
    p75: quantileSorted(values, 0.75),
  };
}

const KIND_INDEX: ReadonlyMap<string, number> = new Map(CATEGORY_KINDS.map((kind, i) => [kind, i]));

/**
 * The quartiles of each kind over these rows (one per club and kind), in CATEGORY_KINDS order. A kind
 * of fewer than MIN_CLUBS clubs is left out: the 5-club rule (treasurer.md section 6). Rows go into a
 * list per kind by index and each figure into a typed array: about 3,000 cells per federation answer
 * (decision 179).
 */
export function kindCells(rows: readonly KindRow[]): KindBenchmark[] {
  const byKind: KindRow[][] = CATEGORY_KINDS.map(() => []);
  for (let i = 0; i < rows.length; i++) {
    const index = KIND_INDEX.get(rows[i].kind);
    if (index !== undefined) byKind[index].push(rows[i]);
  }
  const cells: KindBenchmark[] = [];
  for (let k = 0; k < CATEGORY_KINDS.length; k++) {
    const list = byKind[k];
    if (list.length < MIN_CLUBS) continue;
    cells.push({
      kind: CATEGORY_KINDS[k],
      clubs: list.length,
      members: figureQuartiles(list, (r) => r.members),
      membership: figureQuartiles(list, (r) => r.membership),
      realCost: figureQuartiles(list, (r) => r.realCost),
      netCost: figureQuartiles(list, (r) => r.netCost),
    });
  }
  return cells;
}

/** Rows grouped by a key (league, department), each group's shown kinds; groups with none are left out, keys sorted. */
export function groupedCells<R extends KindRow>(
  rows: readonly R[],
  keyOf: (row: R) => string,
): { key: string; kinds: KindBenchmark[] }[] {
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
