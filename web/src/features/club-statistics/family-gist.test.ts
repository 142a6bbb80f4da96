import { describe, expect, it } from "vitest";
import { evaluateFigures, workedExample } from "#core/cost-model/index";
import type { SocialPricing } from "#core/schemas/calculator";
import { familyGist, hasSocialPricing } from "./family-gist";

// cost-model.md's worked example: U11 20 members at 96 (real cost 241), U15 30 at 110, Loisir 50 at 150.
const example = workedExample();
const none: SocialPricing = { familyDiscounts: [], tiers: [], thirdPartyAids: [] };

describe("what a family really pays (the statistics tab's gist of the social pricing)", () => {
  it("is shown only when a tier, a family discount or an aid gives something", () => {
    expect(hasSocialPricing(undefined)).toBe(false);
    expect(hasSocialPricing(none)).toBe(false);
    expect(hasSocialPricing({ ...none, tiers: [{ name: "Q1", pct: 0, share: 40 }] })).toBe(false);
    expect(hasSocialPricing({ ...none, familyDiscounts: [{ rank: 2, pct: 10, share: 0 }] })).toBe(true);
    expect(hasSocialPricing({ ...none, thirdPartyAids: [{ name: "CAF", amount: 30, share: 10 }] })).toBe(
      true,
    );
  });

  it("takes the largest reduction and the largest aid: 96 x (1 - 30 %) - 70, never below 0", () => {
    const social: SocialPricing = {
      familyDiscounts: [{ rank: 2, pct: 10, share: 20 }],
      tiers: [{ name: "Q1", pct: 30, share: 0 }],
      thirdPartyAids: [
        { name: "Ville", amount: 20, share: 0 },
        { name: "Pass'Sport", amount: 70, share: 0 },
      ],
    };
    const figures = evaluateFigures({ ...example, socialPricing: social });
    const [u11, u15, loisir] = familyGist(figures.categories, social);
    // d = 20 x 10 / 10000 = 0.02: the club receives 96 x 0.98 on average.
    expect(u11).toMatchObject({
      category: "U11",
      listPrice: 96,
      clubReceives: 94.08,
      lowest: 0,
      realCost: 241,
      lowestShareOfReal: 0,
    });
    expect(u11?.reduction).toEqual({ kind: "tier", name: "Q1", pct: 30 });
    expect(u11?.aid).toEqual({ name: "Pass'Sport", amount: 70 });
    // 110 x 0.7 - 70 = 7; 150 x 0.7 - 70 = 35.
    expect(u15?.lowest).toBeCloseTo(7, 9);
    expect(loisir?.lowest).toBeCloseTo(35, 9);
    expect(loisir?.lowestShareOfReal).toBeCloseTo(35 / (loisir?.realCost ?? 1), 9);
  });

  it("names a child's family discount when it is the largest, and no aid when there is none", () => {
    const social: SocialPricing = {
      familyDiscounts: [{ rank: 3, pct: 25, share: 10 }],
      tiers: [{ name: "Q1", pct: 20, share: 10 }],
      thirdPartyAids: [],
    };
    const [u11] = familyGist(evaluateFigures({ ...example, socialPricing: social }).categories, social);
    expect(u11).toMatchObject({ lowest: 72, reduction: { kind: "rank", rank: 3, pct: 25 }, aid: null });
  });
});
