import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { calculationHistory, memberships, users } from "../../worker/db/schema";
import { memoryRateLimiter } from "../../worker/platform/shared/memory-rate-limiter";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { saveLimit } from "../../worker/services/calculations/save-limit";
import { userRates } from "../../worker/services/calculations/user-rate";
import { createTestApp, type TestApp } from "../support/test-app";

// The limiter counts on a clock of its own, so an afternoon of autosaves runs in a moment while
// the sessions' tokens keep the real time.
let limiterNow = Date.UTC(2026, 10, 25, 9);
const limiterClock = { now: () => limiterNow };
const MINUTE = 60_000;

let t: TestApp;
let clubAdmin: string;
let admin: string;
let fede: string;
let treasurer: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: { rateLimiter: memoryRateLimiter(limiterClock) } });
  clubAdmin = await t.login("club@demo.clubcost.app");
  admin = await t.login("admin@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "limit-treasurer@example.org", password: "password-123" },
  });
  const [user] = await t.deps
    .db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "limit-treasurer@example.org"));
  await t.deps
    .db()
    .insert(memberships)
    .values({ userId: user.id, organizationId: DEMO_CLUB_ID, organizationType: "club" });
  treasurer = await t.login("limit-treasurer@example.org", "password-123");
});
afterAll(() => t.close());

const org = (id: string) => ({ "x-organization-id": id });
const retrieve = async (token: string, id: string) =>
  (await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers: org(id) })).body.data;
const store = (token: string, doc: SavedCalculator, version: number) =>
  t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token,
    json: { input: { ...doc, context: { version, inputMembership: false } } },
  });
const historyCount = async (id: string) =>
  (
    await t.deps
      .db()
      .select({ v: calculationHistory.version })
      .from(calculationHistory)
      .where(eq(calculationHistory.organizationId, id))
  ).length;

/** Saves one after another on the latest version, each with a small edit; answers the HTTP statuses. */
async function saveInTurn(tokens: string[], organizationId: string) {
  const statuses: number[] = [];
  for (const token of tokens) {
    const doc = await retrieve(token, organizationId);
    const saved = await store(
      token,
      { ...doc, internalFees: [{ name: `Edit ${doc.context.version}`, value: -1 }] },
      doc.context.version,
    );
    statuses.push(saved.http);
  }
  return statuses;
}

describe("the save limit per organization", () => {
  it("never refuses the web app's autosave pace, even three admins editing for over an hour", async () => {
    // Each admin's screen saves at most once a minute, plus when its tab is hidden: say twice a minute more.
    const everyMinute = [
      clubAdmin,
      clubAdmin,
      clubAdmin,
      admin,
      admin,
      admin,
      treasurer,
      treasurer,
      treasurer,
    ];
    const statuses: number[] = [];
    for (let minute = 0; minute < 70; minute++) {
      statuses.push(...(await saveInTurn(everyMinute, DEMO_CLUB_ID)));
      limiterNow += MINUTE;
    }
    expect(statuses.length).toBe(630);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it("answers 429 with code 12 past the limit, changing nothing, and accepts saves again in the next window", async () => {
    limiterNow += 2 * saveLimit.windowMs;
    const template = await retrieve(fede, DEMO_FEDERATION_ID);
    let version = template.context.version;
    // Refused callers do not spend the organization's allowance.
    for (let i = 0; i < 20; i++) expect((await store(clubAdmin, template, version)).http).toBe(403);
    for (let i = 0; i < saveLimit.perOrganization; i++) {
      const saved = await store(fede, template, version);
      expect(saved.http).toBe(200);
      version = saved.body.data.context.version;
      // As fast as the per-user rate lets one admin save (user-rate.test.ts): the hour's allowance in 20 minutes.
      limiterNow += userRates.store.windowMs / userRates.store.perUser;
    }
    const rows = await historyCount(DEMO_FEDERATION_ID);
    const refused = await store(fede, template, version);
    expect([refused.http, refused.body.status]).toEqual([429, 12]);
    const restore = await t.call("/api/calculation/restore", {
      method: "POST",
      token: fede,
      headers: org(DEMO_FEDERATION_ID),
      json: { input: { version: 1, baseVersion: version } },
    });
    expect([restore.http, restore.body.status]).toEqual([429, 12]);
    expect(await historyCount(DEMO_FEDERATION_ID)).toBe(rows);
    expect((await retrieve(fede, DEMO_FEDERATION_ID)).context.version).toBe(version);
    // Another organization keeps its own allowance.
    expect((await saveInTurn([clubAdmin], DEMO_CLUB_ID))[0]).toBe(200);
    limiterNow += saveLimit.windowMs;
    expect((await store(fede, template, version)).http).toBe(200);
  });
});
