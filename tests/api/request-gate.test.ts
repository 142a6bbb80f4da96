import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { nestsDeeperThan, MAX_JSON_DEPTH } from "../../worker/http/json-depth";
import { BODY_CAPS, PUBLIC_ROUTES } from "../../worker/http/route-gate";
import { apiRoutes } from "../support/api-routes";
import { createTestApp, type TestApp } from "../support/test-app";
import { cases } from "./authorization/matrix";

/**
 * Issue 23 point 2: a visitor must not make the server read, parse and validate a body on a route
 * that needs a caller; bodies are capped small except where a route carries more; a deep JSON body is
 * refused from its text, before it is built.
 */
let t: TestApp;
let app: ReturnType<typeof createApp>;
let clubToken: string;
beforeAll(async () => {
  t = await createTestApp();
  app = createApp(t.deps);
  clubToken = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

/** `[[[...]]]` of about `bytes` bytes: valid JSON, as deep as it is long. */
const deepArray = (bytes: number) => "[".repeat(bytes / 2) + "]".repeat(bytes / 2);
/** A value nested `depth` levels: arrays inside an object of the route's own shape. */
const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

/** A request body the test can see being read: it counts the chunks asked for (none are asked up front). */
function watchedBody(text: string) {
  const bytes = new TextEncoder().encode(text);
  const watch = { pulls: 0, body: null as unknown as ReadableStream<Uint8Array> };
  let offset = 0;
  watch.body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.pulls++;
        if (offset >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        offset += 64 * 1024;
      },
    },
    { highWaterMark: 0 },
  );
  return watch;
}

/** A path the route answers, its parameters filled in. */
const pathOf = (routePath: string) =>
  routePath.replace(/:encoded\{[^}]*\}/, btoa("https://example.org/a.png")).replace(/:\w+/g, "x1");

/** The routes the gate guards: every one the app answers, those registered with `.all()` too (called with POST). */
const registered = () =>
  apiRoutes(app).map((r) => ({ ...r, method: r.method === "ALL" ? "POST" : r.method }));

describe("who may call, before the body", () => {
  it("lists as public only routes the app registers, and exactly those api.md opens to visitors", () => {
    const keys = new Set(registered().map((r) => r.key));
    expect(
      [...PUBLIC_ROUTES].filter((key) => !keys.has(key)),
      "public rows for no route",
    ).toEqual([]);
    expect(
      Object.keys(BODY_CAPS).filter((key) => !keys.has(key)),
      "body caps for no route",
    ).toEqual([]);
    // The matrix is api.md's table; the refresh has no role (its cookie decides) but needs no access token.
    const visitors = new Set([
      ...cases.filter((c) => c.allow.includes("anonymous")).map((c) => c.route),
      "POST /api/auth/refresh",
    ]);
    expect([...PUBLIC_ROUTES].sort()).toEqual([...visitors].sort());
  });

  it("answers a visitor's megabyte on every route that needs a caller with 401, without reading a byte of it", async () => {
    const closed = [
      ...new Map(
        registered()
          .filter((r) => !PUBLIC_ROUTES.has(r.key))
          .map((r) => [r.key, r]),
      ).values(),
    ];
    expect(closed.length).toBeGreaterThan(30);
    const unread: string[] = [];
    for (const route of closed) {
      const hasBody = route.method !== "GET";
      const watch = hasBody ? watchedBody(deepArray(1_000_000)) : null;
      const response = await app.request(`http://localhost${pathOf(route.path)}`, {
        method: route.method,
        headers: hasBody ? { "content-type": "application/json" } : {},
        ...(watch ? { body: watch.body, duplex: "half" } : {}),
      } as RequestInit);
      const body = (await response.json()) as { status: number };
      expect([route.key, response.status, body.status]).toEqual([route.key, 401, 401]);
      if (watch?.pulls) unread.push(`${route.key} read ${watch.pulls} chunk(s)`);
    }
    expect(unread, "bodies read for a visitor").toEqual([]);
  });

  it("answers 401, not the parse's 400, to a visitor's deep megabyte with its length given", async () => {
    const { http, body } = await t.call("/api/calculation/store", {
      method: "POST",
      body: deepArray(1_000_000),
      headers: { "content-type": "application/json" },
    });
    expect([http, body.status]).toEqual([401, 401]);
  });
});

