import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AmountLocale, formatAmount, formatNumber, formatPercent } from "./format";

// Intl is the oracle: the hand-written formatting must write exactly what it writes (docs/decisions/101).
const TAGS: Record<AmountLocale, string> = { fr: "fr-FR", en: "en-US" };
const intlAmount = (value: number, locale: AmountLocale) =>
  new Intl.NumberFormat(TAGS[locale], {
    style: "currency",
    currency: "EUR",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: "negative",
  }).format(value + 0);
const intlNumber = (value: number, locale: AmountLocale, max: number) =>
  new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: max, signDisplay: "negative" }).format(
    value + 0,
  );
const intlPercent = (ratio: number, locale: AmountLocale, min: number, max: number) =>
  new Intl.NumberFormat(TAGS[locale], {
    style: "percent",
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    signDisplay: "negative",
  }).format(ratio + 0);

const locales = fc.constantFrom<AmountLocale>("fr", "en");
// Every kind of double a budget can hold: any finite one, cents and their halves (ties in decimal),
// the smallest ones that round to zero or not, and the huge ones String() writes with an exponent.
const values = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.double({ min: -1e7, max: 1e7, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000 + 0.0005),
  fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 1e6 + 5e-6),
  fc.integer({ min: 1, max: 999 }).map((n) => n * 1e-9),
  fc.integer({ min: -300, max: 300 }).map((e) => Number(`1.5e${e}`)),
  fc.constantFrom(
    0,
    -0,
    0.5,
    0.005,
    0.000005,
    0.0000049,
    999.995,
    9999.999995,
    1e21,
    123456789012345680000,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -1e-12,
  ),
);
const RUNS = { numRuns: 3000 };

describe("numbers written without Intl", () => {
  it("writes euros as Intl does in fr and en", () => {
    const sameAsIntl = (value: number, locale: AmountLocale) => {
      expect(formatAmount(value, locale)).toBe(intlAmount(value, locale));
    };
    fc.assert(fc.property(values, locales, sameAsIntl), RUNS);
  });

  it("writes plain numbers as Intl does, with 0 to 5 decimals", () => {
    const sameAsIntl = (value: number, locale: AmountLocale, max: number) => {
      expect(formatNumber(value, locale, max)).toBe(intlNumber(value, locale, max));
    };
    fc.assert(fc.property(values, locales, fc.integer({ min: 0, max: 5 }), sameAsIntl), RUNS);
  });

  it("writes percentages as Intl does, shifting the decimal digits", () => {
    const sameAsIntl = (ratio: number, locale: AmountLocale, min: number, extra: number) => {
      const options = { minimumFractionDigits: min, maximumFractionDigits: min + extra };
      expect(formatPercent(ratio, locale, options)).toBe(intlPercent(ratio, locale, min, min + extra));
    };
    fc.assert(
      fc.property(
        values,
        locales,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        sameAsIntl,
      ),
      RUNS,
    );
  });

  it("never writes -0 for a negative number that rounds to zero", () => {
    expect(formatNumber(-0.001, "en")).toBe("0");
    expect(formatAmount(-0.000001, "fr")).toBe("0,00\u00a0€");
    expect(formatPercent(-0.00001, "en")).toBe("0%");
  });
});
