import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api, DB_TOKEN, type EdgeWorld, startEdgeWorld } from "./worker-harness";

// The API in workerd, through the real @libsql/client/web, against a libSQL endpoint over HTTP.
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

describe("API routes that touch the database, in workerd", () => {
  it("logs a demo account in and answers its details", async () => {
    const before = world.server.requests.v2;
    const login = await api<{ email: string; roles: string[] }>(world, "/auth/login", {
      json: { login: "fede@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(login.http).toBe(200);
    expect(login.body.token).toBeTruthy();
    expect(login.body.data.roles).toEqual(["adminFede"]);
    expect(login.response.headers.get("set-cookie")).toMatch(/HttpOnly; Secure; SameSite=Strict/);
    const details = await api<{ email: string; organizations: { id: string }[] }>(world, "/user/details", {
      token: login.body.token,
    });
    expect(details.body.data.email).toBe("fede@demo.clubcost.app");
    expect(details.body.data.organizations.map((o) => o.id)).toContain("demo-fftt");
    expect(world.server.requests.v2).toBeGreaterThan(before);
  });

  it("registers, logs in, rotates the refresh cookie and changes the password", async () => {
    const reg = await api(world, "/auth/register", {
      json: { login: " Edge.Person@Example.org ", password: "edge-password-1" },
    });
    expect([reg.http, reg.body.message]).toEqual([200, "Account created!"]);
    const stored = await world.server.client.execute(
      "SELECT email, password_hash FROM users WHERE email = 'edge.person@example.org'",
    );
    expect(String(stored.rows[0].password_hash)).toMatch(/^pbkdf2-sha256\$6\$100000\$/);
    const login = await api(world, "/auth/login", {
      json: { login: "edge.person@example.org", password: "edge-password-1" },
    });
    expect(login.http).toBe(200);
    const refreshed = await world.fetch("https://clubcost.test/api/auth/refresh", {
      method: "POST",
      headers: { cookie: cookieOf(login.response) },
    });
    expect(refreshed.status).toBe(200);
    const changed = await api(world, "/auth/changePassword", {
      token: login.body.token,
      json: { input: { oldPassword: "edge-password-1", newPassword: "edge-password-2" } },
    });
    expect(changed.http).toBe(200);
    expect((await api(world, "/user/details", { token: login.body.token })).http).toBe(401);
    expect(
      (
        await api(world, "/auth/login", {
          json: { login: "edge.person@example.org", password: "edge-password-2" },
        })
      ).http,
    ).toBe(200);
  });

  it("mails a reset link to the outbox table and sets the new password with it", async () => {
    expect(
      (await api(world, "/auth/resetPassword", { json: { input: { email: "club@demo.clubcost.app" } } }))
        .http,
    ).toBe(200);
    // The mail is written after the answer, kept alive by the request's waitUntil (worker/http/after-answer.ts).
    const mail = await vi.waitFor(async () => {
      const found = await world.server.client.execute(
        "SELECT text FROM outbox WHERE \"to\" = 'club@demo.clubcost.app' ORDER BY id DESC LIMIT 1",
      );
      if (found.rows.length === 0) throw new Error("no reset mail yet");
      return found;
    });
    const token = String(mail.rows[0].text).match(/reset-password\/([\w-]+)/)?.[1];
    expect(String(mail.rows[0].text)).toContain("https://clubcost.test/#/reset-password/");
    const confirmed = await api(world, "/auth/resetPassword/confirm", {
      json: { input: { token, newPassword: "reset-at-the-edge" } },
    });
    expect(confirmed.http).toBe(200);
    expect(
      (
        await api(world, "/auth/login", {
          json: { login: "club@demo.clubcost.app", password: "reset-at-the-edge" },
        })
      ).http,
    ).toBe(200);
  });

  it("lists and deletes users for the global admin (a batch over HTTP), 403 for others", async () => {
    const admin = (
      await api(world, "/auth/login", {
        json: { login: "admin@demo.clubcost.app", password: "clubcost-demo" },
      })
    ).body.token;
    const fede = (
      await api(world, "/auth/login", {
        json: { login: "fede@demo.clubcost.app", password: "clubcost-demo" },
      })
    ).body.token;
    await api(world, "/auth/register", {
      json: { login: "short-lived@example.org", password: "short-lived-1" },
    });
    const list = await api<{ id: string; email: string }[]>(world, "/user/list/short-lived", {
      token: admin,
    });
    expect(list.body.data.map((u) => u.email)).toEqual(["short-lived@example.org"]);
    expect((await api(world, `/user/${list.body.data[0].id}`, { method: "DELETE", token: fede })).http).toBe(
      403,
    );
    expect((await api(world, `/user/${list.body.data[0].id}`, { method: "DELETE", token: admin })).http).toBe(
      200,
    );
    expect(
      (
        await world.server.client.execute(
          "SELECT count(*) AS n FROM users WHERE email = 'short-lived@example.org'",
        )
      ).rows[0].n,
    ).toBe(0n);
  });

  it("answers 429 through the rate-limit binding once an address tries too often", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (
          await api(world, "/auth/login", {
            ip: "203.0.113.77",
            json: { login: `probe${i}@example.org`, password: "wrong-password" },
          })
        ).http,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers 401 for a bad token and 400 for bad input, never 500", async () => {
    expect((await api(world, "/user/details", { token: "garbage" })).http).toBe(401);
    const bad = await api(world, "/auth/register", { json: { login: "nope", password: "x" } });
    expect([bad.http, bad.body.field]).toEqual([400, "login"]);
  });

  it.each([
    ["a file: database URL", { DATABASE_URL: "file:local.db" }],
    ["no DATABASE_URL", { DATABASE_URL: "" }],
    ["no JWT_SECRET", { JWT_SECRET: "" }],
    ["a short JWT_SECRET", { JWT_SECRET: "too-short" }],
  ])("answers 503 with code 2 rather than Cloudflare's 1101 page with %s", async (_, bindings) => {
    expect(DB_TOKEN).toBeTruthy();
    const broken = await startEdgeWorld({ bindings });
    try {
      const answer = await broken.fetch("https://clubcost.test/api/support/config");
      expect(answer.status).toBe(503);
      expect(await answer.json()).toMatchObject({ status: 2, data: { check: "configuration" } });
      const page = await broken.fetch("https://clubcost.test/", { headers: { accept: "text/html" } });
      expect([page.status, page.headers.get("content-type")]).toEqual([503, "text/html; charset=utf-8"]);
    } finally {
      await broken.close();
    }
  });

  it("answers GET support/ready 200 when Turso and KV answer and the migrations are current", async () => {
    const ready = await api<{ checks: Record<string, string> }>(world, "/support/ready");
    expect([ready.http, ready.body.data.checks]).toEqual([
      200,
      { database: "ok", kv: "ok", migrations: "ok" },
    ]);
  });

  it("answers GET support/ready 503 naming the database when the token is wrong", async () => {
    const wrong = await startEdgeWorld({ bindings: { DATABASE_AUTH_TOKEN: "a-wrong-token" } });
    try {
      const ready = await api<{ failed: string[]; checks: Record<string, string> }>(wrong, "/support/ready");
      expect([
        ready.http,
        ready.body.status,
        ready.body.data.failed,
        ready.body.data.checks.database,
      ]).toEqual([503, 2, ["database"], "SERVER_ERROR 401"]);
    } finally {
      await wrong.close();
    }
  });
});
