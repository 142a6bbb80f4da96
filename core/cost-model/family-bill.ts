import { finite, snap } from "./numbers";
import { familyPays } from "./social-pricing";
import type { SocialPricingInput } from "./types";

/**
 * What one family pays for all its members (issue 46.1, docs/decisions/238): the statistics tab's family
 * simulator. Each member pays its category's list price, less the larger of the family's income tier and
 * the family discount of its rank (decision 176: tiers and family discounts are alternatives, never added
 * up), less the third-party aids it receives, never below 0.
 */

/** One member of the family, in the order the family lists them: the first is rank 1. */
export interface FamilyMemberInput {
  /** The list price M of the member's category. */
  readonly price: number;
  /** The names of the third-party aids this member receives (each counted once). */
  readonly aids?: readonly string[];
}

export type FamilyReduction =
  { kind: "tier"; name: string; pct: number } | { kind: "rank"; rank: number; pct: number };

export interface FamilyBillLine {
  /** 1 for the first member, 2 for the second... */
  rank: number;
  price: number;
  /** The reduction that applies (the larger of tier and rank); null when neither gives anything. */
  reduction: FamilyReduction | null;
  /** What the reduction takes off the price. */
  discount: number;
  /** What the aids take off, at most what is left to pay. */
  aid: number;
  aidNames: string[];
  /** What the family pays for this member. */
  pays: number;
}

export interface FamilyBill {
  lines: FamilyBillLine[];
  /** The list prices added up, before any reduction or aid. */
  listTotal: number;
  discounts: number;
  aids: number;
  total: number;
}

/**
 * The family discount of a rank: the discount of the highest rank defined at or below it, so "3rd child:
 * 20 %" also covers the 4th and later children, as clubs word it ("20 % from the 3rd child"). Rank 1 has none.
 */
export function rankDiscount(
  socialPricing: SocialPricingInput | null | undefined,
  rank: number,
): { rank: number; pct: number } | null {
  let best: { rank: number; pct: number } | null = null;
  for (const discount of socialPricing?.familyDiscounts ?? []) {
    if (discount.rank < 2 || discount.rank > rank) continue;
    if (!best || discount.rank > best.rank)
      best = { rank: discount.rank, pct: Math.min(100, Math.max(0, finite(discount.pct))) };
  }
  return best && best.pct > 0 ? best : null;
}

/** The family's bill, line by line; `tier` names one of socialPricing.tiers (null or unknown: the list price). */
export function familyBill(
  members: readonly FamilyMemberInput[],
  socialPricing: SocialPricingInput | null | undefined,
  tier: string | null,
): FamilyBill {
  const found = tier === null ? undefined : socialPricing?.tiers?.find((t) => t.name === tier);
  const tierPct = Math.min(100, Math.max(0, finite(found?.pct)));
  const aidAmounts = new Map<string, number>();
  for (const aid of socialPricing?.thirdPartyAids ?? [])
    if (!aidAmounts.has(aid.name)) aidAmounts.set(aid.name, Math.max(0, finite(aid.amount)));

  const lines = members.map((member, i): FamilyBillLine => {
    const rank = i + 1;
    const price = Math.max(0, finite(member.price));
    const byRank = rankDiscount(socialPricing, rank);
    // The first of equals is the tier, as in the statistics tab's gist (family-gist.ts).
    let reduction: FamilyReduction | null =
      found && tierPct > 0 ? { kind: "tier", name: found.name, pct: tierPct } : null;
    if (byRank && byRank.pct > (reduction?.pct ?? 0))
      reduction = { kind: "rank", rank: byRank.rank, pct: byRank.pct };
    const reduced = familyPays(price, reduction?.pct ?? 0);
    const aidNames = [...new Set(member.aids ?? [])].filter((name) => aidAmounts.has(name));
    const aidSum = aidNames.reduce((sum, name) => sum + (aidAmounts.get(name) ?? 0), 0);
    const pays = familyPays(reduced, 0, aidSum);
    return {
      rank,
      price,
      reduction,
      discount: snap(price - reduced) + 0,
      aid: snap(reduced - pays) + 0,
      aidNames,
      pays,
    };
  });
  const sum = (pick: (line: FamilyBillLine) => number) =>
    snap(lines.reduce((total, line) => total + pick(line), 0)) + 0;
  return {
    lines,
    listTotal: sum((l) => l.price),
    discounts: sum((l) => l.discount),
    aids: sum((l) => l.aid),
    total: sum((l) => l.pays),
  };
}
