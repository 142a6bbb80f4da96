import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import { memberships, users } from "../../worker/db/schema";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { userRates } from "../../worker/services/calculations/user-rate";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The per-user rate of calculator bodies (issue 39.1, docs/decisions/214): evaluate and store each
 * answer 429 with Retry-After past the caller's budget of the window, and not before; the web app's
 * autosave pace never meets it. The limiter counts on a clock of its own.
 */
let limiterNow = Date.UTC(2026, 10, 27, 9);
const MINUTE = 60_000;
const SECOND = 1_000;

let t: TestApp;
let clubAdmin: string;
let treasurer: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: { rateLimiter: memoryRateLimiter({ now: () => limiterNow }) } });
  clubAdmin = await t.login("club@demo.clubcost.app");
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "rate-treasurer@example.org", password: "password-123" },
  });
  const [user] = await t.deps
    .db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "rate-treasurer@example.org"));
  await t.deps
    .db()
    .insert(memberships)
    .values({ userId: user.id, organizationId: DEMO_CLUB_ID, organizationType: "club" });
  treasurer = await t.login("rate-treasurer@example.org", "password-123");
});
afterAll(() => t.close());

const org = { "x-organization-id": DEMO_CLUB_ID };
const evaluate = (token: string, input: unknown = workedExample(DEMO_CLUB_ID)) =>
  t.call("/api/calculation/evaluate", { method: "POST", token, json: { input } });
const retrieve = async (token: string) =>
  (await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers: org })).body.data;
const store = (token: string, doc: SavedCalculator, version: number) =>
  t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token,
    headers: org,
    json: { input: { ...doc, context: { version, inputMembership: false } } },
  });

describe("the per-user rate of calculator bodies", () => {
  it("answers evaluate up to the budget, then 429 with code 12 and Retry-After; others keep theirs, the next window is open", async () => {
    limiterNow += 10 * MINUTE;
    for (let i = 0; i < userRates.evaluate.perUser; i++) expect((await evaluate(clubAdmin)).http).toBe(200);
    const refused = await evaluate(clubAdmin);
    expect([refused.http, refused.body.status]).toEqual([429, 12]);
    expect(refused.response.headers.get("retry-after")).toBe("60");
    // Counted before the body is read: a body that would be refused is not checked either.
    expect((await evaluate(clubAdmin, { groups: "not a list" })).http).toBe(429);
    expect((await evaluate(treasurer)).http).toBe(200);
    limiterNow += userRates.evaluate.windowMs;
    expect((await evaluate(clubAdmin)).http).toBe(200);
  });

  it("counts every call, refused bodies too, so a stream of bad documents is cut as well", async () => {
    limiterNow += 10 * MINUTE;
    for (let i = 0; i < userRates.evaluate.perUser; i++)
      expect((await evaluate(treasurer, { groups: "not a list" })).http).toBe(400);
    expect((await evaluate(treasurer)).http).toBe(429);
  });

  it("answers store up to the budget, then 429, changing nothing", async () => {
    limiterNow += 10 * MINUTE;
    let doc = await retrieve(treasurer);
    for (let i = 0; i < userRates.store.perUser; i++) {
      const saved = await store(
        treasurer,
        { ...doc, internalFees: [{ name: `Edit ${i}`, value: -1 }] },
        doc.context.version,
      );
      expect(saved.http).toBe(200);
      doc = saved.body.data;
    }
    const refused = await store(
      treasurer,
      { ...doc, internalFees: [{ name: "One more", value: -1 }] },
      doc.context.version,
    );
    expect([refused.http, refused.body.status, refused.response.headers.get("retry-after")]).toEqual([
      429,
      12,
      "60",
    ]);
    expect((await retrieve(treasurer)).context.version).toBe(doc.context.version);
    // Evaluate has its own budget, and another admin of the same club still saves.
    expect((await evaluate(treasurer)).http).toBe(200);
    const other = await retrieve(clubAdmin);
    expect((await store(clubAdmin, other, other.context.version)).http).toBe(200);
  });

  it("never refuses the web app's pace: three screens open for an hour, each saving every minute and when hidden", async () => {
    limiterNow += 10 * MINUTE;
    const statuses: number[] = [];
    const save = async (name: string) => {
      const doc = await retrieve(clubAdmin);
      statuses.push(
        (await store(clubAdmin, { ...doc, internalFees: [{ name, value: -1 }] }, doc.context.version)).http,
      );
    };
    for (let minute = 0; minute < 60; minute++) {
      const start = limiterNow;
      // Each screen's 60 s tick comes at its own time (opened at 0, 20 and 40 s), and its tab is hidden
      // once between; at the top of the minute the person runs through the three tabs: four saves at once.
      for (const [at, what] of [
        [0, "tick 1"],
        [1, "hidden 1"],
        [2, "hidden 2"],
        [3, "hidden 3"],
        [20, "tick 2"],
        [40, "tick 3"],
        [50, "hidden 1"],
      ] as const) {
        limiterNow = start + at * SECOND;
        await save(`Minute ${minute} ${what}`);
      }
      limiterNow = start + MINUTE;
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});
