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
    const reg = await t.call("/api/auth/register", {
      method: "POST",
      json: {
        login: "  New.Person@Example.org ",
        password: "long-enough",
        firstName: "",
        lastName: "",
        channel: "email",
      },
    });
    expect(reg.http).toBe(200);
    expect(reg.body.message).toBe("Account created!");
    const login = await t.call<{ email: string }>("/api/auth/login", {
      method: "POST",
      json: { login: "new.person@example.org", password: "long-enough" },
    });
    expect(login.http).toBe(200);
    expect(login.body.token).toBeTruthy();
    expect(login.body.data.email).toBe("new.person@example.org");
  });

  it("refuses a second account with the same e-mail (409, code 7)", async () => {
    const again = await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "NEW.person@example.org", password: "long-enough" },
    });
    expect(again.http).toBe(409);
    expect(again.body.status).toBe(7);
  });

  it("enforces 8 characters for a password on the server", async () => {
    const short = await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "short@example.org", password: "short" },
    });
    expect(short.http).toBe(400);
    expect(short.body.field).toBe("password");
  });

  it("answers a wrong password and an unknown e-mail alike (401, code 4)", async () => {
    const wrong = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "nope-nope" },
    });
    const unknown = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: "nobody@example.org", password: "nope-nope" },
    });
    expect([wrong.http, wrong.body.status]).toEqual([401, 4]);
    expect([unknown.http, unknown.body.status]).toEqual([401, 4]);
  });

  it("names the bad field for an invalid e-mail", async () => {
    const bad = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: "not-an-email", password: "x" },
    });
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

  // Replays after the grace, and two tabs refreshing at once: refresh-rotation.test.ts (controlled clock).
  it("rotates the refresh token at each use", async () => {
    const login = await t.request("/api/auth/login", {
      method: "POST",
      json: { login: "fede@demo.clubcost.app", password: "clubcost-demo" },
    });
    const first = refreshCookieOf(login);
    expect(login.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const refreshed = await t.request("/api/auth/refresh", { method: "POST", headers: { cookie: first } });
    expect(refreshed.status).toBe(200);
    const second = refreshCookieOf(refreshed);
    expect(second).not.toBe(first);
    const third = await t.request("/api/auth/refresh", { method: "POST", headers: { cookie: second } });
    expect(third.status).toBe(200);
    expect(refreshCookieOf(third)).not.toBe(second);
    expect(
      (
        await t.request("/api/auth/refresh", {
          method: "POST",
          headers: { cookie: "__Host-cc_refresh=not-a-token" },
        })
      ).status,
    ).toBe(401);
  });

  it("ends the other sessions on a password change", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "changer@example.org", password: "first-password" },
    });
    const other = await t.login("changer@example.org", "first-password");
    const mine = await t.login("changer@example.org", "first-password");
    const changed = await t.call("/api/auth/changePassword", {
      method: "POST",
      token: mine,
      json: { input: { oldPassword: "first-password", newPassword: "second-password" } },
    });
    expect(changed.http).toBe(200);
    expect(changed.body.token).toBeTruthy();
    expect((await t.call("/api/user/details", { token: other })).http).toBe(401);
    expect((await t.call("/api/user/details", { token: changed.body.token })).http).toBe(200);
    expect(
      (
        await t.call("/api/auth/login", {
          method: "POST",
          json: { login: "changer@example.org", password: "second-password" },
        })
      ).http,
    ).toBe(200);
  });

  it("refuses a password change with a wrong old password", async () => {
    const token = await t.login("club@demo.clubcost.app");
    const wrong = await t.call("/api/auth/changePassword", {
      method: "POST",
      token,
      json: { input: { oldPassword: "wrong-one!", newPassword: "whatever-long" } },
    });
    expect(wrong.http).toBe(400);
    expect(wrong.body.field).toBe("oldPassword");
  });
});

