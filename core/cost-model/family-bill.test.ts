import { describe, expect, it } from "vitest";
import { familyBill, rankDiscount } from "./family-bill";
import type { SocialPricingInput } from "./types";

const social: SocialPricingInput = {
  familyDiscounts: [
    { rank: 2, pct: 20, share: 10 },
    { rank: 3, pct: 30, share: 5 },
  ],
  tiers: [
    { name: "QF < 600", pct: 25, share: 20 },
    { name: "QF < 900", pct: 10, share: 20 },
  ],
  thirdPartyAids: [
    { name: "Pass'Sport", amount: 70, share: 15 },
    { name: "Ville", amount: 20, share: 5 },
  ],
};

describe("what one family pays for all its members (issue 46.1)", () => {
  it("two children in U11 at 96 with a 20 % second-child discount pay 96 + 96 x 0.8 = 172.80", () => {
    const bill = familyBill(
      [{ price: 96 }, { price: 96 }],
      { familyDiscounts: [{ rank: 2, pct: 20, share: 0 }] },
      null,
    );
    expect(bill.total).toBe(172.8);
    expect(bill.listTotal).toBe(192);
    expect(bill.discounts).toBe(19.2);
    expect(bill.lines.map((l) => [l.rank, l.reduction, l.discount, l.pays])).toEqual([
      [1, null, 0, 96],
      [2, { kind: "rank", rank: 2, pct: 20 }, 19.2, 76.8],
    ]);
  });

  it("gives the third and later members the discount of the highest rank defined below them", () => {
    expect(rankDiscount(social, 1)).toBeNull();
    expect(rankDiscount(social, 2)).toEqual({ rank: 2, pct: 20 });
    expect(rankDiscount(social, 5)).toEqual({ rank: 3, pct: 30 });
    expect(rankDiscount({ familyDiscounts: [{ rank: 3, pct: 30, share: 0 }] }, 2)).toBeNull();
    // U11, U11, Loisir, U15: 96 + 76.8 + 150 x 0.7 + 110 x 0.7.
    const bill = familyBill([{ price: 96 }, { price: 96 }, { price: 150 }, { price: 110 }], social, null);
    expect(bill.lines.map((l) => l.pays)).toEqual([96, 76.8, 105, 77]);
    expect(bill.total).toBe(354.8);
  });

  it("takes the larger of the family's tier and the rank's discount, never both", () => {
    // Tier 25 %: the first and second members take it (25 > 20), the third its rank's 30 %.
    const bill = familyBill([{ price: 100 }, { price: 100 }, { price: 100 }], social, "QF < 600");
    expect(bill.lines.map((l) => l.reduction)).toEqual([
      { kind: "tier", name: "QF < 600", pct: 25 },
      { kind: "tier", name: "QF < 600", pct: 25 },
      { kind: "rank", rank: 3, pct: 30 },
    ]);
    expect(bill.total).toBe(75 + 75 + 70);
    // An unknown tier is the list price's.
    expect(familyBill([{ price: 100 }], social, "gone").total).toBe(100);
  });

  it("takes each member's aids off what is left to pay, never below 0, each aid once", () => {
    const bill = familyBill(
      [
        { price: 96, aids: ["Pass'Sport", "Pass'Sport"] },
        { price: 96, aids: ["Pass'Sport", "Ville"] },
        { price: 150, aids: ["Unknown"] },
      ],
      social,
      null,
    );
    // 96 - 70 = 26; 76.8 - 90 -> 0 (the aid covers 76.8); 150 x 0.7 = 105.
    expect(bill.lines.map((l) => [l.aid, l.aidNames, l.pays])).toEqual([
      [70, ["Pass'Sport"], 26],
      [76.8, ["Pass'Sport", "Ville"], 0],
      [0, [], 105],
    ]);
    expect(bill).toMatchObject({ listTotal: 342, discounts: 64.2, aids: 146.8, total: 131 });
    expect(bill.listTotal - bill.discounts - bill.aids).toBeCloseTo(bill.total, 9);
  });

  it("reads a family without social pricing at its list prices, and a price below 0 as 0", () => {
    expect(familyBill([{ price: 96 }, { price: -5 }], null, null)).toMatchObject({
      total: 96,
      discounts: 0,
      aids: 0,
    });
    expect(familyBill([], social, "QF < 600").total).toBe(0);
  });
});