describe("body size", () => {
  // The cap README promises, written out rather than read from route-gate.ts: raising the constant must fail here.
  const SMALL_CAP = 16 * 1024;
  const padded = (bytes: number) =>
    JSON.stringify({
      input: {
        name: "Club",
        code: "C1",
        zipCode: "75001",
        invitationId: "NOSUCHCODE",
        note: "x".repeat(bytes),
      },
    });

  it("refuses more than 16 KiB on an ordinary route with 413 and the envelope, from a caller or a visitor", async () => {
    const body = padded(SMALL_CAP);
    const created = await t.call("/api/club/create", {
      method: "POST",
      token: clubToken,
      body,
      headers: { "content-type": "application/json" },
    });
    expect([created.http, created.body.status, created.body.data]).toEqual([413, 413, null]);
    const login = await t.call("/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ login: "a@b.fr", password: "x".repeat(SMALL_CAP) }),
      headers: { "content-type": "application/json" },
    });
    expect([login.http, login.body.status]).toEqual([413, 413]);
  });

  it("counts a body sent without its length too", async () => {
    const watch = watchedBody(padded(SMALL_CAP));
    const response = await app.request("http://localhost/api/club/create", {
      method: "POST",
      headers: { "content-type": "application/json", "x-access-token": clubToken },
      body: watch.body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("lets an ordinary body under the cap through to the route", async () => {
    const { http, body } = await t.call("/api/club/create", {
      method: "POST",
      token: clubToken,
      body: padded(1000),
      headers: { "content-type": "application/json" },
    });
    expect(http).not.toBe(413);
    expect(body.status).not.toBe(413);
  });

  it("still stores a large real calculator (over 250 KB)", async () => {
    const headers = { "x-organization-id": "demo-club" };
    const saved = await t.call<{ context: { version: number } } & Record<string, unknown>>(
      "/api/calculation/retrieve",
      { token: clubToken, headers },
    );
    const line = (i: number) => ({
      name: `Ligne de cotisation ou de subvention numéro ${i}`,
      value: 12.5 + i,
    });
    const groups = Array.from({ length: 10 }, (_, g) => ({
      name: `Groupe ${g}`,
      categories: Array.from({ length: 40 }, (_, k) => ({
        name: `Catégorie ${g}-${k}`,
        members: 10 + k,
        // Fees are stored negative (decision 140: the store refuses a fee above 0).
        // 3,600 lines in all: within the document's limits (decision 213).
        fees: Array.from({ length: 6 }, (_, i) => ({ ...line(i), value: -line(i).value })),
        subsidies: Array.from({ length: 3 }, (_, i) => line(i)),
      })),
    }));
    const input = {
      ...saved.body.data,
      organizationId: "demo-club",
      groups,
      context: { version: saved.body.data.context.version },
    };
    const text = JSON.stringify({ input });
    expect(text.length).toBeGreaterThan(250_000);
    const { http, body } = await t.call<{ context: { version: number } }>("/api/calculation/store", {
      method: "POST",
      token: clubToken,
      body: text,
      headers: { "content-type": "application/json" },
    });
    expect([http, body.status]).toEqual([200, 0]);
    expect(body.data.context.version).toBe(saved.body.data.context.version + 1);
  });

  it("takes a contact message of 5,000 escaped characters (30 KB)", async () => {
    const message = "\\u00e9".repeat(5000);
    const text = `{"input":{"email":"someone@example.org","reason":"question","title":"Bonjour","message":"${message}"}}`;
    const { http, body } = await t.call("/api/support/contact", {
      method: "POST",
      body: text,
      headers: { "content-type": "application/json" },
    });
    expect([http, body.status]).toEqual([200, 0]);
  });
});

describe("nesting", () => {
  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} levels with 400, the field and a clear message, and creates nothing`, async () => {
    const before = await t.call<unknown[]>("/api/federation/list", {
      token: await t.login("admin@demo.clubcost.app"),
    });
    const text = `{"input":{"name":"Club","code":"DEEP1","zipCode":"75001","invitationId":"NOSUCHCODE","league":${nested(MAX_JSON_DEPTH)}}}`;
    const { http, body } = await t.call("/api/club/create", {
      method: "POST",
      token: clubToken,
      body: text,
      headers: { "content-type": "application/json" },
    });
    expect([http, body.status, body.field, body.message]).toEqual([400, 1, "body", "error_json_too_deep"]);
    const after = await t.call<unknown[]>("/api/federation/list", {
      token: await t.login("admin@demo.clubcost.app"),
    });
    expect(after.body.data).toEqual(before.body.data);
  });

  it("refuses a visitor's deep body on a public route the same way", async () => {
    const { http, body } = await t.call("/api/auth/login", {
      method: "POST",
      body: deepArray(10_000),
      headers: { "content-type": "application/json" },
    });
    expect([http, body.field, body.message]).toEqual([400, "body", "error_json_too_deep"]);
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the route's own validation`, async () => {
    const text = `{"input":{"name":"Club","code":"DEEP2","zipCode":"75001","invitationId":"NOSUCHCODE","league":${nested(MAX_JSON_DEPTH - 2)}}}`;
    const { http, body } = await t.call("/api/club/create", {
      method: "POST",
      token: clubToken,
      body: text,
      headers: { "content-type": "application/json" },
    });
    expect(http).toBe(400);
    expect(body.message).not.toBe("error_json_too_deep");
    expect(body.field).toBe("input.league");
  });

  it("counts brackets outside strings only", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":[{"b":[]}]}`, 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: "[[[[{{{{" }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a quote \\" then [[[[', more: ["\\", "[[["] }), 2)).toBe(
      false,
    );
    expect(nestsDeeperThan(`{"a\\"[[[":[[]]}`, 2)).toBe(true);
  });
});
