import { finite, safeDiv, snap, sumValues } from "./numbers";
import { countedPrice } from "./honest";
import { roundMembership } from "./rounding";
import { effectiveMembership } from "./social-pricing";
import type { CategoryShare } from "./allocation";
import { memberCount } from "./totals";
import type { CategoryInput, CategoryResult, ClubTotals, MarginColour } from "./types";

export const DEFAULT_CATEGORY_RATE = 100;
/** Recommended margin 20 %; "safe" from 1.2 x cost. */
export const RECOMMENDED_MARGIN = 0.2;
export const SAFE_MARGIN_FACTOR = 1 + RECOMMENDED_MARGIN;

/** A missing or non-finite rate is 100. */
export function effectiveRate(category: Pick<CategoryInput, "rate">): number {
  const rate = category.rate;
  return typeof rate === "number" && Number.isFinite(rate) ? rate : DEFAULT_CATEGORY_RATE;
}

export function isManual(category: Pick<CategoryInput, "manualMembership">): boolean {
  const m = category.manualMembership;
  return typeof m === "number" && Number.isFinite(m);
}

/**
 * M: the voted price when the general meeting voted one (season-money.md section 3), else the manual
 * amount when set (the price the club chose), else A x rate / 100; each rounded by precision. One rule
 * for every price (docs/decisions/199): a manual 99.5 at precision 0 is 100, so its balanced price at
 * no discount and its scenario at +0 % are 100 too, not 99.5 beside 100.
 */
export function membershipOf(
  category: CategoryInput,
  netCost: number,
  precision: number | null | undefined,
  voted?: number,
): number {
  const price =
    voted !== undefined
      ? finite(voted)
      : isManual(category)
        ? finite(category.manualMembership)
        : finite((netCost * effectiveRate(category)) / 100);
  return roundMembership(price, precision);
}

/** One cent: a gap smaller than this is rounding, not a price below the cost (treasurer.md section 4). */
export const CENT = 0.01;

/**
 * negative when M < A by a cent or more per member, positive when A <= M < 1.2 A, safe when M >= 1.2 A,
 * neutral when both are 0 (to the cent). `members` scales the cent when M and A are totals (M x n, A x n).
 */
export function marginColour(membership: number, netCost: number, members = 1): MarginColour {
  const m = snap(membership);
  const a = snap(netCost);
  const count = Math.max(1, finite(members));
  if (Math.abs(m) < (CENT / 2) * count && Math.abs(a) < (CENT / 2) * count) return "neutral";
  if (snap(a - m) >= CENT * count) return "negative";
  return m < snap(netCost * SAFE_MARGIN_FACTOR) ? "positive" : "safe";
}

/**
 * Every per-category figure of cost-model.md for one category. `discount` is social pricing's average
 * discount d (treasurer.md section 3): money counted (the category's memberships collected, its margin
 * and its colour) uses what the club receives, M x (1 - d); M itself stays the list price (issue 38.8).
 */
export function categoryFigures(
  category: CategoryInput,
  totals: ClubTotals,
  precision: number | null | undefined,
  groupIndex = 0,
  categoryIndex = 0,
  discount = 0,
  share?: CategoryShare,
  voted?: number,
): CategoryResult {
  const n = memberCount(category);
  const fc = sumValues(category.fees);
  const sc = sumValues(category.subsidies);
  const N = totals.members;
  // `share`: the category's part of the club-wide lines when some are not shared per head (season-money.md
  // section 2, allocation.ts); without it the per-head formulas, to the last bit as before.
  const expenses = finite(
    (share ? -safeDiv(share.fees, n) : -safeDiv(totals.globalFees, N)) - safeDiv(fc, n),
  );
  // S = (GS + OR)/N + sc/n: other revenues are shared per head like the global subsidies (treasurer.md section 2).
  const subsidies = finite(
    (share ? safeDiv(share.subsidies, n) : safeDiv(totals.globalSubsidies + totals.otherRevenues, N)) +
      safeDiv(sc, n),
  );
  const netCost = finite(expenses - subsidies);
  const membership = membershipOf(category, netCost, precision, voted);
  const benefits = share ? safeDiv(share.benefits, n) : totals.benefitsPerMember;
  const realCost = finite(expenses + benefits);
  // Money is counted at a price of 0 or more (issue 38.6); `membership` stays the price computed, for the warning.
  const counted = countedPrice(membership);
  const received = effectiveMembership(counted, discount);
  return {
    groupIndex,
    categoryIndex,
    name: category.name ?? "",
    members: n,
    categoryFees: fc,
    categorySubsidies: sc,
    rate: effectiveRate(category),
    manual: isManual(category),
    voted: voted !== undefined,
    expenses,
    subsidies,
    netCost,
    membership,
    compensation: finite(netCost - counted),
    benefits,
    realCost,
    paysRatio: safeDiv(counted, realCost),
    netCostTotal: finite(netCost * n),
    sellTotal: finite(received * n),
    margin: finite((received - netCost) * n),
    marginColour: marginColour(received, netCost),
  };
}
