import { describe, expect, it } from "vitest";
import { TEMPLATE_LINE_TYPE } from "./calculator-template";
import type { ReferenceRate } from "./reference-rates";
import type { Benefit } from "./schemas/calculator";
import { withPlaceIds } from "./calculator-ids";
import { computeCalculator, withVotedPrices } from "./cost-model";
import { workedExample } from "./cost-model/worked-example";
import { carryBenefitRates, nextSeasonDocument } from "./season-copy";

const rate = (code: ReferenceRate["code"], value: number): ReferenceRate => ({
  code,
  value,
  unit: "EUR/h",
  validFrom: "2026-09-01",
  source: "test",
  method: "local",
});
const from = [rate("GYM", 20), rate("FMP", 14.11), rate("OCA", 14.11)];
const to = [rate("GYM", 21.5), rate("FMP", 14.5), rate("OCA", 14.6)];

describe("benefit rates carried to the next season (docs/decisions/169)", () => {
  it("moves a rate that was the season's default to the new season's reference rate, keeps a typed one", () => {
    const benefits: Benefit[] = [
      { index: 0, benefitType: "GYM", name: "Gym at the default", hours: 100, rate: 20 },
      { index: 1, benefitType: "GYM", name: "Gym at the town's own rate", hours: 100, rate: 18 },
      { index: 2, benefitType: "FMP", code: "OCA", name: "Volunteers", hours: 10, rate: 14.11 },
      {
        index: 3,
        benefitType: "GRD",
        name: "Pitch at the built-in default (no GRD rate anywhere)",
        hours: 5,
        rate: 22.65,
      },
      { index: 4, benefitType: "SJB", name: "An amount", hours: 1000, rate: 1 },
    ];
    expect(carryBenefitRates(benefits, from, to).map((b) => b.rate)).toEqual([21.5, 18, 14.6, 22.65, 1]);
  });

  it("moves a built-in default of a document older than the reference rates", () => {
    const old: Benefit[] = [{ index: 0, benefitType: "GYM", name: "Gym", hours: 1, rate: 22.65 }];
    expect(carryBenefitRates(old, from, to)[0].rate).toBe(21.5);
  });

  it("leaves the federation's template lines to the new season's template", () => {
    const line: Benefit = {
      index: 0,
      benefitType: "GYM",
      name: "Gym",
      hours: 1,
      rate: 20,
      readonly: true,
      type: TEMPLATE_LINE_TYPE,
    };
    expect(carryBenefitRates([line], from, to)[0].rate).toBe(20);
  });
});

describe("voted prices at the next season (docs/decisions/229)", () => {
  it("stay with their season: the next one starts without them, its prices following their rates", () => {
    const doc = withPlaceIds(workedExample());
    const voted = withVotedPrices(doc, computeCalculator(doc), "2026-06-20");
    const next = nextSeasonDocument(voted, from, to);
    expect(next.prices).toBeUndefined();
    expect(voted.prices?.votedOn).toBe("2026-06-20");
    expect(next.groups).toEqual(voted.groups);
    // The benefit rates still move as carryBenefitRates says (the worked example's gym is at the built-in default).
    expect(next.benefits[0].rate).toBe(21.5);
  });
});
