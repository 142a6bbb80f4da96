import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPlaceIds } from "#core/calculator-ids";
import { computeCalculator, withVotedPrices } from "#core/cost-model/index";
import { workedExample } from "#core/cost-model/worked-example";
import type { SavedCalculator } from "#core/schemas/calculation";
import { nextSeason, seasonOf } from "#core/season";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import type { EvaluateAnswer } from "../../worker/services/calculations/evaluate";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Voted prices and a scenario's line changes through the API (season-money.md section 3, treasurer.md
 * section 2, docs/decisions/229 and 230): store and evaluate refuse an id the document does not hold,
 * on its field; evaluate answers M at the voted prices and the scenario's figures; the next season
 * starts unvoted.
 */
let t: TestApp;
let clubAdmin: string;
beforeAll(async () => {
  // Ten seconds between calls on the rate limiter's clock: the per-user rate is user-rate.test.ts's.
  let limiterNow = 0;
  t = await createTestApp({
    overrides: { rateLimiter: memoryRateLimiter({ now: () => (limiterNow += 10_000) }) },
  });
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

const headers = { "x-organization-id": DEMO_CLUB_ID };
const example = () => withPlaceIds(workedExample(DEMO_CLUB_ID));
const voted = () => {
  const doc = example();
  return withVotedPrices(doc, computeCalculator(doc), "2026-06-20");
};
const evaluate = (input: unknown) =>
  t.call<EvaluateAnswer>("/api/calculation/evaluate", { method: "POST", token: clubAdmin, json: { input } });
const retrieve = (season?: string) =>
  t.call<SavedCalculator>(`/api/calculation/retrieve${season ? `?season=${season}` : ""}`, {
    token: clubAdmin,
    headers,
  });
async function store(doc: object) {
  const version = (await retrieve()).body.data.context.version;
  return t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token: clubAdmin,
    headers,
    json: { input: { ...doc, context: { version, inputMembership: false } } },
  });
}
const refusal = (answer: { http: number; body: { field?: string; message: string } }) => [
  answer.http,
  answer.body.field,
  answer.body.message,
];

describe("voted prices through the API", () => {
  it("evaluate answers the voted M: Coach 9000 to 10000 moves the result 1520 to 520, not the prices", async () => {
    const doc = voted();
    doc.internalFees[0].value = -10_000;
    const { http, body } = await evaluate(doc);
    expect(http).toBe(200);
    expect(body.data.categories.map((c) => c.M)).toEqual([96, 110, 150]);
    expect([body.data.totals.ST, body.data.totals.result]).toEqual([12_720, 520]);
  });

  it("store and evaluate refuse a category that does not exist, a negative price and a day that is not one, with 400 and the field", async () => {
    const unknown = { ...example(), prices: { votedOn: "2026-06-20", byCategory: { g1c1: 96, nope: 1 } } };
    const expected = [400, "input.prices.byCategory.nope", "error_category_unknown"];
    expect(refusal(await evaluate(unknown))).toEqual(expected);
    expect(refusal(await store(unknown))).toEqual(expected);
    const negative = { ...example(), prices: { votedOn: "2026-06-20", byCategory: { g1c1: -5 } } };
    expect(refusal(await store(negative))).toEqual([400, "input.prices.byCategory.g1c1", "not_in_range"]);
    const badDay = { ...example(), prices: { votedOn: "2026-13-01", byCategory: {} } };
    expect(refusal(await evaluate(badDay))).toEqual([400, "input.prices.votedOn", "error_date_invalid"]);
  });

  it("a store keeps the vote and stores the voted memberships; the next season starts without it", async () => {
    const doc = voted();
    doc.internalFees[0].value = -10_000;
    const saved = await store(doc);
    expect(saved.http).toBe(200);
    const back = (await retrieve()).body.data;
    expect(back.prices).toEqual({ votedOn: "2026-06-20", byCategory: { g1c1: 96, g1c2: 110, g2c1: 150 } });
    // The stored memberships are the voted ones, whatever the template the save applies.
    expect(back.groups.flatMap((g) => g.categories.map((c) => c.membership))).toEqual([96, 110, 150]);
    const next = nextSeason(seasonOf(new Date()));
    const copied = await t.call<SavedCalculator>("/api/calculation/season/copy", {
      method: "POST",
      token: clubAdmin,
      headers,
      json: { input: { from: seasonOf(new Date()), to: next } },
    });
    expect(copied.http).toBe(200);
    expect(copied.body.data.prices).toBeUndefined();
    expect((await retrieve(next)).body.data.prices).toBeUndefined();
    expect((await retrieve()).body.data.prices?.votedOn).toBe("2026-06-20");
  });
});

describe("a scenario's line changes through the API", () => {
  const scenario = (lines: unknown, changes: object = {}) => ({
    id: "s1",
    name: "Town grant -30 %",
    ...changes,
    lines,
  });

  it("evaluate answers the scenario's figures: City -30 % gives 920, the voted prices unchanged", async () => {
    const { http, body } = await evaluate({ ...voted(), scenarios: [scenario([{ id: "gs1", pct: -30 }])] });
    expect(http).toBe(200);
    expect(body.data.totals.result).toBe(1520);
    expect(body.data.scenarios[0].totals.result).toBe(920);
    expect(body.data.scenarios[0].categories.map((c) => c.M)).toEqual([96, 110, 150]);
    // The line's own percent replaces the list's: subsidies -10 % moves the Youth grant only.
    const both = await evaluate({
      ...voted(),
      scenarios: [scenario([{ id: "gs1", pct: -30 }], { subsidiesPct: -10 })],
    });
    expect(both.body.data.scenarios[0].totals.result).toBe(900);
  });

  it("store and evaluate refuse an id that is no line of the document, and the same line twice, with 400 and the field", async () => {
    for (const id of ["gs9", "b1", "g1c1"]) {
      const doc = { ...voted(), scenarios: [scenario([{ id, pct: -30 }])] };
      expect(refusal(await evaluate(doc))).toEqual([
        400,
        "input.scenarios.0.lines.0.id",
        "error_line_unknown",
      ]);
    }
    const unknown = {
      ...voted(),
      scenarios: [scenario([{ id: "gs1", pct: -30 }]), { ...scenario([{ id: "nope", pct: 5 }]), id: "s2" }],
    };
    expect(refusal(await store(unknown))).toEqual([
      400,
      "input.scenarios.1.lines.0.id",
      "error_line_unknown",
    ]);
    const twice = {
      ...voted(),
      scenarios: [
        scenario([
          { id: "gs1", pct: -30 },
          { id: "gs1", pct: -20 },
        ]),
      ],
    };
    expect(refusal(await store(twice))).toEqual([
      400,
      "input.scenarios.0.lines.1.id",
      "error_line_listed_twice",
    ]);
    expect(
      refusal(await evaluate({ ...voted(), scenarios: [scenario([{ id: "gs1", pct: -150 }])] })),
    ).toEqual([400, "input.scenarios.0.lines.0.pct", "not_in_range"]);
  });

  it("a store keeps a scenario's line changes", async () => {
    const saved = await store({ ...voted(), scenarios: [scenario([{ id: "gs1", pct: -30 }])] });
    expect(saved.http).toBe(200);
    expect((await retrieve()).body.data.scenarios?.[0].lines).toEqual([{ id: "gs1", pct: -30 }]);
  });
});
