import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Allocation } from "./types";
import { ShareWeights } from "./allocation";
import { computeCalculator, evaluateCalculator, finite, safeDiv } from "./index";
import { sectionFigures } from "./sections";

// Properties of the allocation keys (season-money.md section 2), on random documents drawn with the
// project's fixed seed (tests/support/fast-check-seed.ts).

const value = (min: number, max: number) => fc.double({ min, max, noNaN: true });
const line = (sign: 1 | -1) =>
  fc.record({ name: fc.constant("Line"), value: value(0, 1e5).map((v) => sign * v) });
const lines = (sign: 1 | -1) => fc.array(line(sign), { maxLength: 4 });
const category = fc.record({
  name: fc.constant("Cat"),
  members: fc.integer({ min: 1, max: 1000 }),
  hours: fc.option(fc.constantFrom(0, 0.5, 1, 1.5, 3, 4.5, 12, 40), { nil: undefined }),
  fees: lines(-1),
  subsidies: lines(1),
  rate: fc.option(fc.integer({ min: 0, max: 300 }), { nil: undefined }),
  manualMembership: fc.option(value(0, 1e4), { nil: undefined }),
});
const benefit = fc.record({
  index: fc.nat(100),
  benefitType: fc.constantFrom("GYM", "GRD", "FMP", "CIS" as const),
  name: fc.constant("Benefit"),
  hours: value(0, 1e4),
  rate: value(0, 100),
});
/** A document as the schema takes it: groups with ids, some without categories, scenarios that make benefits paid. */
const document = fc.record({
  organizationId: fc.constant("club"),
  currency: fc.constant("EUR"),
  precision: fc.constantFrom(0, 1, 2),
  groups: fc
    .array(fc.record({ name: fc.constant("Group"), categories: fc.array(category, { maxLength: 4 }) }), {
      minLength: 1,
      maxLength: 4,
    })
    .map((groups) => groups.map((group, g) => ({ ...group, id: `g${g + 1}` }))),
  federalFees: lines(-1),
  internalFees: lines(-1),
  globalSubsidies: lines(1),
  otherRevenues: lines(1),
  benefits: fc.array(benefit, { maxLength: 4 }),
  scenarios: fc.array(
    fc.record({
      id: fc.constant("s"),
      name: fc.constant("S"),
      membersPct: fc.integer({ min: -50, max: 50 }),
      subsidiesPct: fc.integer({ min: -50, max: 50 }),
      feesPct: fc.integer({ min: -50, max: 50 }),
      pricesPct: fc.constant(0),
      paidBenefits: fc.subarray(["GYM", "GRD", "FMP", "CIS" as const]),
    }),
    { maxLength: 1 },
  ),
  context: fc.constant({}),
});
type Doc = typeof document extends fc.Arbitrary<infer D> ? D : never;
const LISTS = ["federalFees", "internalFees", "globalSubsidies", "otherRevenues", "benefits"] as const;

/** The document with `key(i)` as the allocation of each club-wide line and benefit (undefined: none). */
function allocated(doc: Doc, key: (i: number) => Allocation | undefined): Doc {
  let i = 0;
  const out = { ...doc } as Record<string, unknown>;
  for (const list of LISTS) out[list] = doc[list].map((item) => ({ ...item, allocation: key(i++) }));
  return out as Doc;
}
/** Random keys that the schema takes: members, hours, or a group that has categories. */
const withKeys = document.chain((doc) => {
  const groups = doc.groups.filter((g) => g.categories.length > 0).map((g) => ({ group: g.id }));
  const key = fc.oneof(
    fc.constant<Allocation | undefined>(undefined),
    fc.constant<Allocation>("members"),
    fc.constant<Allocation>("hours"),
    ...(groups.length ? [fc.constantFrom<Allocation>(...groups)] : []),
  );
  return fc.tuple(fc.constant(doc), fc.array(key, { minLength: 20, maxLength: 20 }));
});
const withoutHours = (doc: Doc): Doc => ({
  ...doc,
  groups: doc.groups.map((g) => ({
    ...g,
    id: undefined as unknown as string,
    categories: g.categories.map((c) => ({ ...c, hours: undefined })),
  })),
});

