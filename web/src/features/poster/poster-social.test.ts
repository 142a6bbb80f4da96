import { describe, expect, it } from "vitest";
import { posterLayout } from "./poster-layout";
import { socialPosterLines } from "./poster-social";

const texts = {
  family: (rank: number, percent: string) => `Child ${rank}: -${percent}`,
  tier: (name: string, percent: string) => `${name}: -${percent}`,
  aid: (name: string, amount: string) => `${name} accepted: -${amount}`,
  percent: (pct: number) => `${pct}%`,
  amount: (value: number) => `€${value}`,
};

describe("the poster's tiers and aids", () => {
  it("lists family discounts by rank, then tiers, then aids, leaving out what gives nothing", () => {
    const lines = socialPosterLines(
      {
        familyDiscounts: [
          { rank: 3, pct: 20, share: 5 },
          { rank: 2, pct: 10, share: 20 },
          { rank: 4, pct: 0, share: 1 },
        ],
        tiers: [
          { name: "QF < 700", pct: 30, share: 10 },
          { name: "None", pct: 0, share: 0 },
        ],
        thirdPartyAids: [
          { name: "Pass'Sport", amount: 70, share: 15 },
          { name: "Empty", amount: 0, share: 0 },
        ],
      },
      texts,
    );
    expect(lines).toEqual(["Child 2: -10%", "Child 3: -20%", "QF < 700: -30%", "Pass'Sport accepted: -€70"]);
    expect(socialPosterLines(undefined, texts)).toEqual([]);
  });

  it("makes room for the block between the prices and the message", () => {
    const without = posterLayout(3, 2, false);
    const withSocial = posterLayout(3, 2, false, 4);
    expect(without.socialTop).toBeNull();
    expect(withSocial.socialTop).toBe(without.messageTop);
    expect(withSocial.height - without.height).toBe(44 + 4 * 34 + 36);
  });
});
