import { type EvaluatedCategory, familyPays, safeDiv } from "#core/cost-model/index";
import type { SocialPricing } from "#core/schemas/calculator";

/** The largest reduction a family can get: a tier, or the discount of a family's n-th child. */
export type Reduction =
  { kind: "tier"; name: string; pct: number } | { kind: "rank"; rank: number; pct: number };

/** The statistics tab's "what a family really pays" for one category (treasurer.md section 3). */
export interface FamilyGistRow {
  group: string;
  category: string;
  /** The list price M. */
  listPrice: number;
  /** M x (1 - d): what the club receives on average per member. */
  clubReceives: number;
  /** The least a family pays: max(0, M x (1 - pct/100) - aid) with the largest reduction and the largest aid. */
  lowest: number;
  /** What gives the lowest price; null when it is the list price's own (no reduction, no aid). */
  reduction: Reduction | null;
  aid: { name: string; amount: number } | null;
  /** The real cost per member R, and the lowest price's part of it (0..1; null when R <= 0). */
  realCost: number;
  lowestShareOfReal: number | null;
}

/**
 * The social pricing gives a family something: a tier or a family discount above 0 %, or an aid above 0.
 * Without it the statistics tab shows no family section (the list price is what everyone pays).
 */
export function hasSocialPricing(social: SocialPricing | undefined | null): social is SocialPricing {
  if (!social) return false;
  return (
    social.tiers.some((t) => t.pct > 0) ||
    social.familyDiscounts.some((d) => d.pct > 0) ||
    social.thirdPartyAids.some((a) => a.amount > 0)
  );
}

/**
 * Tiers and family discounts are alternatives, not added up (familyPays takes one pct), so the lowest
 * price takes the largest of them, with the largest aid: the first of equals, in document order.
 */
function largestReduction(social: SocialPricing): Reduction | null {
  let best: Reduction | null = null;
  for (const tier of social.tiers)
    if (tier.pct > (best?.pct ?? 0)) best = { kind: "tier", name: tier.name, pct: tier.pct };
  for (const discount of [...social.familyDiscounts].sort((a, b) => a.rank - b.rank)) {
    if (discount.pct > (best?.pct ?? 0)) best = { kind: "rank", rank: discount.rank, pct: discount.pct };
  }
  return best;
}

function largestAid(social: SocialPricing): { name: string; amount: number } | null {
  let best: { name: string; amount: number } | null = null;
  for (const aid of social.thirdPartyAids)
    if (aid.amount > (best?.amount ?? 0)) best = { name: aid.name, amount: aid.amount };
  return best;
}

/** One row per category, in document order, from core's evaluation (the figures the Prices tab shows). */
export function familyGist(categories: EvaluatedCategory[], social: SocialPricing): FamilyGistRow[] {
  const reduction = largestReduction(social);
  const aid = largestAid(social);
  return categories.map((c) => {
    const listPrice = Math.max(0, c.M);
    const lowest = familyPays(listPrice, reduction?.pct ?? 0, aid?.amount ?? 0);
    return {
      group: c.group,
      category: c.category,
      listPrice,
      clubReceives: Math.max(0, c.effectiveMembership),
      lowest,
      reduction,
      aid,
      realCost: c.R,
      lowestShareOfReal: c.R > 0 ? safeDiv(lowest, c.R) : null,
    };
  });
}
