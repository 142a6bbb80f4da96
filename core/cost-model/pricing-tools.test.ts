import { describe, expect, it } from "vitest";
import { calculatorSchema, newScenario, type Calculator } from "../schemas/calculator";
import {
  averageDiscount,
  balancedMembership,
  breakEvenMembers,
  breakEvenPriceChange,
  computeCalculator,
  evaluateCalculator,
  familyPays,
  familyPaysTable,
  forecastResult,
  frozenPrice,
  scenarioMembers,
  type EvaluatedCategory,
  type EvaluatedFigures,
} from "./index";
import { workedExample } from "./worked-example";

/** Issue 28: result, break-even, scenarios and social pricing (treasurer.md sections 2 and 3) on cost-model.md's worked example. */
const cents = (value: number | null | undefined, expected: number) => expect(value).toBeCloseTo(expected, 2);
const byName = (figures: EvaluatedFigures, name: string): EvaluatedCategory => {
  const found = figures.categories.find((c) => c.category === name);
  if (!found) throw new Error(`missing category ${name}`);
  return found;
};
const withPricingTools = (extra: Partial<Calculator>): Calculator =>
  calculatorSchema.parse({ ...workedExample(), ...extra });

describe("result and break-even on the worked example", () => {
  const evaluation = evaluateCalculator(workedExample());

  it("gives result 1,520 = ST + GS + OR + sum of sc - budget = ST - NC", () => {
    // 12720 + 2000 + 0 + 200 - 13400 = 1520 = 12720 - 11200.
    expect(evaluation.totals).toMatchObject({ N: 100, budget: 13400, NC: 11200, ST: 12720, result: 1520 });
    cents(evaluation.totals.marginPct, 13.57);
    // -1520 / 12720: every price 11.95 % lower balances the club.
    cents(evaluation.totals.breakEvenPriceChange, -0.1195);
    cents(forecastResult(computeCalculator(workedExample()).totals, 12720), 1520);
  });

  it("gives U11's break-even max(0, ceil(20 - 1520/96)) = 5 members, U15 17 and Loisir 40", () => {
    expect(byName(evaluation, "U11").breakEvenMembers).toBe(5);
    // ceil(30 - 1520/110) = ceil(16.18); ceil(50 - 1520/150) = ceil(39.87).
    expect(byName(evaluation, "U15").breakEvenMembers).toBe(17);
    expect(byName(evaluation, "Loisir").breakEvenMembers).toBe(40);
  });

  it("keeps cost-model.md's per-category figures, in document order", () => {
    expect(
      evaluation.categories.map((c) => [c.group, c.category, c.members, c.E, c.S, c.A, c.M, c.K, c.R]),
    ).toEqual([
      ["Jeunes", "U11", 20, 150, 30, 120, 96, 24, 241],
      ["Jeunes", "U15", 30, 130, 20, 110, 110, 0, 221],
      ["Adultes", "Loisir", 50, 130, 20, 110, 150, -40, 221],
    ]);
    cents((byName(evaluation, "U11").pays ?? 0) * 100, 39.83);
    expect(evaluation.categories.map((c) => c.margin)).toEqual([-480, 0, 2000]);
    // No social pricing: the club receives the list price, which is already balanced.
    expect(evaluation.categories.map((c) => [c.effectiveMembership, c.balancedMembership])).toEqual([
      [96, 96],
      [110, 110],
      [150, 150],
    ]);
    expect(evaluation.scenarios).toEqual([]);
  });

  it("has no break-even where nothing is sold", () => {
    expect(breakEvenMembers(20, 1520, 0)).toBeNull();
    expect(breakEvenMembers(20, -100, -5)).toBeNull();
    expect(breakEvenPriceChange(100, 0)).toBeNull();
    // A club in deficit needs more members: ceil(20 + 480/96) = 25.
    expect(breakEvenMembers(20, -480, 96)).toBe(25);
    // Never below 0 members.
    expect(breakEvenMembers(2, 10_000, 96)).toBe(0);
  });
});