describe("allocation properties", () => {
  it("every key by members gives exactly the figures of the model without keys, scenarios included", () => {
    fc.assert(
      fc.property(document, fc.boolean(), (doc, explicit) => {
        const plain = allocated(withoutHours(doc), () => undefined);
        const byMembers = allocated(doc, () => (explicit ? "members" : undefined));
        const result = computeCalculator(byMembers);
        expect(result).toEqual(computeCalculator(plain));
        expect(evaluateCalculator(byMembers)).toEqual(evaluateCalculator(plain));
        // To the last bit the per-head formulas of cost-model.md: E = -GF/N - fc/n, S = (GS + OR)/N + sc/n, B = BK/N.
        const t = result.totals;
        for (const c of result.categories) {
          expect(c.expenses).toBe(
            finite(-safeDiv(t.globalFees, t.members) - safeDiv(c.categoryFees, c.members)),
          );
          expect(c.subsidies).toBe(
            finite(
              safeDiv(t.globalSubsidies + t.otherRevenues, t.members) +
                safeDiv(c.categorySubsidies, c.members),
            ),
          );
          expect(c.benefits).toBe(t.benefitsPerMember);
        }
      }),
    );
  });

  it("the shares of a line add up to the line, whatever its key", () => {
    const target = fc.record({
      members: fc.integer({ min: 0, max: 1000 }),
      hours: fc.constantFrom(0, 0.5, 1.5, 3, 7, 40),
      groupId: fc.constantFrom("a", "b"),
    });
    const key = fc.constantFrom<Allocation | undefined>(
      undefined,
      "members",
      "hours",
      { group: "a" },
      { group: "b" },
    );
    fc.assert(
      fc.property(
        fc.array(target, { minLength: 1, maxLength: 12 }),
        value(-1e6, 1e6),
        key,
        (targets, v, allocation) => {
          fc.pre(targets.some((t) => t.members > 0));
          const into = targets.map(() => 0);
          new ShareWeights(targets).share(v, allocation, into);
          const sum = into.reduce((s, x) => s + x, 0);
          expect(Math.abs(sum - v)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(v)));
        },
      ),
    );
  });

  it("NC, the budget, GS, OR and BK do not depend on the allocation; E, S and B add up to the club's", () => {
    fc.assert(
      fc.property(withKeys, ([doc, keys]) => {
        const base = allocated(doc, () => undefined);
        const keyed = allocated(doc, (i) => keys[i]);
        const [a, b] = [evaluateCalculator(base), evaluateCalculator(keyed)];
        const [ra, rb] = [computeCalculator(base), computeCalculator(keyed)];
        const scale =
          1 +
          [
            ...LISTS.flatMap((list) =>
              doc[list].map((l) => Math.abs("value" in l ? l.value : l.hours * l.rate)),
            ),
            ...ra.categories.map((c) => Math.abs(c.netCostTotal)),
          ].reduce((s, x) => s + x, 0);
        const close = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThanOrEqual(1e-9 * scale);
        close(b.totals.NC, a.totals.NC);
        expect(b.totals.budget).toBe(a.totals.budget);
        expect(rb.totals.globalSubsidies).toBe(ra.totals.globalSubsidies);
        expect(rb.totals.otherRevenues).toBe(ra.totals.otherRevenues);
        expect(rb.totals.benefitsInKind).toBe(ra.totals.benefitsInKind);
        const sum = (r: typeof ra, pick: (c: (typeof ra.categories)[number]) => number) =>
          r.categories.reduce((s, c) => s + pick(c) * c.members, 0);
        close(
          sum(rb, (c) => c.expenses),
          sum(ra, (c) => c.expenses),
        );
        close(
          sum(rb, (c) => c.subsidies),
          sum(ra, (c) => c.subsidies),
        );
        close(
          sum(rb, (c) => c.benefits),
          ra.totals.benefitsInKind,
        );
      }),
    );
  });
});

describe("sections (season-money.md section 2)", () => {
  it("add up to the club: charges to the budget, subsidies to GS + OR + every sc, in kind to BK, results to the forecast result to the cent", () => {
    fc.assert(
      fc.property(withKeys, ([doc, keys]) => {
        const keyed = allocated(doc, (i) => keys[i]);
        fc.pre(keyed.groups.some((g) => g.categories.length > 0));
        const computed = computeCalculator(keyed);
        const sections = sectionFigures(keyed, computed);
        const evaluated = evaluateCalculator(keyed).totals;
        const t = computed.totals;
        const sum = (pick: (s: (typeof sections)[number]) => number) =>
          sections.reduce((total, s) => total + pick(s), 0);
        const cent = (x: number, y: number) => expect(Math.abs(x - y)).toBeLessThan(0.005);
        cent(
          sum((s) => s.charges),
          evaluated.budget,
        );
        cent(
          sum((s) => s.subsidies),
          t.globalSubsidies + t.otherRevenues + t.categorySubsidies,
        );
        cent(
          sum((s) => s.memberships),
          evaluated.ST,
        );
        cent(
          sum((s) => s.inKind),
          t.benefitsInKind,
        );
        cent(
          sum((s) => s.result),
          evaluated.result,
        );
        expect(sum((s) => s.members)).toBe(t.members);
      }),
    );
  });
});
