import "../tests/support/fast-check-seed";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cerfaBudget, type CerfaRow } from "./cerfa";
import { centsAddingUp, toCents } from "./cents";
import { computeCalculator } from "./cost-model/compute";
import type { BenefitInput, CalculatorModelInput } from "./cost-model/types";

/** Issue 38.7: the Cerfa's rows add up to their totals to the cent, and 86 = 87 = BK always. */
const withBenefits = (
  benefits: BenefitInput[],
  more: Partial<CalculatorModelInput> = {},
): CalculatorModelInput => ({ precision: 1, benefits, ...more });
const cents = (rows: CerfaRow[]) => rows.reduce((sum, row) => sum + toCents(row.amount), 0);

describe("Cerfa totals agree to the cent (issue 38.7)", () => {
  it("GYM 0.5 h and CIS 0.5 h: 86 = 87 = 13.01 (86 read 13.02 when each row was rounded alone)", () => {
    const budget = cerfaBudget(
      withBenefits([
        { benefitType: "GYM", hours: 0.5, rate: 22.65 },
        { benefitType: "CIS", hours: 0.5, rate: 3.37 },
      ]),
    );
    expect(budget.total86.amount).toBe(13.01);
    expect(budget.total87.amount).toBe(13.01);
    // 11.325 and 1.685: the one cent left over goes to the larger remainder, the first on a tie.
    expect(budget.inKindUses.map((r) => [r.account, r.amount])).toEqual([
      ["861", 11.33],
      ["862", 1.68],
      ["864", 0],
    ]);
  });

  const benefit = fc.record({
    benefitType: fc.constantFrom("GYM", "GRD", "FMP", "CIS"),
    hours: fc.oneof(
      fc.integer({ min: 0, max: 2000 }).map((h) => h / 4),
      fc.double({ min: 0, max: 1e4, noNaN: true }),
    ),
    rate: fc.oneof(
      fc.constantFrom(22.65, 14.11, 15.77, 3.37, 12.02),
      fc.double({ min: 0, max: 100, noNaN: true }),
    ),
  });
  const fee = fc
    .double({ min: -1e5, max: 0, noNaN: true })
    .map((value) => ({ value, account: 60 + (Math.abs(Math.round(value)) % 9) }));

  it("on random benefits and lines, 86 = 87 = BK rounded once, and every block's rows add up to its total", () => {
    fc.assert(
      fc.property(fc.array(benefit, { maxLength: 8 }), fc.array(fee, { maxLength: 6 }), (benefits, fees) => {
        const doc = withBenefits(benefits, { internalFees: fees, globalSubsidies: [{ value: 1000.005 }] });
        const budget = cerfaBudget(doc);
        const bk = toCents(computeCalculator(doc).totals.benefitsInKind);
        expect(toCents(budget.total86.amount)).toBe(bk);
        expect(toCents(budget.total87.amount)).toBe(bk);
        expect(cents(budget.inKindUses)).toBe(bk);
        expect(cents(budget.inKindSources)).toBe(bk);
        expect(cents(budget.charges)).toBe(toCents(budget.totalCharges.amount));
        expect(cents(budget.products.filter((r) => r.account !== "756"))).toBe(
          toCents(budget.totalProducts.amount),
        );
        // Every amount is whole cents: the CSV writes what the JSON answers.
        for (const row of budget.rows) expect(Math.round(row.amount * 100) / 100).toBe(row.amount);
      }),
      { numRuns: 300 },
    );
  });
});

describe("centsAddingUp", () => {
  it("shares out the cents left over by the largest remainders", () => {
    expect(centsAddingUp([11.325, 1.685], 1301)).toEqual([1133, 168]);
    expect(centsAddingUp([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
    expect(centsAddingUp([0.004, 0.004, 0.004])).toEqual([1, 0, 0]);
    expect(centsAddingUp([], 0)).toEqual([]);
  });

  it("takes cents back from the smallest remainders when the total asks for fewer", () => {
    expect(centsAddingUp([1.019, 1.011], 202)).toEqual([101, 101]);
  });

  it("always reaches the total, with no row more than a cent from its amount", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 10 }),
        (values) => {
          const rows = centsAddingUp(values);
          expect(rows.reduce((s, c) => s + c, 0)).toBe(toCents(values.reduce((s, v) => s + v, 0)));
          values.forEach((v, i) => expect(Math.abs(rows[i] - v * 100)).toBeLessThan(1 + 1e-6));
        },
      ),
    );
  });
});
