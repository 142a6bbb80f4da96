import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections, users } from "../../worker/db/schema";
import { NEW_VISIT_AFTER_MS } from "../../worker/services/auth/connections";
import { createTestApp, type TestApp } from "../support/test-app";

// A session kept by its refresh cookie (30 days) must count as a connection when its owner comes back,
// or the last connection and the federation statistics would only see password logins.
let t: TestApp;
let now = Date.UTC(2026, 10, 2, 9, 0);
const EMAIL = "club@demo.clubcost.app";
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t.close());

const refreshCookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];
const minutes = (count: number) => count * 60_000;

async function recorded() {
  const db = t.deps.db();
  const [user] = await db
    .select({ id: users.id, lastConnection: users.lastConnection })
    .from(users)
    .where(eq(users.email, EMAIL));
  const rows = await db
    .select({ organizationId: connections.organizationId, at: connections.at })
    .from(connections)
    .where(eq(connections.userId, user.id));
  return { lastConnection: user.lastConnection, rows };
}

async function refresh(cookie: string) {
  const response = await t.request("/api/auth/refresh", { method: "POST", headers: { cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { lastConnection: number | null } };
  return { cookie: refreshCookieOf(response), shown: body.data.lastConnection };
}

describe("a connection is a login or a return on a kept session", () => {
  it("counts the login, not the refreshes of a working session, and the return after a break", async () => {
    const login = await t.request("/api/auth/login", {
      method: "POST",
      json: { login: EMAIL, password: "clubcost-demo" },
    });
    const loggedIn = await recorded();
    expect(loggedIn.lastConnection).toBe(now);
    const perVisit = loggedIn.rows.filter((row) => row.at === now).length;
    expect(perVisit).toBeGreaterThan(0);

    // Working on: the app renews its 15-minute access token once expired; a reload restores the session.
    let session = { cookie: refreshCookieOf(login), shown: null as number | null };
    for (let step = 0; step < 8; step += 1) {
      now += minutes(step % 2 ? 15 : 20);
      session = await refresh(session.cookie);
    }
    expect(await recorded()).toEqual(loggedIn);

    // Back the next morning on the same session: a connection like a login, shown at once.
    now += NEW_VISIT_AFTER_MS + minutes(12 * 60);
    session = await refresh(session.cookie);
    const back = await recorded();
    expect(back.lastConnection).toBe(now);
    expect(back.rows.length).toBe(loggedIn.rows.length + perVisit);
    expect(session.shown).toBe(now);

    // Just under the break again: still the same visit.
    now += NEW_VISIT_AFTER_MS - 1;
    await refresh(session.cookie);
    expect(await recorded()).toEqual(back);
  });
});
