import type { CategoryKind } from "../category-kinds";
import { CATEGORY_KINDS } from "../category-kinds";

/** One club's figures for one kind (treasurer.md section 6): means weighted by each category's members. */
export interface KindFigures {
  kind: CategoryKind;
  members: number;
  membership: number;
  realCost: number;
  netCost: number;
}

interface KindCategory {
  kind?: CategoryKind;
  members: number;
  membership: number;
  realCost: number;
  netCost: number;
}

/**
 * The club's value for each kind its categories carry: the member-weighted mean of M, R and A over
 * its categories of that kind, and their members. Categories without a kind or without members add
 * nothing. Kinds come out in CATEGORY_KINDS order.
 */
export function kindFigures(categories: readonly KindCategory[]): KindFigures[] {
  const sums = new Map<CategoryKind, KindFigures>();
  for (const c of categories) {
    if (!c.kind || !(c.members > 0)) continue;
    const sum = sums.get(c.kind) ?? { kind: c.kind, members: 0, membership: 0, realCost: 0, netCost: 0 };
    sum.members += c.members;
    sum.membership += c.membership * c.members;
    sum.realCost += c.realCost * c.members;
    sum.netCost += c.netCost * c.members;
    sums.set(c.kind, sum);
  }
  return CATEGORY_KINDS.flatMap((kind) => {
    const s = sums.get(kind);
    if (!s) return [];
    return [
      {
        kind,
        members: s.members,
        membership: s.membership / s.members,
        realCost: s.realCost / s.members,
        netCost: s.netCost / s.members,
      },
    ];
  });
}

/** The categories of a computed document with the kind each holds (figures by document order). */
export function kindCategories(
  groups: readonly { categories: readonly { kind?: CategoryKind }[] }[],
  computed: readonly {
    groupIndex: number;
    categoryIndex: number;
    members: number;
    membership: number;
    realCost: number;
    netCost: number;
  }[],
): KindCategory[] {
  // A price below 0 is counted as 0 wherever money is counted (treasurer.md section 4), the benchmark too.
  return computed.map((c) => ({
    ...c,
    membership: Math.max(0, c.membership),
    kind: groups[c.groupIndex]?.categories[c.categoryIndex]?.kind,
  }));
}
