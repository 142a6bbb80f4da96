import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshTokens, users } from "../../worker/db/schema";
import { MAX_TOKENS_PER_ROTATION, ROTATION_GRACE_MS } from "../../worker/services/auth/refresh-session";
import { createTestApp, type TestApp } from "../support/test-app";

// The refresh cookie rotates at each use. The browser holds one cookie for every tab, so two tabs (or a
// reload beside a refresh) may send the same one at once: that is not a theft. A token seen again
// later is, and ends its whole family.
let t: TestApp;
let now = Date.UTC(2026, 10, 2, 9, 0);
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t.close());

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];
const refresh = (cookie: string) => t.request("/api/auth/refresh", { method: "POST", headers: { cookie } });

async function logIn(email: string) {
  const login = await t.request("/api/auth/login", {
    method: "POST",
    json: { login: email, password: "clubcost-demo" },
  });
  return cookieOf(login);
}

async function tokensOf(email: string) {
  const db = t.deps.db();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
}

describe("refresh token rotation", () => {
  it("gives two tabs that send the same cookie at once a session each", async () => {
    const first = await logIn("club@demo.clubcost.app");
    const [a, b] = await Promise.all([refresh(first), refresh(first)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(cookieOf(a)).not.toBe(cookieOf(b));
    // Both new tokens work, now and later.
    now += ROTATION_GRACE_MS + 1000;
    expect((await refresh(cookieOf(a))).status).toBe(200);
    expect((await refresh(cookieOf(b))).status).toBe(200);
  });

  it("gives a token sent again and again within its grace only a few siblings", async () => {
    const first = await logIn("club@demo.clubcost.app");
    const answers = [];
    for (let i = 0; i < MAX_TOKENS_PER_ROTATION + 2; i++) answers.push((await refresh(first)).status);
    // The successor and two siblings: three tabs opened at once; more is someone minting sessions.
    expect(answers).toEqual([200, 200, 200, 401, 401]);
  });

  it("ends the whole family when a rotated token comes back after the grace", async () => {
    const first = await logIn("fede@demo.clubcost.app");
    const second = await refresh(first);
    expect(second.status).toBe(200);
    now += ROTATION_GRACE_MS + 1;
    expect((await refresh(first)).status).toBe(401);
    // The thief's replay also ends the session of the person it was stolen from.
    expect((await refresh(cookieOf(second))).status).toBe(401);
    expect(await tokensOf("fede@demo.clubcost.app")).toEqual([]);
  });

  it("refuses an expired token without touching its family", async () => {
    const first = await logIn("admin@demo.clubcost.app");
    now += 31 * 24 * 3600 * 1000;
    expect((await refresh(first)).status).toBe(401);
    expect((await tokensOf("admin@demo.clubcost.app")).map((row) => row.rotatedAt)).toEqual([null]);
  });
});
