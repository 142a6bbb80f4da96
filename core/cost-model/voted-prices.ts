import type { CalculatorModelInput, CalculatorResult, CategoryInput, VotedPricesInput } from "./types";

/**
 * Voted prices (season-money.md section 3, docs/decisions/229): once the general meeting votes the
 * prices, a budget change must move the result, never a price on the poster. While `prices` is set,
 * each listed category's M is its voted amount (rounded as M is); a category it does not list (added
 * after the vote, or without an id yet) follows its rate or manual amount until prices are voted again.
 */

/** The voted amount of a category, or undefined when it follows its rate (no vote, no id, not listed). */
export function votedPriceOf(
  prices: VotedPricesInput | null | undefined,
  category: Pick<CategoryInput, "id">,
): number | undefined {
  const byCategory = prices?.byCategory;
  if (!byCategory || category.id === undefined || !Object.hasOwn(byCategory, category.id)) return undefined;
  const amount = byCategory[category.id];
  return typeof amount === "number" && Number.isFinite(amount) ? amount : undefined;
}

/** The prices a vote on `day` ("YYYY-MM-DD") writes: every category's current M, by its id (a category without one is left out). */
export function votedPrices(
  calc: CalculatorModelInput,
  computed: CalculatorResult,
  day: string,
): { votedOn: string; byCategory: Record<string, number> } {
  const byCategory: Record<string, number> = {};
  (calc.groups ?? []).forEach((group, g) =>
    (group.categories ?? []).forEach((category, c) => {
      const figures = computed.groups[g]?.categories[c];
      if (category.id !== undefined && figures) byCategory[category.id] = figures.membership;
    }),
  );
  return { votedOn: day, byCategory };
}

/** The document with the prices voted on `day`. */
export function withVotedPrices<D extends CalculatorModelInput>(
  calc: D,
  computed: CalculatorResult,
  day: string,
): D {
  return { ...calc, prices: votedPrices(calc, computed, day) };
}

/** The document without voted prices: every category follows its rate again ("unvote"). */
export function withoutVotedPrices<D extends CalculatorModelInput>(calc: D): D {
  if (calc.prices === undefined) return calc;
  const next = { ...calc };
  delete (next as { prices?: unknown }).prices;
  return next;
}

/** Whether the document's prices are voted: the screen then locks the prices and says since when. */
export function pricesVoted(calc: Pick<CalculatorModelInput, "prices">): boolean {
  return calc.prices !== undefined && calc.prices !== null;
}
