import { countedPrice } from "./honest";
import { finite, safeDiv } from "./numbers";
import { categoryFigures } from "./category";
import { sliderMax } from "./membership";
import { federationFigures, resellFigures } from "./resell";
import { averageDiscount } from "./social-pricing";
import { categoryShares } from "./allocation";
import { clubTotals, memberCount } from "./totals";
import { votedPriceOf } from "./voted-prices";
import type {
  CalculatorModelInput,
  CalculatorResult,
  CategoryResult,
  GroupResult,
  PerMemberFigures,
} from "./types";

export interface ComputeOptions {
  /** Input-membership mode (feature flag on and chosen); defaults to context.inputMembership. */
  inputMembership?: boolean;
}

/** Club-wide per-member figures, weighted by members (the "all categories" statistics view). */
function averageFigures(
  categories: readonly CategoryResult[],
  members: number,
  benefits: number,
): PerMemberFigures {
  let expenses = 0;
  let subsidies = 0;
  let netCost = 0;
  let membership = 0;
  for (const c of categories) {
    expenses += c.expenses * c.members;
    subsidies += c.subsidies * c.members;
    netCost += c.netCostTotal;
    // The list price, as each category's M (0 when below: issue 38.6): its sell total counts what social pricing leaves the club.
    membership += countedPrice(c.membership) * c.members;
  }
  const e = safeDiv(expenses, members);
  const a = safeDiv(netCost, members);
  const m = safeDiv(membership, members);
  const realCost = finite(e + benefits);
  return {
    expenses: e,
    subsidies: safeDiv(subsidies, members),
    netCost: a,
    membership: m,
    compensation: finite(a - m),
    benefits,
    realCost,
    paysRatio: safeDiv(m, realCost),
  };
}

/**
 * The single entry point the UI and the server call: every figure of cost-model.md in one O(size) pass.
 * Memberships collected (ST, per group and category), margins and the club list's average membership
 * are what the club receives after social pricing, as `evaluateFigures` counts them (issue 38.8).
 */
export function computeCalculator(
  calc: CalculatorModelInput,
  options: ComputeOptions = {},
): CalculatorResult {
  const totals = clubTotals(calc);
  // Each category's part of the club-wide lines, when some are shared by hours or by group (season-money.md section 2).
  const shares = categoryShares(calc, memberCount);
  const precision = calc.precision;
  // Social pricing's average discount: every amount collected is after it (treasurer.md section 3).
  const discount = averageDiscount(calc.socialPricing);
  const categories: CategoryResult[] = [];
  const rates: number[] = [];
  const groups: GroupResult[] = (calc.groups ?? []).map((group, groupIndex) => {
    const result: GroupResult = {
      index: groupIndex,
      name: group.name ?? "",
      members: 0,
      netCostTotal: 0,
      sellTotal: 0,
      margin: 0,
      realCostTotal: 0,
      categories: [],
    };
    (group.categories ?? []).forEach((category, categoryIndex) => {
      // A price the general meeting voted holds M whatever the budget does (season-money.md section 3).
      const voted = votedPriceOf(calc.prices, category);
      const c = categoryFigures(
        category,
        totals,
        precision,
        groupIndex,
        categoryIndex,
        discount,
        shares?.[categories.length],
        voted,
      );
      result.categories.push(c);
      categories.push(c);
      rates.push(c.rate);
      result.members += c.members;
      result.netCostTotal += c.netCostTotal;
      result.sellTotal += c.sellTotal;
      result.margin += c.margin;
      result.realCostTotal += c.realCost * c.members;
    });
    // Absurd inputs can overflow a sum; keep the "never NaN/Infinity" promise.
    result.members = finite(result.members);
    result.netCostTotal = finite(result.netCostTotal);
    result.sellTotal = finite(result.sellTotal);
    result.margin = finite(result.margin);
    result.realCostTotal = finite(result.realCostTotal);
    return result;
  });

  const resell = resellFigures(totals, categories);
  const inputMode = options.inputMembership ?? calc.context?.inputMembership ?? false;
  return {
    totals,
    groups,
    categories,
    average: averageFigures(categories, totals.members, totals.benefitsPerMember),
    resell,
    federation: federationFigures(totals, resell),
    sliderMax: sliderMax(rates, inputMode),
    discount,
  };
}
