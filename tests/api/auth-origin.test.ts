import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

// Refresh and logout act on the session cookie alone: when the browser says which page sent the
// call (Origin), a page of another site is refused with 403 and the session is left as it was.
const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0];

async function logIn(t: TestApp) {
  const login = await t.request("/api/auth/login", {
    method: "POST",
    json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
  });
  expect(login.status).toBe(200);
  return cookieOf(login);
}

const post = (t: TestApp, path: string, cookie: string, origin?: string, host?: string) =>
  t.request(path, {
    method: "POST",
    headers: { cookie, ...(origin ? { origin } : {}), ...(host ? { host } : {}) },
  });

describe("Origin on refresh and logout, without federation subdomains", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(["https://evil.example", "http://localhost:9999", "null", "https://localhost.evil.example"])(
    "refuses %s with 403 and the session stays valid",
    async (origin) => {
      const cookie = await logIn(t);
      for (const path of ["/api/auth/refresh", "/api/auth/logout"]) {
        const refused = await post(t, path, cookie, origin);
        expect(refused.status).toBe(403);
        expect(((await refused.json()) as { status: number }).status).toBe(403);
        // Nothing changed: no cookie set or deleted.
        expect(refused.headers.get("set-cookie")).toBe(null);
      }
      // The refused logout revoked nothing: the same cookie still refreshes.
      expect((await post(t, "/api/auth/refresh", cookie)).status).toBe(200);
    },
  );

  it("accepts the app's own origin (the request's host, or APP_URL's), and a call without Origin", async () => {
    const own = await post(t, "/api/auth/refresh", await logIn(t), "http://localhost");
    expect(own.status).toBe(200);
    expect((await post(t, "/api/auth/refresh", cookieOf(own), "http://localhost:8787")).status).toBe(200);
    expect((await post(t, "/api/auth/logout", cookieOf(own), "http://localhost")).status).toBe(200);
    expect((await post(t, "/api/auth/logout", await logIn(t))).status).toBe(200);
  });
});

describe("Origin on refresh and logout, with federation subdomains", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BASE_DOMAIN: "clubcost.test", APP_URL: "https://clubcost.test" } });
  });
  afterAll(() => t.close());

  it.each(["https://clubcost.test", "https://fftt.clubcost.test"])("accepts %s", async (origin) => {
    expect((await post(t, "/api/auth/refresh", await logIn(t), origin, "fft.clubcost.test")).status).toBe(
      200,
    );
  });

  it.each(["https://evilclubcost.test", "https://clubcost.test.evil.example"])(
    "refuses %s",
    async (origin) => {
      const cookie = await logIn(t);
      expect((await post(t, "/api/auth/logout", cookie, origin, "clubcost.test")).status).toBe(403);
      expect((await post(t, "/api/auth/refresh", cookie, origin, "clubcost.test")).status).toBe(403);
      expect((await post(t, "/api/auth/refresh", cookie, undefined, "clubcost.test")).status).toBe(200);
    },
  );
});
