import { finite, safeDiv } from "./numbers";
import { RECOMMENDED_MARGIN } from "./category";
import type { CategoryResult, ClubTotals, FederationFigures, ResellResult } from "./types";

/** Estimated budget (total cash expenses): -(GF) - sum of all fc. */
export function estimatedBudget(totals: ClubTotals): number {
  return finite(-totals.globalFees - totals.categoryFees);
}

/** NC, ST, margin, estimated budget and the recommended sell total. */
export function resellFigures(totals: ClubTotals, categories: readonly CategoryResult[]): ResellResult {
  let netCostTotal = 0;
  let sellTotal = 0;
  for (const c of categories) {
    netCostTotal += c.netCostTotal;
    sellTotal += c.sellTotal;
  }
  netCostTotal = finite(netCostTotal);
  sellTotal = finite(sellTotal);
  const marginAmount = finite(sellTotal - netCostTotal);
  return {
    netCostTotal,
    sellTotal,
    marginAmount,
    marginRatio: safeDiv(marginAmount, netCostTotal),
    estimatedBudget: estimatedBudget(totals),
    recommendedMarginRatio: RECOMMENDED_MARGIN,
    recommendedSellTotal: finite(netCostTotal * (1 + RECOMMENDED_MARGIN)),
  };
}

/** Club row figures for the federation club list: cash expenses, N, category count, ST / N. */
export function federationFigures(totals: ClubTotals, resell: ResellResult): FederationFigures {
  return {
    globalFees: resell.estimatedBudget,
    members: totals.members,
    categories: totals.categories,
    avgMemberShip: safeDiv(resell.sellTotal, totals.members),
  };
}
