import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, users } from "../../worker/db/schema";
import { rateLimits } from "../../worker/services/auth/rate-limits";
import { SESSION_MAX_MS } from "../../worker/services/auth/refresh-session";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 23, points 3 to 7: what a stranger learns or blocks, and how sessions and passwords end.
let t: TestApp;
let now = Date.UTC(2026, 10, 2, 9, 0);
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t.close());

const DAY = 24 * 3600 * 1000;
const from = (ip: string) => ({ "x-forwarded-for": ip });
const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

async function register(email: string, password = "a-good-password") {
  const answer = await t.call("/api/auth/register", { method: "POST", json: { login: email, password } });
  expect(answer.http).toBe(200);
}

function login(email: string, password: string, ip?: string) {
  return t.call<unknown>("/api/auth/login", {
    method: "POST",
    headers: ip ? from(ip) : {},
    json: { login: email, password },
  });
}

async function mailsTo(email: string) {
  return t.deps.db().select().from(outbox).where(eq(outbox.to, email));
}

describe("login does not tell known addresses from unknown ones", () => {
  it("runs the same hashing work for an unknown e-mail as for a wrong password", async () => {
    await register("known@example.org");
    t.pbkdf2Calls.length = 0;
    expect((await login("known@example.org", "not-the-password")).http).toBe(401);
    const known = t.pbkdf2Calls.splice(0);
    expect((await login("unknown@example.org", "not-the-password")).http).toBe(401);
    const unknown = t.pbkdf2Calls.splice(0);
    expect(known.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });
});

describe("strangers cannot lock the owner out", () => {
  it("stops guessing from one address without stopping the owner elsewhere", async () => {
    await register("owner@example.org", "owners-secret");
    for (let i = 0; i < rateLimits.login.perAccount; i++)
      expect((await login("owner@example.org", `guess-${i}-x`, "198.51.100.1")).http).toBe(401);
    // The guessing address is refused, even with the right password: guessing on learns nothing.
    const right = await login("owner@example.org", "owners-secret", "198.51.100.1");
    expect([right.http, right.body.status]).toEqual([429, 12]);
    expect((await login("owner@example.org", "owners-secret", "203.0.113.50")).http).toBe(200);
  });

  it("gives each address a single failure once an account is guessed at from many", async () => {
    await register("target@example.org", "targets-secret");
    const { underAttack, perAccount } = rateLimits.login;
    // Spread over addresses, each staying under its own limit.
    for (let i = 0; i < underAttack; i++)
      await login("target@example.org", `guess-${i}-x`, `198.51.101.${Math.floor(i / (perAccount - 1))}`);
    expect((await login("target@example.org", "another-guess", "198.51.102.1")).http).toBe(401);
    expect((await login("target@example.org", "targets-secret", "198.51.102.1")).http).toBe(429);
    // The owner, from an address that has not failed, still gets in.
    expect((await login("target@example.org", "targets-secret", "203.0.113.51")).http).toBe(200);
  });

  it("does not let a stranger's reset requests block the owner's own", async () => {
    await register("resetter@example.org");
    const reset = (ip: string) =>
      t.call("/api/auth/resetPassword", {
        method: "POST",
        headers: from(ip),
        json: { input: { email: "resetter@example.org" } },
      });
    const stranger = [];
    for (let i = 0; i < 4; i++) stranger.push((await reset("198.51.100.9")).http);
    expect(stranger).toEqual([200, 200, 200, 429]);
    expect((await reset("203.0.113.52")).http).toBe(200);
  });
});

describe("password change is limited like login", () => {
  it("limits the old-password guesses of one user, from any address", async () => {
    await register("changer1@example.org", "changers-secret");
    const token = await t.login("changer1@example.org", "changers-secret");
    const change = (oldPassword: string) =>
      t.call("/api/auth/changePassword", {
        method: "POST",
        token,
        json: { input: { oldPassword, newPassword: "a-new-password" } },
      });
    for (let i = 0; i < rateLimits.password.perAccount; i++)
      expect((await change(`guess-${i}-x`)).http).toBe(400);
    const right = await change("changers-secret");
    expect([right.http, right.body.status]).toEqual([429, 12]);
  });

  it("limits the attempts from one address, whoever makes them", async () => {
    const ip = "198.51.100.20";
    const { perIp, perAccount } = rateLimits.password;
    for (let u = 0; u < perIp / perAccount; u++) {
      await register(`spender${u}@example.org`);
      const token = await t.login(`spender${u}@example.org`, "a-good-password");
      for (let i = 0; i < perAccount; i++) {
        const wrong = await t.call("/api/auth/changePassword", {
          method: "POST",
          token,
          headers: from(ip),
          json: { input: { oldPassword: `guess-${i}-x`, newPassword: "a-new-password" } },
        });
        expect(wrong.http).toBe(400);
      }
    }
    await register("bystander@example.org");
    const token = await t.login("bystander@example.org", "a-good-password");
    const change = (ip: string) =>
      t.call("/api/auth/changePassword", {
        method: "POST",
        token,
        headers: from(ip),
        json: { input: { oldPassword: "a-good-password", newPassword: "a-new-password" } },
      });
    expect((await change(ip)).http).toBe(429);
    expect((await change("203.0.113.53")).http).toBe(200);
  });
});

describe("common passwords", () => {
  it("are refused at register, change and reset, with the field and the message key", async () => {
    const registered = await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "weak@example.org", password: "Password1" },
    });
    expect([registered.http, registered.body.status, registered.body.field, registered.body.message]).toEqual(
      [400, 1, "password", "error_password_common"],
    );
    await register("weak@example.org");
    const token = await t.login("weak@example.org", "a-good-password");
    const changed = await t.call("/api/auth/changePassword", {
      method: "POST",
      token,
      json: { input: { oldPassword: "a-good-password", newPassword: "iloveyou" } },
    });
    expect([changed.http, changed.body.status, changed.body.field, changed.body.message]).toEqual([
      400,
      1,
      "input.newPassword",
      "error_password_common",
    ]);
    await t.call("/api/auth/resetPassword", {
      method: "POST",
      json: { input: { email: "weak@example.org" } },
    });
    const link = (await mailsTo("weak@example.org"))
      .map((m) => m.text.match(/reset-password\/([\w-]+)/)?.[1])
      .find(Boolean);
    const reset = await t.call("/api/auth/resetPassword/confirm", {
      method: "POST",
      json: { input: { token: link, newPassword: "sunshine" } },
    });
    expect([reset.http, reset.body.status, reset.body.field, reset.body.message]).toEqual([
      400,
      1,
      "input.newPassword",
      "error_password_common",
    ]);
    // Nothing changed: the old password still works, and the link still sets a good one.
    expect((await login("weak@example.org", "a-good-password")).http).toBe(200);
    expect(
      (
        await t.call("/api/auth/resetPassword/confirm", {
          method: "POST",
          json: { input: { token: link, newPassword: "an-uncommon-one" } },
        })
      ).http,
    ).toBe(200);
  });
});

