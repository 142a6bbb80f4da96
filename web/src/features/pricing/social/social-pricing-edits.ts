import type { Calculator, SocialPricing } from "#core/schemas/calculator";
import { CALCULATOR_LIMITS, FAMILY_RANK } from "#core/schemas/calculator-basics";

/**
 * The social-pricing section's edits (treasurer.md section 3): each returns the next document for the
 * screen's usual update path. Values are kept in the schema's ranges so an autosave is never refused.
 */

export type SocialList = keyof SocialPricing;
type Row<L extends SocialList> = SocialPricing[L][number];

export const EMPTY_SOCIAL_PRICING: SocialPricing = { familyDiscounts: [], tiers: [], thirdPartyAids: [] };

/** Pass'Sport, the State's sports voucher: 70 EUR in 2025-2026 (treasurer.md section 3). */
export const PASS_SPORT_AMOUNT = 70;

const limits: Record<SocialList, number> = {
  familyDiscounts: CALCULATOR_LIMITS.familyDiscounts,
  tiers: CALCULATOR_LIMITS.tiers,
  thirdPartyAids: CALCULATOR_LIMITS.thirdPartyAids,
};

export const socialPricingOf = (calc: Pick<Calculator, "socialPricing">): SocialPricing => ({
  ...EMPTY_SOCIAL_PRICING,
  ...calc.socialPricing,
});

export const canAddRow = (calc: Pick<Calculator, "socialPricing">, list: SocialList) =>
  socialPricingOf(calc)[list].length < limits[list];

/** 0..100, as the schema wants shares and discounts. */
export const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));

function withList<L extends SocialList>(calc: Calculator, list: L, rows: Row<L>[]): Calculator {
  return { ...calc, socialPricing: { ...socialPricingOf(calc), [list]: rows } };
}

/** The next family rank not yet discounted (2 = second child), or null when ranks 2..10 all are. */
export function nextFamilyRank(calc: Pick<Calculator, "socialPricing">): number | null {
  const taken = new Set(socialPricingOf(calc).familyDiscounts.map((d) => d.rank));
  for (let rank = FAMILY_RANK.min; rank <= FAMILY_RANK.max; rank++) if (!taken.has(rank)) return rank;
  return null;
}

/** Adds a row at the end of a list (the same document when the list is full). */
export function withRow<L extends SocialList>(calc: Calculator, list: L, row: Row<L>): Calculator {
  if (!canAddRow(calc, list)) return calc;
  return withList(calc, list, [...socialPricingOf(calc)[list], row] as Row<L>[]);
}

/** Changes fields of a row; percents and amounts are kept in range, an empty name is not stored. */
export function withRowChange<L extends SocialList>(
  calc: Calculator,
  list: L,
  index: number,
  change: Partial<Row<L>>,
): Calculator {
  const fixed: Record<string, unknown> = { ...change };
  for (const key of ["pct", "share"] as const)
    if (typeof fixed[key] === "number") fixed[key] = clampPercent(fixed[key] as number);
  if (typeof fixed.amount === "number")
    fixed.amount = Math.max(0, Number.isFinite(fixed.amount) ? (fixed.amount as number) : 0);
  if (typeof fixed.rank === "number")
    fixed.rank = Math.min(FAMILY_RANK.max, Math.max(FAMILY_RANK.min, Math.round(fixed.rank as number)));
  if (typeof fixed.name === "string") {
    if (!fixed.name.trim()) delete fixed.name;
    else fixed.name = fixed.name.trim();
  }
  const rows = socialPricingOf(calc)[list] as Row<L>[];
  return withList(
    calc,
    list,
    rows.map((row, i) => (i === index ? { ...row, ...fixed } : row)),
  );
}

export function withoutRow(calc: Calculator, list: SocialList, index: number): Calculator {
  return withList(
    calc,
    list,
    socialPricingOf(calc)[list].filter((_, i) => i !== index),
  );
}
