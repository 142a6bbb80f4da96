import type { SocialPricing } from "#core/schemas/calculator";

/** The texts the poster's tiers-and-aids block needs, already in the reader's language. */
export interface SocialLineTexts {
  family: (rank: number, percent: string) => string;
  tier: (name: string, percent: string) => string;
  aid: (name: string, amount: string) => string;
  percent: (pct: number) => string;
  amount: (value: number) => string;
}

/**
 * The poster's lines for the social pricing (treasurer.md section 3): family discounts by rank, then
 * income tiers, then the aids the club accepts. Discounts of 0 % and aids of 0 are left out: a poster
 * promises only what a family gets.
 */
export function socialPosterLines(social: SocialPricing | undefined, texts: SocialLineTexts): string[] {
  if (!social) return [];
  return [
    ...[...social.familyDiscounts]
      .sort((a, b) => a.rank - b.rank)
      .filter((d) => d.pct > 0)
      .map((d) => texts.family(d.rank, texts.percent(d.pct))),
    ...social.tiers
      .filter((tier) => tier.pct > 0)
      .map((tier) => texts.tier(tier.name, texts.percent(tier.pct))),
    ...social.thirdPartyAids
      .filter((aid) => aid.amount > 0)
      .map((aid) => texts.aid(aid.name, texts.amount(aid.amount))),
  ];
}