describe("password reset", () => {
  it("mails a single-use link to the outbox that sets a new password", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "forgetful@example.org", password: "forgotten-one" },
    });
    const asked = await t.call("/api/auth/resetPassword", {
      method: "POST",
      json: { input: { email: " Forgetful@example.org" } },
    });
    expect(asked.http).toBe(200);
    const mails = await t.deps.db().select().from(outbox);
    const mail = mails.find((m) => m.to === "forgetful@example.org");
    const token = mail?.text.match(/reset-password\/([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await t.call("/api/auth/resetPassword/confirm", {
      method: "POST",
      json: { input: { token, newPassword: "remembered-now" } },
    });
    expect(confirmed.http).toBe(200);
    const reused = await t.call("/api/auth/resetPassword/confirm", {
      method: "POST",
      json: { input: { token, newPassword: "another-one!" } },
    });
    expect(reused.http).toBe(422);
    expect(
      (
        await t.call("/api/auth/login", {
          method: "POST",
          json: { login: "forgetful@example.org", password: "remembered-now" },
        })
      ).http,
    ).toBe(200);
  });

  it("lets one of two confirms sent at once with the same link set the password, not both", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "hasty@example.org", password: "forgotten-one" },
    });
    await t.call("/api/auth/resetPassword", {
      method: "POST",
      json: { input: { email: "hasty@example.org" } },
    });
    const mail = (await t.deps.db().select().from(outbox)).find((m) => m.to === "hasty@example.org");
    const token = mail?.text.match(/reset-password\/([\w-]+)/)?.[1];
    const confirm = (newPassword: string) =>
      t.call("/api/auth/resetPassword/confirm", { method: "POST", json: { input: { token, newPassword } } });
    const answers = await Promise.all([confirm("first-new-one"), confirm("second-new-one")]);
    expect(answers.map((answer) => answer.http).sort()).toEqual([200, 422]);
    const winner = answers[0].http === 200 ? "first-new-one" : "second-new-one";
    const loser = winner === "first-new-one" ? "second-new-one" : "first-new-one";
    const login = (password: string) =>
      t.call("/api/auth/login", { method: "POST", json: { login: "hasty@example.org", password } });
    expect([(await login(winner)).http, (await login(loser)).http]).toEqual([200, 401]);
  });

  it("answers an unknown address like a known one (no account probing)", async () => {
    const unknown = await t.call("/api/auth/resetPassword", {
      method: "POST",
      json: { input: { email: "ghost@example.org" } },
    });
    expect(unknown.http).toBe(200);
  });

  it("is for visitors only", async () => {
    const token = await t.login("club@demo.clubcost.app");
    const asked = await t.call("/api/auth/resetPassword", {
      method: "POST",
      token,
      json: { input: { email: "club@demo.clubcost.app" } },
    });
    expect(asked.http).toBe(403);
  });
});

describe("rate limits", () => {
  // From one address: failures from elsewhere do not count (a stranger must not lock the owner out, decision 119).
  it("answers 429 after too many failed logins for one account from one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await t.call("/api/auth/login", {
        method: "POST",
        headers: { "x-forwarded-for": "192.0.2.10" },
        json: { login: "limited@example.org", password: "wrong-password" },
      });
      statuses.push(r.http);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers 429 after too many logins from one address", async () => {
    let last = 0;
    for (let i = 0; i < 32; i++) {
      const r = await t.call("/api/auth/login", {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.9" },
        json: { login: `user${i}@example.org`, password: "wrong-password" },
      });
      last = r.http;
    }
    expect(last).toBe(429);
  });
});

