import { describe, expect, it } from "vitest";
import { computeCalculator, workedExample } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { parseTypedAmount } from "../../../lib/calculator-model/typed-amount";
import { syncInputMode, withRequestedMembership, withSliderRate } from "./resell-edits";

const example = (): Calculator => workedExample();
const u11 = { group: 0, category: 0 };

describe("resell edits on the worked example", () => {
  it("moving U11's slider to 77 makes its membership 93 and clears a manual amount", () => {
    const manual = withRequestedMembership(example(), u11, 100, 120);
    const next = withSliderRate(manual, u11, 77);
    const figures = computeCalculator(next).groups[0].categories[0];
    expect(next.groups[0].categories[0].manualMembership).toBeNull();
    expect(figures.membership).toBe(93);
    expect(figures.manual).toBe(false);
  });

  it("requesting 100 for U11 marks it manual at rate 83 and leaves the other categories alone", () => {
    const before = example();
    const next = withRequestedMembership(before, u11, 100, 120);
    expect(next.groups[0].categories[0]).toMatchObject({ manualMembership: 100, rate: 83 });
    expect(next.groups[1]).toBe(before.groups[1]);
    expect(computeCalculator(next).resell.marginAmount).toBe(1520 + 4 * 20);
  });

  it("re-derives manual rates once when the flag differs from the saved mode", () => {
    const calc = example();
    const synced = syncInputMode(calc, true);
    expect(synced?.context.inputMembership).toBe(true);
    // Loisir: manual 150 over a net cost of 110.
    expect(synced?.groups[1].categories[0].rate).toBe(136);
    expect(synced?.groups[0].categories[0].rate).toBe(80);
    expect(syncInputMode(synced as Calculator, true)).toBeNull();
    expect(syncInputMode(calc, false)).toBeNull();
  });

  it("reads typed amounts in both languages' habits", () => {
    expect(parseTypedAmount("100")).toBe(100);
    expect(parseTypedAmount("92,5")).toBe(92.5);
    expect(parseTypedAmount("1 200")).toBe(1200);
    expect(parseTypedAmount("-3")).toBe(-3);
    expect(parseTypedAmount("")).toBeNull();
    expect(parseTypedAmount("abc")).toBeNull();
  });
});
