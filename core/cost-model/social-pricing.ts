import { finite, snap } from "./numbers";
import { roundMembership } from "./rounding";
import type { SocialPricingInput } from "./types";

/**
 * Social pricing (treasurer.md section 3): family discounts by rank, income tiers and third-party
 * aids. Every pct and share is in percent (0..100); shares are of the category's members.
 */

/** A value in percent kept to 0..100, whatever a half-edited screen holds. */
const percent = (value: number | null | undefined) => Math.min(100, Math.max(0, finite(value)));

/**
 * The average discount d = min(1, sum(share x pct) / 10000) over the family discounts and the tiers
 * together: 0.02 for a 10 % discount given to 20 % of members. Aids are left out: the club still
 * receives the whole price.
 */
export function averageDiscount(socialPricing: SocialPricingInput | null | undefined): number {
  let sum = 0;
  for (const discount of socialPricing?.familyDiscounts ?? [])
    sum += percent(discount.share) * percent(discount.pct);
  for (const tier of socialPricing?.tiers ?? []) sum += percent(tier.share) * percent(tier.pct);
  return Math.min(1, snap(sum / 10_000));
}

/** M x (1 - d): what the club receives on average per member of a category priced M. */
export function effectiveMembership(membership: number, discount: number): number {
  return finite(membership * (1 - discount));
}

/**
 * M / (1 - d) rounded as M is (precision 0: up to a whole unit): the list price that keeps the
 * revenue of M once the discounts are given. Null when d = 1 (everyone gets everything free).
 */
export function balancedMembership(
  membership: number,
  discount: number,
  precision: number | null | undefined,
): number | null {
  if (discount >= 1) return null;
  return roundMembership(finite(membership / (1 - discount)), precision);
}

/**
 * What a family pays for a category priced M: max(0, M x (1 - pct/100) - aid), with `pct` its tier's
 * discount (or a family discount's, for the n-th child) and `aid` a third-party aid it receives
 * (Pass'Sport, town or CAF voucher). Snapped so 96 x 0.7 reads 67.2, not 67.19999999999999.
 */
export function familyPays(membership: number, pct: number, aid = 0): number {
  return Math.max(0, snap(finite(membership) * (1 - percent(pct) / 100) - Math.max(0, finite(aid)))) + 0;
}

export interface FamilyPaysRow {
  /** The tier's name; null for the list price (no tier). */
  tier: string | null;
  pct: number;
  /** One cell per aid: first without aid (`aid` null), then each third-party aid in document order. */
  cells: { aid: string | null; amount: number; pays: number }[];
}

/**
 * The "what a family pays" table of one category: the list price then each tier, by row; no aid then
 * each aid, by column.
 */
export function familyPaysTable(
  membership: number,
  socialPricing: SocialPricingInput | null | undefined,
): FamilyPaysRow[] {
  const aids = [
    { aid: null as string | null, amount: 0 },
    ...(socialPricing?.thirdPartyAids ?? []).map((a) => ({
      aid: a.name,
      amount: Math.max(0, finite(a.amount)),
    })),
  ];
  const tiers = [
    { tier: null as string | null, pct: 0 },
    ...(socialPricing?.tiers ?? []).map((t) => ({ tier: t.name, pct: percent(t.pct) })),
  ];
  return tiers.map(({ tier, pct }) => ({
    tier,
    pct,
    cells: aids.map(({ aid, amount }) => ({ aid, amount, pays: familyPays(membership, pct, amount) })),
  }));
}
