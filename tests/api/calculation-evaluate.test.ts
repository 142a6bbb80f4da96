import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { millionths, type EvaluateAnswer } from "../../worker/services/calculations/evaluate";
import { digest } from "./authorization/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/** POST calculation/evaluate (issue 28, treasurer.md section 2): the figures of a document, nothing stored. */
let t: TestApp;
let clubAdmin: string;
let stranger: string;

beforeAll(async () => {
  // Ten seconds between calls on the rate limiter's clock: the per-user rate is user-rate.test.ts's.
  let limiterNow = 0;
  t = await createTestApp({
    overrides: { rateLimiter: memoryRateLimiter({ now: () => (limiterNow += 10_000) }) },
  });
  clubAdmin = await t.login("club@demo.clubcost.app");
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "evaluate-stranger@example.org", password: "password-123", firstName: "", lastName: "" },
  });
  stranger = await t.login("evaluate-stranger@example.org", "password-123");
});
afterAll(() => t.close());

const evaluate = (token: string | undefined, input: unknown) =>
  t.call<EvaluateAnswer>("/api/calculation/evaluate", { method: "POST", token, json: { input } });

const scenario = {
  id: "fewer",
  name: "10 % fewer members",
  membersPct: -10,
  subsidiesPct: 0,
  feesPct: 0,
  pricesPct: 0,
  paidBenefits: [],
};

