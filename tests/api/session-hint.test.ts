// The readable session hint (decision 093): set with the HttpOnly refresh cookie, cleared with it, and
// cleared by a refused refresh, so a stale hint costs the web app a single 401.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { staticPages } from "../../worker/platform/node/static-pages";
import { ROTATION_GRACE_MS } from "../../worker/services/auth/refresh-session";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let now = Date.now();
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t.close());

const demo = { login: "club@demo.clubcost.app", password: "clubcost-demo" };

/** Set-Cookie lines by cookie name. */
function cookiesOf(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf("=")), line]));
}

const pair = (line: string | undefined) => (line ?? "").split(";")[0];

describe("session hint cookie", () => {
  it("comes with the refresh cookie at login and refresh: readable, same scope and lifetime", async () => {
    const login = cookiesOf(await t.request("/api/auth/login", { method: "POST", json: demo }));
    const hint = login.get("__Host-cc_session") ?? "";
    const refresh = login.get("__Host-cc_refresh") ?? "";
    expect(hint).toMatch(/^__Host-cc_session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\/;/);
    expect(hint).toMatch(/Secure; SameSite=Strict/);
    expect(refresh).toMatch(/HttpOnly/);
    const maxAge = (line: string) => /Max-Age=(\d+)/.exec(line)?.[1];
    expect(maxAge(hint)).toBe(maxAge(refresh));
    expect(Number(maxAge(hint))).toBeGreaterThan(0);

    const refreshed = cookiesOf(
      await t.request("/api/auth/refresh", {
        method: "POST",
        headers: { cookie: `${pair(refresh)}; ${pair(hint)}` },
      }),
    );
    expect(refreshed.get("__Host-cc_session")).toMatch(/^__Host-cc_session=1;.*Max-Age=[1-9]/);
    expect(pair(refreshed.get("__Host-cc_refresh"))).not.toBe(pair(refresh));
  });

  it("is cleared, with the refresh cookie, by a refresh refused for a missing, forged or replayed token", async () => {
    const login = cookiesOf(await t.request("/api/auth/login", { method: "POST", json: demo }));
    const first = pair(login.get("__Host-cc_refresh"));
    expect(
      (await t.request("/api/auth/refresh", { method: "POST", headers: { cookie: first } })).status,
    ).toBe(200);
    // Sent again after the grace that two tabs refreshing at once get: a replay.
    now += ROTATION_GRACE_MS + 1;
    for (const cookie of [
      "__Host-cc_session=1",
      "__Host-cc_session=1; __Host-cc_refresh=forged",
      `__Host-cc_session=1; ${first}`,
    ]) {
      const answer = await t.request("/api/auth/refresh", { method: "POST", headers: { cookie } });
      expect(answer.status, cookie).toBe(401);
      const cleared = cookiesOf(answer);
      expect(cleared.get("__Host-cc_session"), cookie).toMatch(/^__Host-cc_session=;.*Max-Age=0/);
      expect(cleared.get("__Host-cc_refresh"), cookie).toMatch(/^__Host-cc_refresh=;.*Max-Age=0/);
    }
  });

  it("is cleared by a logout", async () => {
    const login = cookiesOf(await t.request("/api/auth/login", { method: "POST", json: demo }));
    const out = await t.request("/api/auth/logout", {
      method: "POST",
      headers: { cookie: `${pair(login.get("__Host-cc_refresh"))}; __Host-cc_session=1` },
    });
    expect(out.status).toBe(200);
    expect(cookiesOf(out).get("__Host-cc_session")).toMatch(/^__Host-cc_session=;.*Max-Age=0/);
    expect(cookiesOf(out).get("__Host-cc_refresh")).toMatch(/^__Host-cc_refresh=;.*Max-Age=0/);
    // Deleted with the attributes it was set with.
    expect(cookiesOf(out).get("__Host-cc_refresh")).toMatch(/HttpOnly; Secure; SameSite=Strict/);
  });

  it("is shared with the subdomains of BASE_DOMAIN like the refresh cookie", async () => {
    const shared = await createTestApp({ env: { BASE_DOMAIN: "clubcost.test" } });
    try {
      const login = cookiesOf(
        await shared.request("/api/auth/login", {
          method: "POST",
          headers: { host: "clubcost.test" },
          json: demo,
        }),
      );
      expect(login.get("__Secure-cc_session")).toMatch(/^__Secure-cc_session=1;.*Domain=clubcost\.test/);
      const refused = await shared.request("/api/auth/refresh", {
        method: "POST",
        headers: { host: "fftt.clubcost.test", cookie: "__Secure-cc_session=1" },
      });
      expect(refused.status).toBe(401);
      expect(cookiesOf(refused).get("__Secure-cc_session")).toMatch(
        /^__Secure-cc_session=;.*Max-Age=0.*Domain=clubcost\.test/,
      );
    } finally {
      shared.close();
    }
  });

  it("is given with a page to a session opened before it existed, and only then", async () => {
    const root = mkdtempSync(join(tmpdir(), "cc-hint-"));
    writeFileSync(
      join(root, "index.html"),
      `<!doctype html><html><head><meta name="cc-brand" content=""></head><body></body></html>`,
    );
    const site = createApp(t.deps, { pages: staticPages({ root, db: t.deps.db, flags: t.deps.flags }) });
    // The test app trusts X-Forwarded-For for the client address (there is no socket here).
    const page = (cookie?: string) =>
      site.request("http://localhost/calculator", {
        headers: { "x-forwarded-for": "10.9.9.9", ...(cookie ? { cookie } : {}) },
      });
    const old = await page("__Host-cc_refresh=some-session");
    expect(old.status, await old.clone().text()).toBe(200);
    expect(await old.text()).toContain("<!doctype html>");
    expect(cookiesOf(old).get("__Host-cc_session")).toMatch(
      /^__Host-cc_session=1;.*Path=\/;.*Secure; SameSite=Strict/,
    );
    for (const cookie of [
      undefined,
      "__Host-cc_refresh=some-session; __Host-cc_session=1",
      "__Host-cc_session=1",
    ]) {
      expect(cookiesOf(await page(cookie)).has("__Host-cc_session"), String(cookie)).toBe(false);
    }
  });
});
