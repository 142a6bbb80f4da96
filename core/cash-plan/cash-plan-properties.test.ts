import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../cents";
import { evaluateFigures, evaluateScenario } from "../cost-model";
import { cashPlan, moneyItems, scenarioCashPlan, scheduledPositions, seasonMonths, type CashPlanInput, type Schedule } from "./index";

// Exact properties of the cash plan (season-money.md section 5), drawn from the project's fixed seed
// (tests/support/fast-check-seed.ts).

const schedule: fc.Arbitrary<Schedule | undefined> = fc.option(
  fc.oneof(
    fc.constant("monthly" as const),
    fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }).map((months) => ({ months })),
  ),
  { nil: undefined },
);
/** Amounts in whole cents (what a treasurer types), and now and then with fractions of a cent. */
const amount = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100),
    fc.double({ min, max, noNaN: true }),
  );
/** Line ids from a small set, so that a scenario's line change names some of them (ids need not be unique here). */
const lineId = fc.option(fc.constantFrom("a", "b", "c", "d"), { nil: undefined });
const lines = (min: number, max: number) => fc.array(fc.record({ id: lineId, name: fc.constant("Line"), value: amount(min, max), schedule }), { maxLength: 4 });
const category = fc.record({
  name: fc.constant("Cat"),
  members: fc.integer({ min: 1, max: 500 }),
  fees: lines(-1e5, 0),
  subsidies: lines(0, 1e5),
  rate: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  manualMembership: fc.option(fc.double({ min: 0, max: 1e3, noNaN: true }), { nil: undefined }),
  schedule,
});
const document: fc.Arbitrary<CashPlanInput> = fc.record({
  precision: fc.constantFrom(0, 1, null),
  groups: fc.array(fc.record({ name: fc.constant("Group"), categories: fc.array(category, { maxLength: 4 }) }), { maxLength: 3 }),
  federalFees: lines(-1e5, 0),
  internalFees: lines(-1e5, 0),
  globalSubsidies: lines(-1e3, 1e5),
  otherRevenues: lines(0, 1e5),
  benefits: fc.array(
    fc.record({ benefitType: fc.constantFrom("GYM", "FMP"), name: fc.constant("B"), hours: fc.integer({ min: 0, max: 500 }), rate: fc.constantFrom(22.65, 14.11) }),
    {
      maxLength: 2,
    },
  ),
  socialPricing: fc.option(fc.record({ familyDiscounts: fc.constant([{ rank: 2, pct: 20, share: 30 }]) }), { nil: undefined }),
  cashPlan: fc.record({ openingBalance: amount(-1e4, 1e5), floor: amount(-1e4, 1e5) }),
});
const season = fc.integer({ min: 2000, max: 2100 }).map((y) => `${y}-${y + 1}`);
const cents = (euros: number) => Math.round(euros * 100);

describe("cash plan properties", () => {
  it("splits each line into parts that add up exactly to it, in its scheduled months only, each of its sign", () => {
    fc.assert(
      fc.property(document, (doc) => {
        for (const item of moneyItems(doc)) {
          expect(item.parts.reduce((sum, part) => sum + part, 0)).toBe(item.cents);
          // The line's cents are its amount to the cent; whole-cent lines keep it exactly.
          expect(Math.abs(item.cents - item.amount * 100)).toBeLessThan(1 + 1e-6);
          if (Number.isInteger(Math.round(item.amount * 1e6) / 1e4)) expect(item.cents).toBe(toCents(item.amount));
          const scheduled = new Set(scheduledPositions(item.schedule));
          item.parts.forEach((part, i) => {
            if (!scheduled.has(i)) expect(part).toBe(0);
            expect(part * item.cents).toBeGreaterThanOrEqual(0);
          });
          // Equal parts but the first scheduled month, which holds less than one cent per other month more.
          const [first, ...rest] = [...scheduled].map((i) => Math.abs(item.parts[i]));
          for (const part of rest) expect(part).toBe(rest[0]);
          if (rest.length > 0) expect(first - rest[0]).toBeLessThan(scheduled.size);
        }
      }),
    );
  });

  it("ends August at the opening balance plus the forecast result, without actuals", () => {
    fc.assert(
      fc.property(document, season, (doc, s) => {
        const plan = cashPlan(doc, s);
        const result = evaluateFigures(doc).totals.result;
        expect(plan.months.every((month) => !month.actual)).toBe(true);
        expect(Math.abs(plan.months[11].balance - (plan.openingBalance + result))).toBeLessThanOrEqual(0.005 + 1e-9 * (1 + Math.abs(result)));
      }),
    );
  });

  it("runs the balance month by month, names the lowest and every month under the floor", () => {
    fc.assert(
      fc.property(document, season, (doc, s) => {
        const plan = cashPlan(doc, s);
        expect(plan.months.map((month) => month.month)).toEqual(seasonMonths(s));
        let balance = cents(plan.openingBalance);
        for (const month of plan.months) {
          expect(month.in).toBeGreaterThanOrEqual(0);
          expect(month.out).toBeGreaterThanOrEqual(0);
          balance += cents(month.in) - cents(month.out);
          expect(cents(month.balance)).toBe(balance);
        }
        const lowest = Math.min(...plan.months.map((month) => month.balance));
        expect(plan.lowest).toEqual({ month: plan.months.find((month) => month.balance === lowest)?.month, balance: lowest });
        expect(plan.belowFloor).toEqual(plan.months.filter((month) => month.balance < plan.floor).map((month) => month.month));
      }),
    );
  });

  it("gives each scenario a plan ending at the opening balance plus the scenario's result", () => {
    const scenario = fc.record({
      id: fc.constant("s"),
      name: fc.constant("S"),
      membersPct: fc.integer({ min: -50, max: 50 }),
      subsidiesPct: fc.integer({ min: -100, max: 100 }),
      feesPct: fc.integer({ min: -50, max: 50 }),
      pricesPct: fc.integer({ min: -20, max: 20 }),
      paidBenefits: fc.subarray(["GYM", "FMP"]),
      lines: fc.uniqueArray(fc.record({ id: fc.constantFrom("a", "b", "c"), pct: fc.integer({ min: -100, max: 100 }) }), { selector: (line) => line.id, maxLength: 2 }),
    });
    fc.assert(
      fc.property(document, scenario, (doc, what) => {
        const plan = scenarioCashPlan(doc, what, "2026-2027");
        const result = evaluateScenario(doc, what).totals.result;
        expect(Math.abs(plan.months[11].balance - (plan.openingBalance + result))).toBeLessThanOrEqual(0.005 + 1e-9 * (1 + Math.abs(result)));
      }),
    );
  });
});
