import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LINE_ACCOUNTS } from "../cerfa-accounts";
import { CATEGORY_KINDS } from "../category-kinds";
import { largeCalculator } from "../cost-model/large-calculator";
import { workedExample } from "../cost-model/worked-example";
import { calculationStoreSchema } from "./calculation";
import { calculatorSchema, categorySchema, groupSchema, lineSchema } from "./calculator";
import { fastCalculationBody, fastCalculator, HAND_CHECKED_KEYS } from "./calculator-fast";

/**
 * The fast path answers what zod answers, or nothing (docs/decisions/178): on arbitrary documents,
 * valid or nearly so, whenever it answers, zod accepts the same value and gives the same output,
 * key order included (a save stores that output as JSON).
 */

// Values zod refuses or changes at the schema's edges, drawn now and then among valid ones.
const text = fc.oneof(fc.constantFrom("", "   ", " ".repeat(3) + "y".repeat(121), "a\u0000b"), fc.string({ maxLength: 8 }));
const number = fc.oneof(fc.constantFrom(0, -0, 1.5, -1, 1e12 + 1, -1e12 - 1, 10_001, 10_000_001), fc.double({ noNaN: true, min: -2e12, max: 2e12 }));
const anything = fc.oneof(text, number, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
const edge = fc.oneof(text, number, anything);
const name = fc.oneof(fc.constantFrom("Coach", "  Licences ", "x".repeat(120), " ".repeat(3) + "y".repeat(120), "Été"), fc.string({ minLength: 1, maxLength: 8 }));
const amount = (sign: number) => fc.oneof(fc.constantFrom(0, 1e12, 13.37), fc.double({ noNaN: true, min: 0, max: 1e12 })).map((n) => n * sign);
/** Mostly a valid value; now and then something else, or the key left out. */
const required = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 40, arbitrary: valid }, { weight: 1, arbitrary: edge }, { weight: 1, arbitrary: fc.constant(undefined) });
const optional = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 10, arbitrary: valid }, { weight: 10, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: edge });

/** An object of these fields, a missing one left out, sometimes with a key the schema does not know. */
function record(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc.tuple(fc.record(fields), fc.option(fc.constantFrom("extra", "__proto__", "margin"), { freq: 4 })).map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = value;
    if (extra) Object.defineProperty(out, extra, { value: 1, enumerable: true, configurable: true, writable: true });
    return out;
  });
}

const line = (sign: number) =>
  record({
    name: required(name),
    value: required(amount(sign)),
    readonly: optional(fc.boolean()),
    type: optional(fc.constantFrom("template", "x".repeat(40), "x".repeat(41), "")),
    account: optional(fc.constantFrom(...LINE_ACCOUNTS)),
  });
const lines = (sign: number) => optional(fc.array(line(sign), { maxLength: 4 }));
const category = record({
  name: required(name),
  members: required(fc.integer({ min: 1, max: 10_000_000 })),
  fees: lines(-1),
  subsidies: lines(1),
  rate: optional(fc.double({ noNaN: true, min: 0, max: 10_000 })),
  manualMembership: optional(fc.oneof(amount(1), fc.constant(null))),
  membership: optional(amount(1)),
  kind: optional(fc.constantFrom(...CATEGORY_KINDS, "toddler")),
});
const group = record({ name: required(name), categories: optional(fc.array(category, { maxLength: 3 })) });
const base = workedExample("club-1");
const document = fc
  .record({
    groups: optional(fc.array(group, { maxLength: 3 })),
    federalFees: lines(-1),
    internalFees: lines(-1),
    globalSubsidies: lines(1),
    organizationId: required(fc.constantFrom("club-1", "  club-2 ", "", "x".repeat(65))),
    scenarios: optional(
      fc.constantFrom(
        [],
        [{ id: "s1", name: "A" }],
        [
          { id: "s1", name: "A" },
          { id: " s1 ", name: "B" },
        ],
        [{ id: "s1", name: "A", membersPct: -150 }],
      ),
    ),
    context: optional(fc.constantFrom({}, { version: 3 }, { version: -1 }, { modifier: "a\u0000" })),
  })
  .map((fields) => {
    const doc: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) delete doc[key];
      else doc[key] = value;
    }
    return doc;
  });

const json = (value: unknown) => JSON.stringify(value);

describe("calculator fast path", () => {
  it("answers zod's output or nothing, on arbitrary documents", () => {
    let answered = 0;
    fc.assert(
      fc.property(document, (doc) => {
        const fast = fastCalculator(doc);
        const zod = calculatorSchema.safeParse(doc);
        if (fast === undefined) return;
        answered += 1;
        expect(zod.success).toBe(true);
        expect(json(fast)).toBe(json(zod.data));
        expect(fast).toEqual(zod.data);
      }),
      { numRuns: 3000 },
    );
    // The arbitraries reach the fast path's answers, not only its refusals.
    expect(answered).toBeGreaterThan(100);
  });

  it("answers the store schema's output or nothing for a body, signs included", () => {
    fc.assert(
      fc.property(document, fc.boolean(), (doc, wrapped) => {
        const body = wrapped ? { input: doc, other: 1 } : doc;
        const fast = fastCalculationBody(body);
        if (fast === undefined) return;
        const zod = calculationStoreSchema.safeParse(body);
        expect(zod.success).toBe(true);
        expect(json(fast)).toBe(json(zod.data));
      }),
      { numRuns: 2000 },
    );
  });

  it("answers for every valid document zod accepts that holds no U+0000: large, worked example, template lines", () => {
    for (const doc of [largeCalculator("club-1"), workedExample("club-1"), { organizationId: "club-1" }]) {
      const zod = calculatorSchema.parse(doc);
      expect(json(fastCalculator(doc))).toBe(json(zod));
      expect(json(fastCalculationBody({ input: doc }))).toBe(json({ input: zod }));
    }
  });

  it("leaves to zod what it is unsure of: a fee above 0, a text with U+0000, too many lines", () => {
    const doc = workedExample("club-1");
    expect(fastCalculationBody({ input: { ...doc, federalFees: [{ name: "Licences", value: 10 }] } })).toBeUndefined();
    expect(fastCalculator({ ...doc, federalFees: [{ name: "Lic\u0000", value: -10 }] })).toBeUndefined();
    expect(fastCalculator({ ...doc, context: { modifier: "a\u0000" } })).toBeUndefined();
    expect(fastCalculator({ ...doc, internalFees: Array.from({ length: 501 }, () => ({ name: "x", value: -1 })) })).toBeUndefined();
  });

  it("writes by hand exactly the keys of the schemas it stands for (a field added to a schema must be added here)", () => {
    expect(HAND_CHECKED_KEYS.line).toEqual(Object.keys(lineSchema.shape));
    expect(HAND_CHECKED_KEYS.category).toEqual(Object.keys(categorySchema.shape));
    expect(HAND_CHECKED_KEYS.group).toEqual(Object.keys(groupSchema.shape));
    for (const key of HAND_CHECKED_KEYS.calculator) expect(Object.keys(calculatorSchema.shape)).toContain(key);
  });
});
