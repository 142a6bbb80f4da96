import { describe, expect, it } from "vitest";
import { formatAmount, formatNumber, formatPercent } from "./index";

const normalise = (s: string) => s.replace(/[\s\u202f\u00a0]/g, " ");

describe("formatAmount", () => {
  it("formats fr with 2 fraction digits, never more: money shows in cents (issue 31.1)", () => {
    expect(normalise(formatAmount(1520, "fr"))).toBe("1 520,00 €");
    expect(normalise(formatAmount(-13000, "fr"))).toBe("-13 000,00 €");
    expect(normalise(formatAmount(14.11, "fr"))).toBe("14,11 €");
    expect(normalise(formatAmount(92.345678, "fr"))).toBe("92,35 €");
    expect(normalise(formatAmount(111.42857142857143, "fr"))).toBe("111,43 €");
    expect(formatAmount(111.42857142857143, "en")).toBe("€111.43");
    expect(formatAmount(0.125, "en")).toBe("€0.13");
    expect(formatAmount(-0.004, "en")).toBe("€0.00");
  });

  it("uses Intl's narrow no-break space in fr", () => {
    expect(formatAmount(1520, "fr")).toContain("\u202f");
  });

  it("formats en", () => {
    expect(formatAmount(1520, "en")).toBe("€1,520.00");
    expect(formatAmount(-480, "en")).toBe("-€480.00");
    expect(formatAmount(0.5, "en", "USD")).toBe("$0.50");
  });

  it("never prints -0,00, NaN or Infinity", () => {
    expect(formatAmount(-1e-12, "en")).toBe("€0.00");
    expect(formatAmount(NaN, "en")).toBe("€0.00");
    expect(formatAmount(Infinity, "en")).toBe("€0.00");
  });

  it("falls back to EUR on an unknown currency code", () => {
    expect(formatAmount(1, "en", "not-a-currency")).toBe("€1.00");
  });
});

describe("formatPercent", () => {
  it("formats a ratio", () => {
    expect(normalise(formatPercent(0.13571428, "fr"))).toBe("13,57 %");
    expect(formatPercent(0.13571428, "en")).toBe("13.57%");
    expect(formatPercent(0.2, "en")).toBe("20%");
    expect(formatPercent(0.398, "en", { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("39.8%");
    expect(formatPercent(NaN, "en")).toBe("0%");
  });
});

describe("formatNumber", () => {
  it("formats hours and members in the reader's language, the same formatter each time", () => {
    expect(normalise(formatNumber(1520.5, "fr"))).toBe("1 520,5");
    expect(formatNumber(1520.456, "en")).toBe("1,520.46");
    expect(formatNumber(1520.456, "en", 0)).toBe("1,520");
    expect(formatNumber(NaN, "en")).toBe("0");
    expect(formatNumber(-0, "en")).toBe("0");
  });
});