describe("other revenues", () => {
  it("are shared per head like the global subsidies: S = (GS + OR)/N + sc/n", () => {
    const figures = evaluateCalculator(
      withPricingTools({ otherRevenues: [{ name: "Tournoi", value: 500 }] }),
    );
    // U11: (2000 + 500)/100 + 200/20 = 35; A = 150 - 35 = 115; M = ceil(115 x 0.8) = 92.
    expect(byName(figures, "U11")).toMatchObject({ S: 35, A: 115, M: 92 });
    // U15 is priced at its cost (rate 100): 130 - 25 = 105; Loisir keeps its manual 150.
    expect(byName(figures, "U15")).toMatchObject({ S: 25, A: 105, M: 105 });
    // ST = 92 x 20 + 105 x 30 + 150 x 50 = 12490; result = 12490 + 2000 + 500 + 200 - 13400 = 1790 = ST - NC (10700).
    expect(figures.totals).toMatchObject({ ST: 12490, NC: 10700, result: 1790 });
  });

  it("leave a document without them as it was", () => {
    expect(computeCalculator(withPricingTools({ otherRevenues: [] }))).toEqual(
      computeCalculator(workedExample()),
    );
  });
});

describe("a scenario with membersPct -10 and frozen prices", () => {
  const calc = withPricingTools({
    scenarios: [
      {
        id: "fewer",
        name: "10 % fewer members",
        membersPct: -10,
        subsidiesPct: 0,
        feesPct: 0,
        pricesPct: 0,
        paidBenefits: [],
      },
    ],
  });
  const evaluation = evaluateCalculator(calc);
  const scenario = evaluation.scenarios[0];

  it("moves the members and keeps the baseline's prices", () => {
    // n' = round(20 x 0.9) = 18, round(30 x 0.9) = 27, round(50 x 0.9) = 45; N' = 90.
    expect(scenario.categories.map((c) => [c.category, c.members, c.M])).toEqual([
      ["U11", 18, 96],
      ["U15", 27, 110],
      ["Loisir", 45, 150],
    ]);
    expect([scenario.id, scenario.name, scenario.totals.N]).toEqual(["fewer", "10 % fewer members", 90]);
  });

  it("gives the hand-computed result 248", () => {
    // ST' = 96 x 18 + 110 x 27 + 150 x 45 = 1728 + 2970 + 6750 = 11448; the costs do not move:
    // budget 13400, subsidies 2000 + 200; result = 11448 + 2200 - 13400 = 248 = ST' - NC' (NC' = 11200).
    expect(scenario.totals).toMatchObject({ N: 90, budget: 13400, ST: 11448 });
    cents(scenario.totals.NC, 11200);
    cents(scenario.totals.result, 248);
    // U11 per member: E' = 13000/90 + 400/18 = 166.67, S' = 2000/90 + 200/18 = 33.33, A' = 133.33,
    // R' = E' + 9100/90 = 267.78; break-even ceil(18 - 248/96) = ceil(15.42) = 16.
    const u11 = byName(scenario, "U11");
    cents(u11.E, 166.67);
    cents(u11.S, 33.33);
    cents(u11.A, 133.33);
    cents(u11.R, 267.78);
    expect(u11.breakEvenMembers).toBe(16);
  });

  it("never changes the baseline", () => {
    expect(evaluation.totals.result).toBe(1520);
    expect(evaluation.categories.map((c) => c.members)).toEqual([20, 30, 50]);
    expect(calc.groups[0].categories[0].members).toBe(20);
  });
});

