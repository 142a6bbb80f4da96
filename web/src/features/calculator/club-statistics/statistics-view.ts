import { type CalculatorResult, type PerMemberFigures, safeDiv } from "../../../../../core/cost-model";

/** "all", or "g-c" for one category. */
export type Selection = string;
export const ALL: Selection = "all";

/** `netCost`: with a margin the member pays all the net cost and more; the slice is the net cost. */
export type CompositionKey = "membership" | "netCost" | "compensation" | "subsidies" | "benefits";
type InKindKey = "FMP" | "EQUIPMENT" | "CIS" | "SJB";

export interface InKindLine {
  key: InKindKey;
  total: number;
  perMember: number;
  /** Share of the selection's real cost per member (0..1). */
  share: number;
}

export interface StatisticsView {
  members: number;
  figures: PerMemberFigures;
  /** R = B + K + M + S split into its positive slices (cost-model.md); empty slices are left out. */
  composition: { key: CompositionKey; value: number }[];
  /** Per-member margin when the membership exceeds the net cost (K < 0), else 0. */
  marginPerMember: number;
  inKind: InKindLine[];
}

const IN_KIND_TYPES: Record<InKindKey, readonly string[]> = {
  FMP: ["FMP"],
  EQUIPMENT: ["GYM", "GRD"],
  CIS: ["CIS"],
  SJB: ["SJB"],
};

export const selectionOf = (groupIndex: number, categoryIndex: number): Selection => `${groupIndex}-${categoryIndex}`;

/** The figures shown for the selection; an unknown selection (category removed) shows the whole club. */
export function statisticsView(result: CalculatorResult, selection: Selection): StatisticsView {
  const category = result.categories.find((c) => selectionOf(c.groupIndex, c.categoryIndex) === selection);
  const figures: PerMemberFigures = category ?? result.average;
  const members = category ? category.members : result.totals.members;
  const k = figures.compensation;
  // With K < 0 the member pays more than the net cost: the part beyond it is margin, not cost, and the
  // slice is the net cost (so that it does not read as the "pays M / R" statement above it).
  const composition = (
    [
      k < 0 ? { key: "netCost", value: figures.membership + k } : { key: "membership", value: figures.membership },
      { key: "compensation", value: k },
      { key: "subsidies", value: figures.subsidies },
      { key: "benefits", value: figures.benefits },
    ] as StatisticsView["composition"]
  ).filter((slice) => slice.value > 0);
  const inKind = (Object.keys(IN_KIND_TYPES) as InKindKey[]).map((key) => {
    const total = IN_KIND_TYPES[key].reduce((sum, type) => sum + (result.totals.benefitsByType[type] ?? 0), 0);
    // Benefits in kind are shared by every member alike (B = BK / N).
    const perMember = safeDiv(total, result.totals.members);
    return { key, total, perMember, share: safeDiv(perMember, figures.realCost) };
  });
  return { members, figures, composition, marginPerMember: Math.max(0, -k), inKind };
}

/** Real cost per slice of the club: by group, or by category when there is a single group. */
export function costDistribution(result: CalculatorResult): { by: "group" | "category"; labels: string[]; values: number[] } {
  const groups = result.groups.filter((g) => g.categories.length > 0);
  if (groups.length > 1) return { by: "group", labels: groups.map((g) => g.name), values: groups.map((g) => Math.max(0, g.realCostTotal)) };
  return {
    by: "category",
    labels: result.categories.map((c) => c.name),
    values: result.categories.map((c) => Math.max(0, c.realCost * c.members)),
  };
}
