import {
  type CalculatorResult,
  effectiveMembership,
  type PaysStatement,
  type PerMemberFigures,
  paysStatement,
  safeDiv,
  snap,
} from "#core/cost-model/index";

/** "all", or "g-c" for one category. */
export type Selection = string;
export const ALL: Selection = "all";

/**
 * The parts of the real cost R = M + K + S + B (cost-model.md): what the member pays, what the club
 * covers, what subsidies pay, what volunteers and free equipment give. `rest` stands for S and B together
 * when the member pays more than the net cost: they then exceed what is left of R (decision 145).
 */
export type CompositionKey = "membership" | "compensation" | "subsidies" | "benefits" | "rest";
// Subsidised jobs are cash grants, entered as subsidies (docs/decisions/139): no in-kind card.
type InKindKey = "FMP" | "EQUIPMENT" | "CIS";

export interface InKindLine {
  key: InKindKey;
  total: number;
  perMember: number;
  /** Share of all benefits in kind (0..1), for the card's bar. */
  shareOfInKind: number;
}

/** One decomposition of the real cost per member, read by the headline, the donut, the bars and the print. */
export interface CostShares {
  realCost: number;
  /** Parts that add up to R exactly, in this order; empty parts are left out; none when R <= 0. */
  slices: { key: CompositionKey; value: number }[];
  /** The member's part of R (0..1): the headline's percent and the donut's member slice. */
  memberShare: number;
  pays: PaysStatement;
  /** What the member pays beyond the net cost (M - A > 0): a margin for the club, not part of R. */
  margin: number;
}

export interface StatisticsView {
  members: number;
  figures: PerMemberFigures;
  shares: CostShares;
  inKind: InKindLine[];
}

const IN_KIND_TYPES: Record<InKindKey, readonly string[]> = {
  FMP: ["FMP"],
  EQUIPMENT: ["GYM", "GRD"],
  CIS: ["CIS"],
};

export const selectionOf = (groupIndex: number, categoryIndex: number): Selection =>
  `${groupIndex}-${categoryIndex}`;

/**
 * R split by who bears it. When the member pays no more than the net cost (K >= 0) the four parts
 * M, K, S, B add up to R. When they pay more (K < 0), M + S + B exceeds R by the margin: the member's
 * part stays M (so the headline's M / R and the donut agree) and S and B share the rest in one slice.
 */
export function costShares(figures: PerMemberFigures): CostShares {
  const realCost = snap(figures.realCost);
  const pays = paysStatement(figures.membership, realCost);
  const netCost = snap(figures.netCost);
  const paid = Math.max(0, snap(figures.membership));
  const margin = Math.max(0, snap(paid - Math.max(0, netCost)));
  if (realCost <= 0) return { realCost, slices: [], memberShare: 0, pays, margin };
  const member = Math.min(paid, realCost);
  const parts: CostShares["slices"] =
    paid <= netCost
      ? [
          { key: "membership", value: member },
          { key: "compensation", value: netCost - paid },
          { key: "subsidies", value: snap(figures.subsidies) },
          { key: "benefits", value: snap(figures.benefits) },
        ]
      : [
          { key: "membership", value: member },
          { key: "rest", value: realCost - member },
        ];
  const slices = parts.map((s) => ({ key: s.key, value: snap(s.value) })).filter((s) => s.value > 0);
  return { realCost, slices, memberShare: member / realCost, pays, margin };
}

/**
 * The words of a slice. S holds the other revenues with the subsidies ((GS + OR)/N + sc/n, treasurer.md
 * section 2): when the club has some, the slices that carry S say so.
 */
export function sliceLabelKey(key: CompositionKey, otherRevenues: number): string {
  if (otherRevenues > 0 && key === "subsidies") return "clubStats.slices.subsidiesAndRevenues";
  if (otherRevenues > 0 && key === "rest") return "clubStats.slices.restAndRevenues";
  return `clubStats.slices.${key}`;
}

/** The figures shown for the selection; an unknown selection (category removed) shows the whole club. */
export function statisticsView(result: CalculatorResult, selection: Selection): StatisticsView {
  const category = result.categories.find((c) => selectionOf(c.groupIndex, c.categoryIndex) === selection);
  const figures: PerMemberFigures = category ?? result.average;
  const members = category ? category.members : result.totals.members;
  const inKind = (Object.keys(IN_KIND_TYPES) as InKindKey[]).map((key) => {
    const total = IN_KIND_TYPES[key].reduce(
      (sum, type) => sum + (result.totals.benefitsByType[type] ?? 0),
      0,
    );
    // Benefits in kind are shared by every member alike (B = BK / N).
    const perMember = safeDiv(total, result.totals.members);
    return { key, total, perMember, shareOfInKind: safeDiv(total, result.totals.benefitsInKind) };
  });
  return { members, figures, shares: costShares(figures), inKind };
}

/** Real cost per slice of the club: by group, or by category when there is a single group. */
export function costDistribution(result: CalculatorResult): {
  by: "group" | "category";
  labels: string[];
  values: number[];
} {
  const groups = result.groups.filter((g) => g.categories.length > 0);
  if (groups.length > 1)
    return {
      by: "group",
      labels: groups.map((g) => g.name),
      values: groups.map((g) => Math.max(0, g.realCostTotal)),
    };
  return {
    by: "category",
    labels: result.categories.map((c) => c.name),
    values: result.categories.map((c) => Math.max(0, c.realCost * c.members)),
  };
}

/**
 * The headline's membership is the list price; with social pricing the club receives less on average,
 * M x (1 - d): said beside the headline (tab and pack) so the list price is never taken for what is
 * collected (issue 38.8). Null without social pricing.
 */
export function receivedPerMember(result: CalculatorResult, membership: number): number | null {
  return result.discount > 0 ? effectiveMembership(Math.max(0, snap(membership)), result.discount) : null;
}