describe("scenario changes", () => {
  const scenario = (change: Record<string, unknown>) => {
    const calc = withPricingTools({
      scenarios: [
        {
          id: "s",
          name: "S",
          membersPct: 0,
          subsidiesPct: 0,
          feesPct: 0,
          pricesPct: 0,
          paidBenefits: [],
          ...change,
        },
      ],
    });
    return evaluateCalculator(calc).scenarios[0];
  };

  it("the town cuts 30 % of its grant: subsidies x 0.7", () => {
    // GS 2000 -> 1400 and U11's sc 200 -> 140: result = 12720 + 1400 + 140 - 13400 = 860.
    cents(scenario({ subsidiesPct: -30 }).totals.result, 860);
  });

  it("fees 10 % higher: budget x 1.1", () => {
    // budget 13400 -> 14740: result = 12720 + 2200 - 14740 = 180.
    const s = scenario({ feesPct: 10 });
    cents(s.totals.budget, 14740);
    cents(s.totals.result, 180);
  });

  it("prices 5 % higher, rounded up as M is", () => {
    // 96 x 1.05 = 100.8 -> 101, 110 x 1.05 = 115.5 -> 116, 150 x 1.05 = 157.5 -> 158.
    const s = scenario({ pricesPct: 5 });
    expect(s.categories.map((c) => c.M)).toEqual([101, 116, 158]);
    expect(frozenPrice(96, 5, 1)).toBe(100.8);
  });

  it("the gym becomes paid: its 4,530 leave the benefits in kind for the cash expenses", () => {
    const s = scenario({ paidBenefits: ["GYM"] });
    // budget 13400 + 200 h x 22.65 = 17930; result = 12720 + 2200 - 17930 = -3010; B = (9100 - 4530)/100 = 45.7.
    cents(s.totals.budget, 17930);
    cents(s.totals.result, -3010);
    // U11: E = 17530/100 + 400/20 = 195.3, R = 195.3 + 45.7 = 241 (the real cost does not move).
    cents(byName(s, "U11").E, 195.3);
    cents(byName(s, "U11").R, 241);
  });

  it("a new scenario changes nothing and takes a free id", () => {
    const first = newScenario([], "Grant cut");
    expect(first).toEqual({
      id: "s1",
      name: "Grant cut",
      membersPct: 0,
      subsidiesPct: 0,
      feesPct: 0,
      pricesPct: 0,
      paidBenefits: [],
    });
    expect(newScenario([{ id: "s2" }], "B").id).toBe("s3");
    expect(newScenario([{ id: "s1" }, { id: "s3" }], "C").id).toBe("s4");
    expect(evaluateCalculator(withPricingTools({ scenarios: [first] })).scenarios[0].totals).toEqual(
      evaluateCalculator(workedExample()).totals,
    );
  });

  it("n' is at least 1, rounded half up", () => {
    expect(scenarioMembers(20, -100)).toBe(1);
    expect(scenarioMembers(5, -10)).toBe(5); // 4.5 rounds up
    expect(scenarioMembers(30, -10)).toBe(27);
  });
});

describe("social pricing with a 10 % discount for 20 % of members", () => {
  const socialPricing = {
    familyDiscounts: [{ rank: 2, pct: 10, share: 20 }],
    tiers: [{ name: "QF1", pct: 30, share: 0 }],
    thirdPartyAids: [{ name: "Pass'Sport", amount: 70, share: 15 }],
  };
  const evaluation = evaluateCalculator(withPricingTools({ socialPricing }));

  it("gives d = 20 x 10 / 10000 = 0.02", () => {
    expect(averageDiscount(socialPricing)).toBe(0.02);
    expect(
      averageDiscount({
        tiers: [{ name: "All", pct: 100, share: 100 }],
        familyDiscounts: [{ rank: 2, pct: 50, share: 50 }],
      }),
    ).toBe(1);
    expect(averageDiscount(undefined)).toBe(0);
  });

  it("receives M x 0.98 and balances at M / 0.98 rounded up", () => {
    // U11: 96 x 0.98 = 94.08, 96 / 0.98 = 97.96 -> 98; U15: 107.8, 112.24 -> 113; Loisir: 147, 153.06 -> 154.
    expect(evaluation.categories.map((c) => [c.M, c.balancedMembership])).toEqual([
      [96, 98],
      [110, 113],
      [150, 154],
    ]);
    cents(byName(evaluation, "U11").effectiveMembership, 94.08);
    cents(byName(evaluation, "U15").effectiveMembership, 107.8);
    cents(byName(evaluation, "Loisir").effectiveMembership, 147);
  });

  it("uses what the club receives in the result", () => {
    // ST = 12720 x 0.98 = 12465.6; result = 12465.6 + 2200 - 13400 = 1265.6; U11 needs ceil(20 - 1265.6/94.08) = 7.
    cents(evaluation.totals.ST, 12465.6);
    cents(evaluation.totals.result, 1265.6);
    expect(byName(evaluation, "U11").breakEvenMembers).toBe(7);
  });

  it("says what each kind of family pays, aids not changing what the club receives", () => {
    // QF1 with Pass'Sport: max(0, 96 x 0.7 - 70) = 0 for U11; 150 x 0.7 - 70 = 35 for Loisir.
    expect(familyPays(96, 30, 70)).toBe(0);
    expect(familyPays(150, 30, 70)).toBe(35);
    expect(familyPays(96, 30)).toBe(67.2);
    expect(familyPaysTable(150, socialPricing)).toEqual([
      {
        tier: null,
        pct: 0,
        cells: [
          { aid: null, amount: 0, pays: 150 },
          { aid: "Pass'Sport", amount: 70, pays: 80 },
        ],
      },
      {
        tier: "QF1",
        pct: 30,
        cells: [
          { aid: null, amount: 0, pays: 105 },
          { aid: "Pass'Sport", amount: 70, pays: 35 },
        ],
      },
    ]);
  });

  it("has no balanced price when everyone gets everything free", () => {
    expect(balancedMembership(96, 1, 0)).toBeNull();
    expect(balancedMembership(96, 0.02, 1)).toBe(97.96);
  });
});

