import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "../cents";
import { evaluateFigures, evaluateScenario } from "../cost-model";
import {
  cashPlan,
  monthlyFlows,
  moneyItems,
  pastMonths,
  planFromFlows,
  remainingForecasts,
  scenarioCashPlan,
  scheduledPositions,
  seasonMonths,
  type CashPlanInput,
  type CashTransaction,
  type MoneyItem,
  type Schedule,
} from "./index";

// Exact properties of the cash plan (season-money.md section 5), drawn from the project's fixed seed
// (tests/support/fast-check-seed.ts).

const schedule: fc.Arbitrary<Schedule | undefined> = fc.option(
  fc.oneof(
    fc.constant("monthly" as const),
    fc
      .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 })
      .map((months) => ({ months })),
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
const lines = (min: number, max: number) =>
  fc.array(fc.record({ id: lineId, name: fc.constant("Line"), value: amount(min, max), schedule }), {
    maxLength: 4,
  });
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
  groups: fc.array(
    fc.record({ name: fc.constant("Group"), categories: fc.array(category, { maxLength: 4 }) }),
    { maxLength: 3 },
  ),
  federalFees: lines(-1e5, 0),
  internalFees: lines(-1e5, 0),
  globalSubsidies: lines(-1e3, 1e5),
  otherRevenues: lines(0, 1e5),
  benefits: fc.array(
    fc.record({
      benefitType: fc.constantFrom("GYM", "FMP"),
      name: fc.constant("B"),
      hours: fc.integer({ min: 0, max: 500 }),
      rate: fc.constantFrom(22.65, 14.11),
    }),
    {
      maxLength: 2,
    },
  ),
  socialPricing: fc.option(fc.record({ familyDiscounts: fc.constant([{ rank: 2, pct: 20, share: 30 }]) }), {
    nil: undefined,
  }),
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
          if (Number.isInteger(Math.round(item.amount * 1e6) / 1e4))
            expect(item.cents).toBe(toCents(item.amount));
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
        expect(Math.abs(plan.months[11].balance - (plan.openingBalance + result))).toBeLessThanOrEqual(
          0.005 + 1e-9 * (1 + Math.abs(result)),
        );
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
        expect(plan.lowest).toEqual({
          month: plan.months.find((month) => month.balance === lowest)?.month,
          balance: lowest,
        });
        expect(plan.belowFloor).toEqual(
          plan.months.filter((month) => month.balance < plan.floor).map((month) => month.month),
        );
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
      lines: fc.uniqueArray(
        fc.record({ id: fc.constantFrom("a", "b", "c"), pct: fc.integer({ min: -100, max: 100 }) }),
        { selector: (line) => line.id, maxLength: 2 },
      ),
    });
    fc.assert(
      fc.property(document, scenario, (doc, what) => {
        const plan = scenarioCashPlan(doc, what, "2026-2027");
        const result = evaluateScenario(doc, what).totals.result;
        expect(Math.abs(plan.months[11].balance - (plan.openingBalance + result))).toBeLessThanOrEqual(
          0.005 + 1e-9 * (1 + Math.abs(result)),
        );
      }),
    );
  });
});

