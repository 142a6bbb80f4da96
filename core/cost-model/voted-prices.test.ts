import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { withPlaceIds } from "../calculator-ids";
import type { Calculator } from "../schemas/calculator";
import {
  computeCalculator,
  evaluateCalculator,
  sectionFigures,
  withVotedPrices,
  withoutVotedPrices,
  votedPrices,
  pricesVoted,
  recalculateRates,
} from "./index";
import { workedExample } from "./worked-example";

/** Voted prices (season-money.md section 3, docs/decisions/229) on cost-model.md's worked example. */
const example = () => withPlaceIds(workedExample());
const voted = () => {
  const doc = example();
  return withVotedPrices(doc, computeCalculator(doc), "2026-06-20");
};
const prices = (doc: Calculator) => computeCalculator(doc).categories.map((c) => c.membership);
const withCoach = (doc: Calculator, value: number): Calculator => ({
  ...doc,
  internalFees: doc.internalFees.map((line) => (line.name === "Coach" ? { ...line, value } : line)),
});

describe("voting the prices", () => {
  it("writes every category's current M by its id, and the day", () => {
    expect(voted().prices).toEqual({ votedOn: "2026-06-20", byCategory: { g1c1: 96, g1c2: 110, g2c1: 150 } });
    expect(pricesVoted(voted())).toBe(true);
    expect(pricesVoted(example())).toBe(false);
  });

  it("leaves out a category without an id (it follows its rate)", () => {
    const doc = example();
    delete doc.groups[0].categories[1].id;
    expect(votedPrices(doc, computeCalculator(doc), "2026-06-20").byCategory).toEqual({
      g1c1: 96,
      g2c1: 150,
    });
  });
});

describe("while prices are voted", () => {
  it("a budget change moves the result, not M nor ST (Coach 9000 to 10000: result 1520 to 520)", () => {
    const before = evaluateCalculator(voted());
    const after = evaluateCalculator(withCoach(voted(), -10_000));
    expect(after.categories.map((c) => c.M)).toEqual([96, 110, 150]);
    expect([before.totals.ST, after.totals.ST]).toEqual([12_720, 12_720]);
    expect([before.totals.result, after.totals.result]).toEqual([1520, 520]);
    // Without the vote the same change moves U11 and U15's prices (their cost went up by 10 a member).
    expect(prices(withCoach(example(), -10_000))).toEqual([104, 120, 150]);
    expect(computeCalculator(withCoach(voted(), -10_000)).categories.map((c) => c.voted)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it("holds a moved slider and a typed price too: the vote wins over the rate and the manual amount", () => {
    const doc = voted();
    doc.groups[0].categories[0].rate = 50;
    doc.groups[1].categories[0].manualMembership = 10;
    const figures = computeCalculator(doc).categories;
    expect(figures.map((c) => c.membership)).toEqual([96, 110, 150]);
    expect(figures.map((c) => c.manual)).toEqual([false, false, true]);
  });

  it("rounds a voted amount as M is rounded (99.5: 100 at precision 0, 99.5 at 1, kept with none)", () => {
    const doc = { ...example(), prices: { votedOn: "2026-06-20", byCategory: { g1c1: 99.5, g1c2: 99.123 } } };
    expect(prices(doc).slice(0, 2)).toEqual([100, 100]);
    expect(prices({ ...doc, precision: 1 }).slice(0, 2)).toEqual([99.5, 99.12]);
    expect(prices({ ...doc, precision: null }).slice(0, 2)).toEqual([99.5, 99.123]);
  });

  it("a category added after the vote follows its rate until prices are voted again", () => {
    const doc = voted();
    doc.groups[0].categories.push({
      id: "c-new",
      name: "U18",
      members: 10,
      fees: [],
      subsidies: [],
      rate: 50,
    });
    const figures = computeCalculator(doc).categories;
    // N goes to 110, so every A moves: the voted three stay, U18 (third in document order) is half its cost, rounded up.
    expect(figures.map((c) => [c.name, c.membership, c.voted])).toEqual([
      ["U11", 96, true],
      ["U15", 110, true],
      ["U18", Math.ceil(figures[2].netCost / 2), false],
      ["Loisir", 150, true],
    ]);
    expect(withVotedPrices(doc, computeCalculator(doc), "2026-06-21").prices?.byCategory["c-new"]).toBe(
      figures[2].membership,
    );
  });

  it("unvoting gives every category its rate back", () => {
    const doc = withoutVotedPrices(withCoach(voted(), -10_000));
    expect(doc.prices).toBeUndefined();
    expect(prices(doc)).toEqual([104, 120, 150]);
  });

  it("the sections count the voted prices, and a scenario freezes them", () => {
    const doc = withCoach(voted(), -10_000);
    expect(sectionFigures(doc).map((s) => s.memberships)).toEqual([96 * 20 + 110 * 30, 150 * 50]);
    const scenario = evaluateCalculator({
      ...doc,
      scenarios: [{ id: "s1", name: "Fees", feesPct: 10, pricesPct: 0 }],
    }).scenarios[0];
    expect(scenario.categories.map((c) => c.M)).toEqual([96, 110, 150]);
  });

  it("a manual category's rate is not recomputed from the vote", () => {
    const doc = voted();
    doc.groups[1].categories[0] = { ...doc.groups[1].categories[0], rate: 136, manualMembership: 150 };
    doc.prices = { votedOn: "2026-06-20", byCategory: { ...doc.prices!.byCategory, g2c1: 200 } };
    expect(recalculateRates(doc).groups[1].categories[0].rate).toBe(136);
  });
});

/** Worked-example-shaped documents of random costs, members and rates, each category with its id. */
const randomDocument = fc
  .record({
    coach: fc.integer({ min: 0, max: 50_000 }),
    city: fc.integer({ min: 0, max: 5_000 }),
    members: fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 3, maxLength: 3 }),
    rates: fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 3, maxLength: 3 }),
    precision: fc.constantFrom(0, 1, null),
  })
  .map(({ coach, city, members, rates, precision }): Calculator => {
    const doc = withCoach(example(), -coach);
    doc.globalSubsidies[0].value = city;
    doc.precision = precision;
    doc.groups.forEach((group) =>
      group.categories.forEach((category) => {
        const i = category.name === "U11" ? 0 : category.name === "U15" ? 1 : 2;
        category.members = members[i];
        category.rate = rates[i];
        delete category.manualMembership;
      }),
    );
    return doc;
  });

describe("voted prices (property)", () => {
  it("any change of fees or subsidies keeps every M and ST to the bit, and moves the result by the change", () => {
    fc.assert(
      fc.property(
        randomDocument,
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (doc, feeChange, city) => {
          const votedDoc = withVotedPrices(doc, computeCalculator(doc), "2026-06-20");
          const changed = withCoach(votedDoc, Math.min(0, doc.internalFees[0].value + feeChange));
          changed.globalSubsidies = [{ ...changed.globalSubsidies[0], value: city }];
          const before = evaluateCalculator(votedDoc);
          const after = evaluateCalculator(changed);
          expect(after.categories.map((c) => c.M)).toEqual(before.categories.map((c) => c.M));
          expect(after.totals.ST).toBe(before.totals.ST);
          const budgetMove = after.totals.budget - before.totals.budget;
          const subsidyMove = city - doc.globalSubsidies[0].value;
          expect(after.totals.result - before.totals.result).toBeCloseTo(subsidyMove - budgetMove, 6);
        },
      ),
    );
  });
});
