/**
 * What the screens and the poster may say about a figure (treasurer.md section 4, "Honest figures";
 * decision 144). The computation keeps its numbers; these rules only decide what is shown.
 */
import { finite, snap } from "./numbers";

/** A price as shown and printed: never below 0; `negative` says a warning goes with it. */
export interface ShownPrice {
  value: number;
  negative: boolean;
}

/** A membership below 0 (a cost more than covered by subsidies) is shown and printed as 0, with a warning. */
export function shownPrice(membership: number): ShownPrice {
  const m = snap(membership);
  // Under half a cent it already reads 0,00: no warning for float noise.
  return m <= -0.005 ? { value: 0, negative: true } : { value: Math.max(0, m), negative: false };
}

/**
 * The price money is counted at (treasurer.md section 4, issue 38.6): a membership below 0 is 0 in
 * ST, the result, the margins, the club list, evaluate and the exports. No club pays its members to
 * join; the subsidies above the cost stay the club's margin.
 */
export function countedPrice(membership: number): number {
  return Math.max(0, finite(membership)) + 0;
}

/** The margin percent (ST - NC) / NC means something only when there is a net cost to cover. */
export function marginPercentShown(netCostTotal: number): boolean {
  return snap(netCostTotal) > 0;
}

/**
 * The statistics headline "the member pays X % of the real cost": the share when 0 < M/R <= 100 %,
 * "more than the real cost" above, nothing when there is no real cost (R <= 0).
 */
export type PaysStatement = { kind: "share"; ratio: number } | { kind: "more" } | { kind: "none" };

export function paysStatement(membership: number, realCost: number): PaysStatement {
  const r = snap(realCost);
  if (r <= 0) return { kind: "none" };
  const m = Math.max(0, snap(membership));
  if (m > r) return { kind: "more" };
  return { kind: "share", ratio: m / r };
}