describe("cash plan properties with the bank's transactions", () => {
  /** A document's items, each line and category with an id of its own, so transactions name them. */
  const itemsOf = (doc: CashPlanInput): MoneyItem[] =>
    moneyItems(doc).map((item, i) => ({ ...item, id: item.kind === "memberships" ? `c${i}` : `l${i}` }));
  /** Transactions dated in the season (or just outside it), aimed at the items' ids, memberships not split, an unknown line, or nothing. */
  const transactions = (s: string) => {
    const first = Number(s.slice(0, 4));
    const date = fc
      .record({ month: fc.integer({ min: 8, max: 21 }), day: fc.integer({ min: 1, max: 28 }) })
      .map(
        ({ month, day }) =>
          `${first + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      );
    const target = fc.oneof(
      fc.constant(undefined),
      fc.integer({ min: 0, max: 30 }).map((i) => ({ line: `l${i}` })),
      fc.integer({ min: 0, max: 30 }).map((i) => ({ memberships: `c${i}` })),
      fc.constant({ memberships: null }),
      fc.constant({ line: "gone" }),
    );
    const cents = fc.integer({ min: -5_000_000, max: 5_000_000 });
    return fc.array(
      fc.oneof(
        fc.record({ date, amountCents: cents, target }),
        fc.record({ date, amount: cents.map((c) => c / 100), target }),
      ),
      { maxLength: 40 },
    );
  };
  const drawn = season.chain((s) =>
    fc.record({
      s: fc.constant(s),
      doc: document,
      transactions: transactions(s),
      currentMonth: fc.oneof(
        fc.constantFrom(...seasonMonths(s)),
        fc.constantFrom(`${s.slice(0, 4)}-08`, `${s.slice(5)}-09`),
      ),
    }),
  );
  const centsOf = (t: CashTransaction) => t.amountCents ?? Math.round((t.amount ?? 0) * 100);
  const isPast = (t: CashTransaction, s: string, currentMonth: string) =>
    seasonMonths(s).includes(t.date.slice(0, 7)) && t.date.slice(0, 7) < currentMonth;

  it("shows each past month with transactions as actual, its in and out their sums; a past month without any is empty", () => {
    fc.assert(
      fc.property(drawn, ({ s, doc, transactions: all, currentMonth }) => {
        const flows = monthlyFlows(itemsOf(doc), s, all, currentMonth);
        flows.forEach((flow, i) => {
          const ofMonth = all.filter((t) => t.date.slice(0, 7) === flow.month).map(centsOf);
          if (flow.month >= currentMonth || (all.length === 0 && flow.month < currentMonth)) {
            expect(flow.actual).toBe(false);
            return;
          }
          expect(flow.actual).toBe(ofMonth.length > 0);
          expect(flow.inCents).toBe(ofMonth.filter((c) => c > 0).reduce((sum, c) => sum + c, 0));
          expect(flow.outCents).toBe(-ofMonth.filter((c) => c < 0).reduce((sum, c) => sum + c, 0) + 0);
          expect(i).toBeLessThan(pastMonths(s, currentMonth));
        });
      }),
    );
  });

  it("spreads each item's max(0, forecast - actual) over its months not past, and ends August at the opening balance plus what was seen and what is left", () => {
    fc.assert(
      fc.property(drawn, ({ s, doc, transactions: all, currentMonth }) => {
        const items = itemsOf(doc);
        const past = pastMonths(s, currentMonth);
        const seen = all.filter((t) => isPast(t, s, currentMonth));
        const sumOf = (wanted: (t: CashTransaction) => boolean) =>
          seen.filter(wanted).reduce((sum, t) => sum + centsOf(t), 0);
        let unsplit = Math.max(
          0,
          sumOf((t) => t.target != null && "memberships" in t.target && t.target.memberships === null),
        );
        const remaining = remainingForecasts(items, s, all, currentMonth);
        items.forEach((item, k) => {
          let actual = sumOf(
            (t) =>
              t.target != null &&
              (item.kind === "memberships"
                ? "memberships" in t.target && t.target.memberships === item.id
                : "line" in t.target && t.target.line === item.id),
          );
          if (item.kind === "memberships") {
            const take = Math.min(unsplit, Math.max(0, item.cents - actual));
            actual += take;
            unsplit -= take;
          }
          const charge =
            item.cents < 0 ||
            (item.cents === 0 && ["federalFees", "internalFees", "categoryFees"].includes(item.kind));
          const rest = Math.max(0, charge ? actual - item.cents : item.cents - actual);
          const { parts } = remaining[k];
          expect(remaining[k].actualCents).toBe(actual);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(
            past === 12 ? 0 : (charge ? -rest : rest) + 0,
          );
          const ahead = scheduledPositions(item.schedule).filter((i) => i >= past);
          const allowed = new Set(ahead.length > 0 ? ahead : [past]);
          parts.forEach((part, i) => {
            if (!allowed.has(i)) expect(part).toBe(0);
            expect(charge ? part <= 0 : part >= 0).toBe(true);
          });
        });
        if (all.length === 0) return;
        const plan = planFromFlows(monthlyFlows(items, s, all, currentMonth), doc.cashPlan);
        const left = remaining.reduce((sum, item) => sum + item.parts.reduce((a, b) => a + b, 0), 0);
        expect(cents(plan.months[11].balance)).toBe(
          cents(plan.openingBalance) + seen.reduce((sum, t) => sum + centsOf(t), 0) + left,
        );
      }),
    );
  });
});