describe("rate limits on every limited call", () => {
  it("keeps refusing an account past its failure limit, even with the right password", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "guessed@example.org", password: "the-right-one" },
    });
    const headers = { "x-forwarded-for": "192.0.2.11" };
    for (let i = 0; i < 10; i++)
      await t.call("/api/auth/login", {
        method: "POST",
        headers,
        json: { login: "guessed@example.org", password: `guess-${i}-x` },
      });
    const right = await t.call("/api/auth/login", {
      method: "POST",
      headers,
      json: { login: "guessed@example.org", password: "the-right-one" },
    });
    expect([right.http, right.body.status]).toEqual([429, 12]);
  });

  it("does not count successful logins against the account", async () => {
    for (let i = 0; i < 12; i++)
      expect(
        (
          await t.call("/api/auth/login", {
            method: "POST",
            json: { login: "fede@demo.clubcost.app", password: "clubcost-demo" },
          })
        ).http,
      ).toBe(200);
  });

  it("limits registrations of one account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (
          await t.call("/api/auth/register", {
            method: "POST",
            json: { login: "again@example.org", password: "again-and-again" },
          })
        ).http,
      );
    expect(statuses).toEqual([200, 409, 409, 409, 409, 429]);
  });

  it("limits reset requests for one account from one address", async () => {
    const statuses: number[] = [];
    const headers = { "x-forwarded-for": "192.0.2.12" };
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.call("/api/auth/resetPassword", {
            method: "POST",
            headers,
            json: { input: { email: "club@demo.clubcost.app" } },
          })
        ).http,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("does not count an address's refused requests against the accounts they name", async () => {
    const reset = (email: string, ip: string) =>
      t.call("/api/auth/resetPassword", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        json: { input: { email } },
      });
    // One address uses up its ten requests on ten accounts, then keeps going at one account.
    for (let i = 0; i < 10; i++)
      expect((await reset(`someone${i}@example.org`, "198.51.100.77")).http).toBe(200);
    for (let i = 0; i < 5; i++) expect((await reset("target@example.org", "198.51.100.77")).http).toBe(429);
    // The account's owner, elsewhere, still has all three of theirs.
    const own = [];
    for (let i = 0; i < 4; i++) own.push((await reset("target@example.org", "203.0.113.200")).http);
    expect(own).toEqual([200, 200, 200, 429]);
  });
});

describe("bad input on every auth call answers 400 with the field, or 401", () => {
  it.each([
    ["/api/auth/login", { login: "a@b.fr" }, "password"],
    ["/api/auth/register", { login: "a@b.fr" }, "password"],
    ["/api/auth/resetPassword", { input: { email: "not-an-email" } }, "input.email"],
    [
      "/api/auth/resetPassword/confirm",
      { input: { token: "short", newPassword: "long-enough-1" } },
      "input.token",
    ],
    [
      "/api/auth/resetPassword/confirm",
      { input: { token: "x".repeat(40), newPassword: "short" } },
      "input.newPassword",
    ],
  ])("%s %j -> 400 on %s", async (path, json, field) => {
    const { http, body } = await t.call(path, { method: "POST", json });
    expect([http, body.field]).toEqual([400, field]);
  });

  it("answers a password change without a session with 401, and a short new password with 400", async () => {
    expect(
      (
        await t.call("/api/auth/changePassword", {
          method: "POST",
          json: { input: { oldPassword: "x", newPassword: "long-enough-1" } },
        })
      ).http,
    ).toBe(401);
    const token = await t.login("club@demo.clubcost.app");
    const short = await t.call("/api/auth/changePassword", {
      method: "POST",
      token,
      json: { input: { oldPassword: "clubcost-demo", newPassword: "short" } },
    });
    expect([short.http, short.body.field]).toEqual([400, "input.newPassword"]);
  });

  it("answers a refresh without a cookie, or with a forged one, with 401", async () => {
    expect((await t.call("/api/auth/refresh", { method: "POST" })).http).toBe(401);
    expect(
      (await t.call("/api/auth/refresh", { method: "POST", headers: { cookie: "__Host-cc_refresh=forged" } }))
        .http,
    ).toBe(401);
    expect((await t.call("/api/auth/logout", { method: "POST" })).http).toBe(200);
  });
});

describe("sessions across federation subdomains", () => {
  it("shares the refresh cookie with the subdomains of BASE_DOMAIN", async () => {
    const shared = await createTestApp({ env: { BASE_DOMAIN: "clubcost.test" } });
    try {
      const login = await shared.request("/api/auth/login", {
        method: "POST",
        headers: { host: "clubcost.test" },
        json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
      });
      const cookie = login.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^__Secure-cc_refresh=[\w-]+;/);
      expect(cookie).toMatch(/Domain=clubcost\.test/);
      expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Strict/);
      const moved = await shared.request("/api/auth/refresh", {
        method: "POST",
        headers: { host: "fftt.clubcost.test", cookie: cookie.split(";")[0] },
      });
      expect(moved.status).toBe(200);
    } finally {
      shared.close();
    }
  });
});
