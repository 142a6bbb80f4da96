import { marginPercentShown } from "./honest";
import { finite, safeDiv, snap } from "./numbers";
import { estimatedBudget } from "./resell";
import type { ClubTotals } from "./types";

/**
 * The club's forecast result (treasurer.md section 2): ST + GS + OR + sum of all sc - budget, with
 * budget = -GF - sum of all fc. With every n >= 1 it equals the resell margin ST - NC; a category
 * of 0 members still brings its own subsidies, which NC cannot share out.
 */
export function forecastResult(totals: ClubTotals, sellTotal: number): number {
  return finite(
    sellTotal +
      totals.globalSubsidies +
      totals.otherRevenues +
      totals.categorySubsidies -
      estimatedBudget(totals),
  );
}

/**
 * The members a category needs, all else equal and its price kept, for a result of 0:
 * max(0, ceil(n - result / M)). Null when the category brings nothing per member (M <= 0): no
 * number of members balances the club then. The value is snapped before `ceil` so float noise
 * (4.000000000001) never asks for one member more.
 */
export function breakEvenMembers(members: number, result: number, membership: number): number | null {
  const m = snap(membership);
  if (!(m > 0)) return null;
  return Math.max(0, Math.ceil(snap(finite(members) - finite(result) / m))) + 0;
}

/**
 * The club-wide price change, as a fraction, that gives a result of 0 when every price moves by it:
 * -result / ST (-0.1195 = every price 11.95 % lower). Null when nothing is sold (ST = 0).
 */
export function breakEvenPriceChange(result: number, sellTotal: number): number | null {
  if (snap(sellTotal) === 0) return null;
  return safeDiv(-finite(result), sellTotal);
}

/** Margin percent (ST - NC) / NC x 100 (13.57 for 13.57 %); null when NC <= 0, where a percent means nothing (honest.ts). */
export function marginPercent(sellTotal: number, netCostTotal: number): number | null {
  if (!marginPercentShown(netCostTotal)) return null;
  return finite(((sellTotal - netCostTotal) / netCostTotal) * 100);
}