describe("the document's new parts", () => {
  const issue = (extra: Record<string, unknown>) => {
    const result = calculatorSchema.safeParse({ ...workedExample(), ...extra });
    return result.success
      ? null
      : { path: result.error.issues[0].path.join("."), message: result.error.issues[0].message };
  };

  it("are optional: a document saved before them loads as it was, and its figures do not move", () => {
    const parsed = calculatorSchema.parse(workedExample());
    expect(["otherRevenues", "scenarios", "socialPricing"].filter((key) => key in parsed)).toEqual([]);
    expect(parsed).toEqual(workedExample());
  });

  it("fill a scenario's missing changes with 0 and social pricing's missing lists with none", () => {
    const parsed = calculatorSchema.parse({
      ...workedExample(),
      scenarios: [{ id: "a", name: "A" }],
      socialPricing: {},
    });
    expect(parsed.scenarios).toEqual([
      { id: "a", name: "A", membersPct: 0, subsidiesPct: 0, feesPct: 0, pricesPct: 0, paidBenefits: [] },
    ]);
    expect(parsed.socialPricing).toEqual({ familyDiscounts: [], tiers: [], thirdPartyAids: [] });
  });

  it.each([
    [{ otherRevenues: [{ name: "Bar", value: -1 }] }, "otherRevenues.0.value", "not_in_range"],
    [{ scenarios: [{ id: "a", name: "A", membersPct: -101 }] }, "scenarios.0.membersPct", "not_in_range"],
    [{ scenarios: [{ id: "a", name: "A", pricesPct: 1001 }] }, "scenarios.0.pricesPct", "not_in_range"],
    [
      { scenarios: [{ id: "a", name: "A", paidBenefits: ["POOL"] }] },
      "scenarios.0.paidBenefits.0",
      "error_type_required",
    ],
    [
      {
        scenarios: [
          { id: "a", name: "A" },
          { id: "b", name: "B" },
          { id: "a", name: "C" },
        ],
      },
      "scenarios.2.id",
      "error_scenario_id_taken",
    ],
    [
      { scenarios: Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, name: "S" })) },
      "scenarios",
      undefined,
    ],
    [
      { socialPricing: { familyDiscounts: [{ rank: 1, pct: 10, share: 20 }] } },
      "socialPricing.familyDiscounts.0.rank",
      "not_in_range",
    ],
    [
      { socialPricing: { tiers: [{ name: "QF1", pct: 30, share: 101 }] } },
      "socialPricing.tiers.0.share",
      "not_in_range",
    ],
    [
      { socialPricing: { thirdPartyAids: [{ name: "Pass'Sport", amount: -70, share: 10 }] } },
      "socialPricing.thirdPartyAids.0.amount",
      "not_in_range",
    ],
  ])("refuses %j at %s", (extra, path, message) => {
    const found = issue(extra);
    expect(found?.path).toBe(path);
    if (message) expect(found?.message).toBe(message);
  });
});
