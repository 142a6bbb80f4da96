import {
  type CalculatorResult,
  type CategoryResult,
  categoryShares,
  hasAllocation,
  memberCount,
  safeDiv,
} from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";

/** A category's part of the club-wide lines, per member, as its card lists them (negative fees). */
export interface ClubLinesPerMember {
  globalFees: number;
  globalSubsidies: number;
  otherRevenues: number;
}

// Each card asks for its category's row: the document's other-revenue shares are made once per edit.
const revenueShares = new WeakMap<Calculator, number[] | null>();

function otherRevenueShares(doc: Calculator): number[] | null {
  let found = revenueShares.get(doc);
  if (found === undefined) {
    const only = { groups: doc.groups, otherRevenues: doc.otherRevenues };
    found = hasAllocation(only)
      ? (categoryShares(only, memberCount)?.map((share) => share.subsidies) ?? null)
      : null;
    revenueShares.set(doc, found);
  }
  return found;
}

/**
 * The club-wide rows of a category's per-member budget. Shared per head they are GF/N, GS/N and OR/N
 * (cost-model.md); once a line is shared by hours or within a group (season-money.md section 2) they are
 * the category's shares, taken from its E and S so the rows add up to the net cost shown beneath them.
 */
export function clubLinesPerMember(
  doc: Calculator,
  result: CalculatorResult,
  figures: CategoryResult,
): ClubLinesPerMember {
  const N = result.totals.members;
  if (!hasAllocation(doc))
    return {
      globalFees: safeDiv(result.totals.globalFees, N),
      globalSubsidies: safeDiv(result.totals.globalSubsidies, N),
      otherRevenues: safeDiv(result.totals.otherRevenues, N),
    };
  const n = figures.members;
  const flat = result.categories.indexOf(figures);
  const revenues = otherRevenueShares(doc);
  const otherRevenues =
    revenues && flat >= 0 ? safeDiv(revenues[flat] ?? 0, n) : safeDiv(result.totals.otherRevenues, N);
  return {
    globalFees: -figures.expenses - safeDiv(figures.categoryFees, n),
    globalSubsidies: figures.subsidies - safeDiv(figures.categorySubsidies, n) - otherRevenues,
    otherRevenues,
  };
}