describe("sessions", () => {
  it("refuses the access token of a session after its logout, while the user's other session goes on", async () => {
    await register("two-devices@example.org");
    const phone = await t.request("/api/auth/login", {
      method: "POST",
      json: { login: "two-devices@example.org", password: "a-good-password" },
    });
    const laptop = await login("two-devices@example.org", "a-good-password");
    const phoneToken = ((await phone.json()) as { token: string }).token;
    const laptopToken = laptop.body.token as string;
    // Both known to the session cache before the logout.
    expect((await t.call("/api/user/details", { token: phoneToken })).http).toBe(200);
    expect((await t.call("/api/user/details", { token: laptopToken })).http).toBe(200);
    expect(
      (await t.request("/api/auth/logout", { method: "POST", headers: { cookie: cookieOf(phone) } })).status,
    ).toBe(200);
    expect((await t.call("/api/user/details", { token: phoneToken })).http).toBe(401);
    expect((await t.call("/api/user/details", { token: laptopToken })).http).toBe(200);
    // Again, once the laptop's check is in the cache: the phone's token does not ride on it.
    expect((await t.call("/api/user/details", { token: phoneToken })).http).toBe(401);
  });

  it("refuses an access token without a session (signed before sessions were checked)", async () => {
    const [user] = await t.deps.db().select().from(users).where(eq(users.email, "two-devices@example.org"));
    const iat = Math.floor(now / 1000);
    const old = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer("clubcost")
      .setAudience("clubcost-api")
      .setIssuedAt(iat)
      .setExpirationTime(iat + 900)
      .sign(new TextEncoder().encode(t.deps.config.jwtSecret));
    expect((await t.call("/api/user/details", { token: old })).http).toBe(401);
  });

  it("ends a session its absolute lifetime after the login, even when refreshed every day", async () => {
    await register("daily@example.org");
    const first = await t.request("/api/auth/login", {
      method: "POST",
      json: { login: "daily@example.org", password: "a-good-password" },
    });
    let cookie = cookieOf(first);
    let setCookie = "";
    const days = SESSION_MAX_MS / DAY;
    for (let day = 1; day < days; day++) {
      now += DAY;
      const refreshed = await t.request("/api/auth/refresh", { method: "POST", headers: { cookie } });
      expect(refreshed.status).toBe(200);
      cookie = cookieOf(refreshed);
      setCookie = refreshed.headers.get("set-cookie") ?? "";
    }
    // The browser is told to keep the cookies no longer than the session: one day left.
    expect([...setCookie.matchAll(/Max-Age=(\d+)/g)].map((m) => Number(m[1]))).toEqual([
      DAY / 1000,
      DAY / 1000,
    ]);
    now += DAY;
    expect((await t.request("/api/auth/refresh", { method: "POST", headers: { cookie } })).status).toBe(401);
    expect((await login("daily@example.org", "a-good-password")).http).toBe(200);
  });
});

describe("the owner hears of a new password", () => {
  it("is mailed after a password change, in their language", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "told@example.org", password: "a-good-password", locale: "en" },
    });
    const token = await t.login("told@example.org", "a-good-password");
    const changed = await t.call("/api/auth/changePassword", {
      method: "POST",
      token,
      json: { input: { oldPassword: "a-good-password", newPassword: "a-new-password" } },
    });
    expect(changed.http).toBe(200);
    const mails = await mailsTo("told@example.org");
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("your password was changed")]);
    expect(mails[0].text).toContain("told@example.org");
  });

  it("is mailed after a reset", async () => {
    await register("reset-told@example.org");
    await t.call("/api/auth/resetPassword", {
      method: "POST",
      json: { input: { email: "reset-told@example.org" } },
    });
    const link = (await mailsTo("reset-told@example.org"))[0].text.match(/reset-password\/([\w-]+)/)?.[1];
    expect(
      (
        await t.call("/api/auth/resetPassword/confirm", {
          method: "POST",
          json: { input: { token: link, newPassword: "an-uncommon-one" } },
        })
      ).http,
    ).toBe(200);
    const subjects = (await mailsTo("reset-told@example.org")).map((m) => m.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects[1]).toMatch(/mot de passe a été changé/);
  });
});
