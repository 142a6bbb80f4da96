import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../locales/en/checks.json";
import fr from "../../locales/fr/checks.json";
import { largeCalculator } from "#core/cost-model/large-calculator";
import { calculatorSchema, type Calculator } from "#core/schemas/calculator";
import { CALCULATOR_LIMITS as L } from "#core/schemas/calculator-basics";
import { calculations } from "../../worker/db/schema";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";
import { digest } from "./authorization/fixtures";

/**
 * The document limits (docs/decisions/213): the largest document they allow is evaluated and saved;
 * one past any of them is refused with 400, the field of the list (or text) and its code, and nothing
 * is stored. Each call is a minute apart on the rate limiter's clock: the per-user rate is
 * user-rate.test.ts's.
 */
let t: TestApp;
let clubAdmin: string;
let limiterNow = Date.UTC(2026, 10, 27, 9);

beforeAll(async () => {
  t = await createTestApp({
    overrides: { rateLimiter: memoryRateLimiter({ now: () => (limiterNow += 60_000) }) },
  });
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

const org = { "x-organization-id": DEMO_CLUB_ID };
const send = (route: "evaluate" | "store", input: unknown) =>
  t.call(`/api/calculation/${route}`, { method: "POST", token: clubAdmin, headers: org, json: { input } });

const line = (sign: number) => ({ name: "Line", value: sign * 10 });
const lines = (sign: number, count: number) => Array.from({ length: count }, () => line(sign));
const category = (extra: object = {}) => ({
  name: "Cat",
  members: 10,
  fees: [],
  subsidies: [],
  rate: 100,
  ...extra,
});
const small = (): Calculator => ({
  ...largeCalculator(DEMO_CLUB_ID),
  groups: [{ name: "G", categories: [category()] }],
});
const scenario = (i: number) => ({
  id: `s${i}`,
  name: `Scenario ${i}`,
  membersPct: 0,
  subsidiesPct: 0,
  feesPct: 0,
  pricesPct: 0,
  paidBenefits: [],
});

describe("the calculator's document limits", () => {
  it("hold every document of the demo data, every season of every club and template", async () => {
    const rows = await t.deps.db().select().from(calculations);
    expect(rows.length).toBeGreaterThan(10);
    const refused = rows.filter(
      (row) =>
        !calculatorSchema.safeParse({ ...JSON.parse(row.document), organizationId: row.organizationId })
          .success,
    );
    expect(refused.map((row) => `${row.organizationId} ${row.season}`)).toEqual([]);
  });

  it("evaluates and saves the largest document they allow", async () => {
    const largest = {
      ...largeCalculator(DEMO_CLUB_ID),
      scenarios: Array.from({ length: L.scenarios }, (_, i) => scenario(i)),
    };
    const evaluated = await send("evaluate", largest);
    expect([evaluated.http, evaluated.body.status]).toEqual([200, 0]);
    const current = await t.call<{ context: { version: number } }>("/api/calculation/retrieve", {
      token: clubAdmin,
      headers: org,
    });
    const saved = await send("store", {
      ...largest,
      context: { version: current.body.data.context.version },
    });
    expect([saved.http, saved.body.status]).toEqual([200, 0]);
  });

  // Each case: the document one past a limit, the field named, the code the web app translates.
  const base = small();
  const bigGroup = { name: "G", categories: Array.from({ length: L.categoriesPerGroup }, () => category()) };
  const cases: [string, Calculator | Record<string, unknown>, string, string][] = [
    [
      "groups",
      {
        ...base,
        groups: Array.from({ length: L.groups + 1 }, (_, i) => ({ name: `G${i}`, categories: [category()] })),
      },
      "input.groups",
      "too_many_groups",
    ],
    [
      "categories in a group",
      {
        ...base,
        groups: [
          { name: "G", categories: Array.from({ length: L.categoriesPerGroup + 1 }, () => category()) },
        ],
      },
      "input.groups.0.categories",
      "too_many_categories",
    ],
    [
      "categories in all",
      {
        ...base,
        groups: [
          ...Array.from({ length: L.categories / L.categoriesPerGroup }, () => bigGroup),
          { name: "One more", categories: [category()] },
        ],
      },
      "input.groups",
      "too_many_categories",
    ],
    [
      "a category's fees",
      { ...base, groups: [{ name: "G", categories: [category({ fees: lines(-1, L.categoryLines + 1) })] }] },
      "input.groups.0.categories.0.fees",
      "too_many_lines",
    ],
    [
      "a category's subsidies",
      {
        ...base,
        groups: [{ name: "G", categories: [category({ subsidies: lines(1, L.categoryLines + 1) })] }],
      },
      "input.groups.0.categories.0.subsidies",
      "too_many_lines",
    ],
    [
      "federal fees",
      { ...base, federalFees: lines(-1, L.globalLines + 1) },
      "input.federalFees",
      "too_many_lines",
    ],
    [
      "internal fees",
      { ...base, internalFees: lines(-1, L.globalLines + 1) },
      "input.internalFees",
      "too_many_lines",
    ],
    [
      "global subsidies",
      { ...base, globalSubsidies: lines(1, L.globalLines + 1) },
      "input.globalSubsidies",
      "too_many_lines",
    ],
    [
      "other revenues",
      { ...base, otherRevenues: lines(1, L.globalLines + 1) },
      "input.otherRevenues",
      "too_many_lines",
    ],
    [
      "benefits",
      {
        ...base,
        benefits: Array.from({ length: L.benefits + 1 }, (_, i) => ({
          index: i,
          benefitType: "GYM",
          name: "Gym",
          hours: 1,
          rate: 1,
        })),
      },
      "input.benefits",
      "too_many_benefits",
    ],
    // Every list within its own cap, the document one line over (the largest allowed plus one).
    [
      "lines in all",
      (() => {
        const doc = largeCalculator(DEMO_CLUB_ID);
        const short = doc.groups.flatMap((g) => g.categories).find((c) => c.fees.length < L.categoryLines)!;
        short.fees.push(line(-1));
        return doc;
      })(),
      "input.groups",
      "too_many_lines",
    ],
    [
      "scenarios",
      { ...base, scenarios: Array.from({ length: L.scenarios + 1 }, (_, i) => scenario(i)) },
      "input.scenarios",
      "too_many_scenarios",
    ],
    [
      "income tiers",
      {
        ...base,
        socialPricing: {
          tiers: Array.from({ length: L.tiers + 1 }, (_, i) => ({ name: `QF${i}`, pct: 10, share: 1 })),
        },
      },
      "input.socialPricing.tiers",
      "too_many_rows",
    ],
    [
      "third-party aids",
      {
        ...base,
        socialPricing: {
          thirdPartyAids: Array.from({ length: L.thirdPartyAids + 1 }, (_, i) => ({
            name: `Aid ${i}`,
            amount: 10,
            share: 1,
          })),
        },
      },
      "input.socialPricing.thirdPartyAids",
      "too_many_rows",
    ],
    [
      "a name",
      { ...base, groups: [{ name: "G".repeat(L.name + 1), categories: [category()] }] },
      "input.groups.0.name",
      "error_name_too_long",
    ],
    [
      "a line's tag",
      { ...base, federalFees: [{ ...line(-1), type: "t".repeat(41) }] },
      "input.federalFees.0.type",
      "error_text_too_long",
    ],
    [
      "the modifier",
      { ...base, context: { modifier: "m".repeat(201) } },
      "input.context.modifier",
      "error_text_too_long",
    ],
  ];

  it.each(cases)(
    "refuses one past the limit of %s, with its field and code",
    async (_, input, field, code) => {
      const before = await digest(t);
      for (const route of ["evaluate", "store"] as const) {
        const { http, body } = await send(route, input);
        expect([route, http, body.status, body.field, body.message]).toEqual([route, 400, 1, field, code]);
      }
      expect(await digest(t)).toBe(before);
    },
  );

  it("says the limits in both languages, as the web app shows a refused save", () => {
    // 4,000 in English, 4 000 in French: the digits are matched without their separators.
    const digits = (text: string) => text.replace(/(\d)[ ,\u00a0\u202f](?=\d{3})/g, "$1");
    for (const texts of [en, fr]) {
      expect(digits(texts.too_many_groups)).toContain(String(L.groups));
      expect(digits(texts.too_many_categories)).toContain(String(L.categories));
      expect(digits(texts.too_many_categories)).toContain(String(L.categoriesPerGroup));
      for (const n of [L.categoryLines, L.globalLines, L.lines])
        expect(digits(texts.too_many_lines)).toContain(String(n));
      expect(digits(texts.too_many_benefits)).toContain(String(L.benefits));
      expect(digits(texts.too_many_scenarios)).toContain(String(L.scenarios));
    }
  });
});
