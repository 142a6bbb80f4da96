import { computeCalculator } from "./compute";
import { requestedMembershipRate } from "./membership";
import type { CalculatorModelInput, CalculatorResult, CategoryInput } from "./types";

/** Rebuilds the document with each category replaced by `fn`'s output; other fields are kept as they are. */
function mapCategories<D extends CalculatorModelInput>(
  calc: D,
  fn: (category: CategoryInput, groupIndex: number, categoryIndex: number) => CategoryInput,
): D {
  const groups = (calc.groups ?? []).map((group, g) => ({
    ...group,
    categories: (group.categories ?? []).map((category, c) => fn(category, g, c)),
  }));
  // fn only spreads the category and sets model fields, so the concrete category type is preserved.
  return { ...calc, groups } as D;
}

/** Copy of the document with each category's stored `membership` set to its computed M (before a save). */
export function withComputedMemberships<D extends CalculatorModelInput>(
  calc: D,
  result: CalculatorResult = computeCalculator(calc),
): D {
  return mapCategories(calc, (category, g, c) => ({
    ...category,
    membership: result.groups[g]?.categories[c]?.membership ?? 0,
  }));
}

/**
 * Re-derives the rate of every manual category from its requested amount (used when the
 * input-membership flag differs from the saved context, or after costs changed).
 */
export function recalculateRates<D extends CalculatorModelInput>(
  calc: D,
  result: CalculatorResult = computeCalculator(calc),
): D {
  return mapCategories(calc, (category, g, c) => {
    const figures = result.groups[g]?.categories[c];
    // A voted price is not the manual amount: the rate follows the amount the club typed, not the vote.
    if (!figures?.manual || figures.voted) return category;
    return { ...category, rate: requestedMembershipRate(figures.membership, figures.netCost) };
  });
}
