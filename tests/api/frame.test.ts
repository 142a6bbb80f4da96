import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { flagDefaults } from "#core/flags";
import { setFlag } from "../../worker/platform/node/db-flags";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("API frame", () => {
  it("answers the feature-flag map with the envelope", async () => {
    const { http, body } = await t.call("/api/support/config");
    expect(http).toBe(200);
    expect(body).toEqual({ status: 0, message: "", data: flagDefaults });
  });

  it("answers malformed JSON with 400 and the envelope, never 500", async () => {
    const { http, body } = await t.call("/api/auth/login", {
      method: "POST",
      body: "{bad",
      headers: { "content-type": "application/json" },
    });
    expect(http).toBe(400);
    expect(body.status).not.toBe(0);
    expect(body.message).toBeTruthy();
  });

  it("refuses a body that is not JSON with 400 naming the content type", async () => {
    const { http, body } = await t.call("/api/auth/login", {
      method: "POST",
      body: "login=a",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(http).toBe(400);
    expect(body.field).toBe("content-type");
  });

  it("caps the body size with 413", async () => {
    const big = JSON.stringify({ login: "a@b.fr", password: "x".repeat(1_100_000) });
    const { http, body } = await t.call("/api/auth/login", {
      method: "POST",
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(http).toBe(413);
    expect(body.status).toBe(413);
  });

  it("refuses text holding U+0000 with 400 naming the field, and creates nothing", async () => {
    const register = (json: unknown) => t.call("/api/auth/register", { method: "POST", json });
    const { http, body } = await register({
      login: "nul-name@example.org",
      password: "password-123",
      firstName: "Zo\u0000é",
      lastName: "",
    });
    expect([http, body.status, body.field, body.message]).toEqual([
      400,
      1,
      "firstName",
      "error_control_character",
    ]);
    expect(
      (
        await t.call("/api/auth/login", {
          method: "POST",
          json: { login: "nul-name@example.org", password: "password-123" },
        })
      ).body.status,
    ).not.toBe(0);
    // The same text without it is welcome, other unusual characters included.
    const fine = await register({
      login: "nul-name@example.org",
      password: "password-123",
      firstName: "Zoé 🏓\t\u200b",
      lastName: "",
    });
    expect([fine.http, fine.body.status]).toEqual([200, 0]);
    // Deep in a calculator document, the path leads to it.
    const token = await t.login("club@demo.clubcost.app");
    const saved = await t.call<{ version: number; groups: { name: string }[] }>("/api/calculation/retrieve", {
      token,
      headers: { "x-organization-id": "demo-club" },
    });
    const document = structuredClone(saved.body.data);
    document.groups[0].name = "A\u0000";
    const input = { ...document, context: { version: saved.body.data.version, inputMembership: false } };
    const store = await t.call("/api/calculation/store", { method: "POST", token, json: { input } });
    expect([store.http, store.body.status, store.body.field]).toEqual([400, 1, "input.groups.0.name"]);
    const after = await t.call<{ version: number }>("/api/calculation/retrieve", {
      token,
      headers: { "x-organization-id": "demo-club" },
    });
    expect(after.body.data).toEqual(saved.body.data);
  });

  it("sends the security headers and a request id", async () => {
    const response = await t.request("/api/support/config");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy")).toMatch(
      /camera=\(\), microphone=\(\), geolocation=\(\).*payment=\(self "https:\/\/www\.paypal\.com"/,
    );
    expect(response.headers.get("x-request-id")).toBeTruthy();
  });

  it("allows PayPal's SDK hosts in the CSP of the payment page's document only (issue 39.9)", async () => {
    const csp = async (path: string) => (await t.request(path)).headers.get("content-security-policy") ?? "";
    const directive = (policy: string, name: string) =>
      policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";
    const payment = await csp("/payment");
    for (const name of ["script-src", "connect-src", "frame-src"])
      expect(directive(payment, name)).toContain("https://www.paypal.com");
    for (const path of ["/", "/api/support/config", "/payment/other"])
      expect(await csp(path), path).not.toContain("paypal");
  });

  it("answers an unknown API path with 404 and the envelope", async () => {
    const { http, body } = await t.call("/api/nothing/here");
    expect(http).toBe(404);
    expect(body.status).toBe(404);
  });

  it("refuses writes with 503 while app-closed is on, and accepts them again once off", async () => {
    await setFlag(t.deps.db(), "app-closed", "true");
    const closed = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(closed.http).toBe(503);
    expect(closed.body.status).toBe(13);
    expect((await t.call("/api/support/config")).body.data).toMatchObject({ "app-closed": true });
    // Leaving a club is a write although the web app sends it as GET: refused too, and the membership stays.
    const club = await t.login("club@demo.clubcost.app").catch(() => null);
    expect(club).toBeNull();
    await setFlag(t.deps.db(), "app-closed", "false");
    const token = await t.login("club@demo.clubcost.app");
    await setFlag(t.deps.db(), "app-closed", "true");
    const leave = await t.call("/api/club/leave/demo-club", {
      token,
      headers: { "x-organization-id": "demo-club" },
    });
    expect([leave.http, leave.body.status]).toEqual([503, 13]);
    expect(
      (
        await t.call<{ organizations: { id: string }[] }>("/api/user/details", { token })
      ).body.data.organizations.map((o) => o.id),
    ).toContain("demo-club");
    await setFlag(t.deps.db(), "app-closed", "false");
    const open = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(open.http).toBe(200);
  });
});
