import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function refreshCookieOf(response: Response): string {
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0];
}

describe("register and log in", () => {
  it("registers with a trimmed, case-insensitive e-mail and logs in", async () => {
    const reg = await t.call("/api/auth/register", { method: "POST", json: { login: "  New.Person@Example.org ", password: "long-enough", firstName: "", lastName: "", channel: "email" } });
    expect(reg.http).toBe(200);
    expect(reg.body.message).toBe("Account created!");
    const login = await t.call<{ email: string }>("/api/auth/login", { method: "POST", json: { login: "new.person@example.org", password: "long-enough" } });
    expect(login.http).toBe(200);
    expect(login.body.token).toBeTruthy();
    expect(login.body.data.email).toBe("new.person@example.org");
  });

  it("refuses a second account with the same e-mail (409, code 7)", async () => {
    const again = await t.call("/api/auth/register", { method: "POST", json: { login: "NEW.person@example.org", password: "long-enough" } });
    expect(again.http).toBe(409);
    expect(again.body.status).toBe(7);
  });

  it("enforces 8 characters for a password on the server", async () => {
    const short = await t.call("/api/auth/register", { method: "POST", json: { login: "short@example.org", password: "short" } });
    expect(short.http).toBe(400);
    expect(short.body.field).toBe("password");
  });

  it("answers a wrong password and an unknown e-mail alike (401, code 4)", async () => {
    const wrong = await t.call("/api/auth/login", { method: "POST", json: { login: "club@demo.clubcost.app", password: "nope-nope" } });
    const unknown = await t.call("/api/auth/login", { method: "POST", json: { login: "nobody@example.org", password: "nope-nope" } });
    expect([wrong.http, wrong.body.status]).toEqual([401, 4]);
    expect([unknown.http, unknown.body.status]).toEqual([401, 4]);
  });

  it("names the bad field for an invalid e-mail", async () => {
    const bad = await t.call("/api/auth/login", { method: "POST", json: { login: "not-an-email", password: "x" } });
    expect(bad.http).toBe(400);
    expect(bad.body.field).toBe("login");
  });
});

describe("sessions", () => {
  it("answers 401 for a forged or missing token, never 500", async () => {
    expect((await t.call("/api/user/details")).http).toBe(401);
    expect((await t.call("/api/user/details", { token: "eyJhbGciOiJub25lIn0.e30." })).http).toBe(401);
    expect((await t.call("/api/user/details", { token: "garbage" })).http).toBe(401);
  });

  it("rotates the refresh token and revokes the family when an old one is replayed", async () => {
    const login = await t.request("/api/auth/login", { method: "POST", json: { login: "fede@demo.clubcost.app", password: "clubcost-demo" } });
    const first = refreshCookieOf(login);
    expect(login.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const refreshed = await t.request("/api/auth/refresh", { method: "POST", headers: { cookie: first } });
    expect(refreshed.status).toBe(200);
    const second = refreshCookieOf(refreshed);
    expect(second).not.toBe(first);
    expect((await t.request("/api/auth/refresh", { method: "POST", headers: { cookie: first } })).status).toBe(401);
    expect((await t.request("/api/auth/refresh", { method: "POST", headers: { cookie: second } })).status).toBe(401);
  });

  it("ends the other sessions on a password change", async () => {
    await t.call("/api/auth/register", { method: "POST", json: { login: "changer@example.org", password: "first-password" } });
    const other = await t.login("changer@example.org", "first-password");
    const mine = await t.login("changer@example.org", "first-password");
    const changed = await t.call("/api/auth/changePassword", { method: "POST", token: mine, json: { input: { oldPassword: "first-password", newPassword: "second-password" } } });
    expect(changed.http).toBe(200);
    expect(changed.body.token).toBeTruthy();
    expect((await t.call("/api/user/details", { token: other })).http).toBe(401);
    expect((await t.call("/api/user/details", { token: changed.body.token })).http).toBe(200);
    expect((await t.call("/api/auth/login", { method: "POST", json: { login: "changer@example.org", password: "second-password" } })).http).toBe(200);
  });

  it("refuses a password change with a wrong old password", async () => {
    const token = await t.login("club@demo.clubcost.app");
    const wrong = await t.call("/api/auth/changePassword", { method: "POST", token, json: { input: { oldPassword: "wrong-one!", newPassword: "whatever-long" } } });
    expect(wrong.http).toBe(400);
    expect(wrong.body.field).toBe("oldPassword");
  });
});

describe("password reset", () => {
  it("mails a single-use link to the outbox that sets a new password", async () => {
    await t.call("/api/auth/register", { method: "POST", json: { login: "forgetful@example.org", password: "forgotten-one" } });
    const asked = await t.call("/api/auth/resetPassword", { method: "POST", json: { input: { email: " Forgetful@example.org" } } });
    expect(asked.http).toBe(200);
    const mails = await t.deps.db().select().from(outbox);
    const mail = mails.find((m) => m.to === "forgetful@example.org");
    const token = mail?.text.match(/reset-password\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await t.call("/api/auth/resetPassword/confirm", { method: "POST", json: { input: { token, newPassword: "remembered-now" } } });
    expect(confirmed.http).toBe(200);
    const reused = await t.call("/api/auth/resetPassword/confirm", { method: "POST", json: { input: { token, newPassword: "another-one!" } } });
    expect(reused.http).toBe(422);
    expect((await t.call("/api/auth/login", { method: "POST", json: { login: "forgetful@example.org", password: "remembered-now" } })).http).toBe(200);
  });

  it("answers an unknown address like a known one (no account probing)", async () => {
    const unknown = await t.call("/api/auth/resetPassword", { method: "POST", json: { input: { email: "ghost@example.org" } } });
    expect(unknown.http).toBe(200);
  });

  it("is for visitors only", async () => {
    const token = await t.login("club@demo.clubcost.app");
    const asked = await t.call("/api/auth/resetPassword", { method: "POST", token, json: { input: { email: "club@demo.clubcost.app" } } });
    expect(asked.http).toBe(403);
  });
});

describe("rate limits", () => {
  it("answers 429 after too many logins for one account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.call("/api/auth/login", { method: "POST", json: { login: "limited@example.org", password: "wrong-password" } });
      statuses.push(r.http);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers 429 after too many logins from one address", async () => {
    let last = 0;
    for (let i = 0; i < 32; i++) {
      const r = await t.call("/api/auth/login", { method: "POST", headers: { "x-forwarded-for": "203.0.113.9" }, json: { login: `user${i}@example.org`, password: "wrong-password" } });
      last = r.http;
    }
    expect(last).toBe(429);
  });
});
