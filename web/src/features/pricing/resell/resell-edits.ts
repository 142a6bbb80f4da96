import {
  applyRequestedMembership,
  applySliderRate,
  computeCalculator,
  recalculateRates,
} from "#core/cost-model/index";
import type { Calculator, Category } from "#core/schemas/calculator";

/** Where a category sits in the document. */
interface CategoryRef {
  group: number;
  category: number;
}

function updateCategory(
  calc: Calculator,
  ref: CategoryRef,
  update: (category: Category) => Category,
): Calculator {
  return {
    ...calc,
    groups: calc.groups.map((group, g) =>
      g !== ref.group
        ? group
        : {
            ...group,
            categories: group.categories.map((category, c) =>
              c === ref.category ? update(category) : category,
            ),
          },
    ),
  };
}

/** Moving a slider: the rate changes and a requested (manual) membership is cleared. */
export function withSliderRate(calc: Calculator, ref: CategoryRef, rate: number): Calculator {
  return updateCategory(calc, ref, (category) => applySliderRate(category, rate));
}

/** Typing a requested membership: the category becomes manual and its rate follows (cost-model.md). */
export function withRequestedMembership(
  calc: Calculator,
  ref: CategoryRef,
  amount: number,
  netCost: number,
): Calculator {
  return updateCategory(calc, ref, (category) => applyRequestedMembership(category, amount, netCost));
}

/**
 * When the input-membership flag differs from the mode the document was saved in, the manual
 * categories' rates are re-derived and the new mode recorded; null when nothing changes.
 */
export function syncInputMode(calc: Calculator, inputMembership: boolean): Calculator | null {
  if ((calc.context?.inputMembership ?? false) === inputMembership) return null;
  const recalculated = recalculateRates(calc, computeCalculator(calc, { inputMembership }));
  return { ...recalculated, context: { ...recalculated.context, inputMembership } };
}