describe("POST calculation/evaluate", () => {
  it("answers the worked example's result, break-even and scenario figures", async () => {
    const { http, body } = await evaluate(clubAdmin, {
      ...workedExample(DEMO_CLUB_ID),
      scenarios: [scenario],
    });
    expect([http, body.status]).toEqual([200, 0]);
    const { totals, categories, scenarios } = body.data;
    expect(totals).toMatchObject({ N: 100, budget: 13400, NC: 11200, ST: 12720, result: 1520 });
    expect(totals.marginPct).toBeCloseTo(13.57, 2);
    expect(totals.breakEvenPriceChange).toBeCloseTo(-0.1195, 4);
    expect(
      categories.map((c) => [
        c.group,
        c.category,
        c.members,
        c.M,
        c.breakEvenMembers,
        c.effectiveMembership,
        c.balancedMembership,
      ]),
    ).toEqual([
      ["Jeunes", "U11", 20, 96, 5, 96, 96],
      ["Jeunes", "U15", 30, 110, 17, 110, 110],
      ["Adultes", "Loisir", 50, 150, 40, 150, 150],
    ]);
    // Exactly the fields treasurer.md section 2 lists, in its order (decision 177).
    const figures = [
      "members",
      "E",
      "S",
      "A",
      "M",
      "K",
      "R",
      "pays",
      "breakEvenMembers",
      "effectiveMembership",
      "balancedMembership",
    ];
    expect(Object.keys(categories[0])).toEqual(["group", "category", ...figures]);
    // 96 x 18 + 110 x 27 + 150 x 45 = 11448; 11448 + 2200 - 13400 = 248.
    expect(scenarios).toHaveLength(1);
    expect(scenarios[0]).toMatchObject({
      id: "fewer",
      name: "10 % fewer members",
      totals: { N: 90, ST: 11448 },
    });
    expect(scenarios[0].totals.result).toBeCloseTo(248, 6);
    expect(scenarios[0].categories.map((c) => c.members)).toEqual([18, 27, 45]);
    // A scenario's categories are data.categories' in the same order: the names are not repeated.
    expect(Object.keys(scenarios[0].categories[0])).toEqual(figures);
  });

  it("writes figures to the millionth: the answer of a long document carries no 17-digit numbers", async () => {
    // 100 / 3 members' worth of costs: every per-member figure has an endless expansion.
    const example = workedExample(DEMO_CLUB_ID);
    const groups = [
      {
        name: "G",
        categories: [
          {
            name: "C",
            members: 3,
            fees: [{ name: "Coach", value: -100 }],
            subsidies: [{ name: "Town", value: 10 }],
            rate: 100,
          },
        ],
      },
    ];
    const thirds = {
      ...example,
      federalFees: [],
      internalFees: [],
      globalSubsidies: [],
      benefits: [],
      groups,
    };
    const { http, body, response } = await evaluate(clubAdmin, { ...thirds, scenarios: [scenario] });
    expect(http).toBe(200);
    const [category] = body.data.categories;
    expect([category.E, category.S]).toEqual([33.333333, 3.333333]);
    expect(body.data.scenarios[0].categories[0].S).toBe(3.333333);
    expect(JSON.stringify(body)).not.toMatch(/\d\.\d{7,}/);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
  });

  it("rounds to the millionth, and leaves alone what a double cannot round", () => {
    expect(millionths(0.1 + 0.2)).toBe(0.3);
    expect(millionths(100 / 3)).toBe(33.333333);
    expect(millionths(-2 / 3)).toBe(-0.666667);
    expect(millionths(123456789012.345)).toBe(123456789012.345);
  });

  it("stores nothing and checks no organization: any logged-in user evaluates any document", async () => {
    const before = await digest(t);
    const { http, body } = await evaluate(stranger, {
      ...workedExample("not-a-club"),
      otherRevenues: [{ name: "Tournoi", value: 500 }],
    });
    expect([http, body.status]).toEqual([200, 0]);
    // OR is shared per head: result = 12490 + 2000 + 500 + 200 - 13400 = 1790.
    expect(body.data.totals.result).toBe(1790);
    expect(await digest(t)).toBe(before);
  });

  it.each([
    [{ otherRevenues: [{ name: "Bar", value: -5 }] }, "input.otherRevenues.0.value"],
    [{ scenarios: [{ ...scenario, membersPct: -150 }] }, "input.scenarios.0.membersPct"],
    [
      { socialPricing: { tiers: [{ name: "QF1", pct: 30, share: 120 }] } },
      "input.socialPricing.tiers.0.share",
    ],
    [
      { groups: [{ name: "G", categories: [{ name: "C", members: 0 }] }] },
      "input.groups.0.categories.0.members",
    ],
    // The save's sign rules too: a fee above 0.
    [{ federalFees: [{ name: "Licences", value: 2400 }] }, "input.federalFees.0.value"],
    // U+0000 in a line and in a scenario.
    [
      {
        groups: [
          { name: "G", categories: [{ name: "C", members: 3, fees: [{ name: "Co\u0000ach", value: -5 }] }] },
        ],
      },
      "input.groups.0.categories.0.fees.0.name",
    ],
    [{ scenarios: [{ ...scenario, name: "Cut\u0000" }] }, "input.scenarios.0.name"],
  ])("refuses %j with 400 and the field", async (extra, field) => {
    const before = await digest(t);
    const { http, body } = await evaluate(clubAdmin, { ...workedExample(DEMO_CLUB_ID), ...extra });
    expect([http, body.status, body.field]).toEqual([400, 1, field]);
    expect(await digest(t)).toBe(before);
  });

  it("evaluates what a save keeps: other revenues, scenarios and social pricing come back from retrieve as stored", async () => {
    const headers = { "x-organization-id": DEMO_CLUB_ID };
    const current = await t.call<{ context: { version: number } }>("/api/calculation/retrieve", {
      token: clubAdmin,
      headers,
    });
    const pricingTools = {
      otherRevenues: [{ name: "Tournoi", value: 500 }],
      scenarios: [scenario],
      socialPricing: {
        familyDiscounts: [{ rank: 2, pct: 10, share: 20 }],
        tiers: [],
        thirdPartyAids: [{ name: "Pass'Sport", amount: 70, share: 10 }],
      },
    };
    const input = {
      ...workedExample(DEMO_CLUB_ID),
      ...pricingTools,
      context: { version: current.body.data.context.version },
    };
    const saved = await t.call("/api/calculation/store", {
      method: "POST",
      token: clubAdmin,
      headers,
      json: { input },
    });
    expect(saved.http).toBe(200);
    const { body } = await t.call<Record<string, unknown>>("/api/calculation/retrieve", {
      token: clubAdmin,
      headers,
    });
    expect(body.data).toMatchObject(pricingTools);
    // The stored document (the federation template's lines brought in) evaluates with its scenario.
    const again = await evaluate(clubAdmin, body.data);
    expect([again.http, again.body.data.scenarios.map((s) => s.id)]).toEqual([200, ["fewer"]]);
    expect(again.body.data.categories[0].balancedMembership).toBeGreaterThan(again.body.data.categories[0].M);
  });

  it("refuses a visitor with 401", async () => {
    const { http, body } = await evaluate(undefined, workedExample(DEMO_CLUB_ID));
    expect([http, body.status]).toEqual([401, 401]);
  });
});
