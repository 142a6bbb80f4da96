import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, paypalConfig } from "../../worker/config";
import { invitations, subscriptions } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { startFakePaypal } from "../support/fake-paypal";

type Fake = Awaited<ReturnType<typeof startFakePaypal>>;
let paypal: Fake;
let t: TestApp;
let buyer: string;
let buyerId: string;
let other: string;
const PLAN = "P-LICENCE";
const YEAR = 365 * 24 * 3600 * 1000;

async function account(email: string) {
  await t.call("/api/auth/register", { method: "POST", json: { login: email, password: "buyer-password" } });
  const token = await t.login(email, "buyer-password");
  return { token, id: (await t.call<{ id: string }>("/api/user/details", { token })).body.data.id };
}

interface Status {
  configured: boolean;
  price: number;
  clientId: string | null;
  planId: string | null;
  sdkUrl: string | null;
  subscriptions: {
    id: string;
    status: string;
    paidThrough: number;
    invitationId: string | null;
    invitationUsable: boolean;
    club: { id: string; name: string } | null;
  }[];
}
const approve = (token: string, subscriptionID?: string) =>
  t.call<{ subscriptionId: string; invitationId: string; granted: boolean; pending: boolean }>(
    "/api/payment/approve",
    { method: "POST", token, json: { subscriptionID } },
  );

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    demo: false,
    env: {
      PAYPAL_CLIENT_ID: "client",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_PLAN_ID: PLAN,
      PAYPAL_WEBHOOK_ID: "WH-TEST",
      PAYPAL_API_BASE: paypal.base,
      PAYPAL_SDK_BASE: paypal.base,
    },
  });
  ({ token: buyer, id: buyerId } = await account("buyer@example.org"));
  ({ token: other } = await account("other@example.org"));
});
afterAll(async () => {
  t.close();
  await paypal.close();
});

describe("configuration", () => {
  const base = {
    PAYPAL_CLIENT_ID: "c",
    PAYPAL_CLIENT_SECRET: "s",
    PAYPAL_PLAN_ID: "P",
    PAYPAL_WEBHOOK_ID: "W",
  };
  it("wants https for PayPal, except a loopback fake, and every PAYPAL_* variable or none", () => {
    expect(() => parseEnv({ ...base, PAYPAL_API_BASE: "http://api.example.org" })).toThrow(/PAYPAL_API_BASE/);
    expect(() => parseEnv({ ...base, PAYPAL_SDK_BASE: "http://10.0.0.1:8080" })).toThrow(/PAYPAL_SDK_BASE/);
    expect(parseEnv({ ...base, PAYPAL_API_BASE: "http://127.0.0.1:9999" }).PAYPAL_API_BASE).toBe(
      "http://127.0.0.1:9999",
    );
    expect(() => parseEnv({ PAYPAL_CLIENT_ID: "c", PAYPAL_PLAN_ID: "P" })).toThrow(
      /PAYPAL_CLIENT_SECRET[\s\S]*PAYPAL_WEBHOOK_ID/,
    );
    expect(paypalConfig(parseEnv({}))).toBeUndefined();
  });
  it("pairs the SDK host with the REST host: sandbox with sandbox, live with live", () => {
    expect(paypalConfig(parseEnv(base))?.sdkBase).toBe("https://www.sandbox.paypal.com");
    expect(paypalConfig(parseEnv({ ...base, PAYPAL_API_BASE: "https://api-m.paypal.com" }))?.sdkBase).toBe(
      "https://www.paypal.com",
    );
  });
  it("without PayPal settings the page is told payments are not available, and nothing breaks", async () => {
    const bare = await createTestApp({ demo: false });
    try {
      await bare.call("/api/auth/register", {
        method: "POST",
        json: { login: "x@example.org", password: "buyer-password" },
      });
      const token = await bare.login("x@example.org", "buyer-password");
      const status = await bare.call<Status>("/api/payment/status", { token });
      expect(status.http).toBe(200);
      expect(status.body.data).toMatchObject({
        configured: false,
        price: 19.9,
        clientId: null,
        planId: null,
        sdkUrl: null,
        subscriptions: [],
      });
      expect(
        (await bare.call("/api/payment/approve", { method: "POST", token, json: { subscriptionID: "I-X" } }))
          .http,
      ).toBe(404);
      expect(
        (await bare.call("/api/payment/webhook", { method: "POST", json: { id: "WH-1", event_type: "X" } }))
          .http,
      ).toBe(404);
    } finally {
      bare.close();
    }
  });
});

describe("licence approval", () => {
  it("gives the page the public SDK settings, and asks for a session", async () => {
    const status = await t.call<Status>("/api/payment/status", { token: buyer });
    expect(status.body.data).toMatchObject({
      configured: true,
      price: 19.9,
      clientId: "client",
      planId: PLAN,
      sdkUrl: `${paypal.base}/sdk/js`,
      subscriptions: [],
    });
    expect(JSON.stringify(status.body.data)).not.toContain("secret");
    expect((await t.call("/api/payment/status")).http).toBe(401);
    expect(
      (await t.call("/api/payment/approve", { method: "POST", json: { subscriptionID: "I-X" } })).http,
    ).toBe(401);
  });

  it("grants a club invitation of amount 1 once PayPal confirms the subscription, and only once", async () => {
    paypal.subscriptions.set("I-GOOD", {
      id: "I-GOOD",
      status: "ACTIVE",
      plan_id: PLAN,
      custom_id: buyerId,
      billing_info: { last_payment: { time: new Date().toISOString() } },
    });
    const first = await approve(buyer, "I-GOOD");
    expect(first.http).toBe(200);
    expect(first.body.data).toMatchObject({ subscriptionId: "I-GOOD", granted: true, pending: false });
    expect(first.body.data.invitationId).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const second = await approve(buyer, "I-GOOD");
    expect(second.body.data).toMatchObject({ granted: false, invitationId: first.body.data.invitationId });
    const granted = await t.deps.db().select().from(invitations).where(eq(invitations.createdBy, buyerId));
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ type: "club", amount: 1, federationId: null });
    const lookup = await t.call<{ type: string }>(
      `/api/invitation/whichOrganization/${first.body.data.invitationId}`,
      { token: buyer },
    );
    expect(lookup.body.data.type).toBe("licence");
    const status = await t.call<Status>("/api/payment/status", { token: buyer });
    const [row] = status.body.data.subscriptions;
    expect(row).toMatchObject({
      id: "I-GOOD",
      status: "ACTIVE",
      invitationId: first.body.data.invitationId,
      invitationUsable: true,
      club: null,
    });
    expect(Math.abs(row.paidThrough - (Date.now() + YEAR))).toBeLessThan(60_000);
  });

  it("refuses a subscription of another plan, another buyer, not approved, unknown, or no id", async () => {
    paypal.subscriptions.set("I-PLAN", {
      id: "I-PLAN",
      status: "ACTIVE",
      plan_id: "P-OTHER",
      custom_id: buyerId,
    });
    paypal.subscriptions.set("I-WHO", {
      id: "I-WHO",
      status: "ACTIVE",
      plan_id: PLAN,
      custom_id: "someone-else",
    });
    paypal.subscriptions.set("I-PENDING", {
      id: "I-PENDING",
      status: "APPROVAL_PENDING",
      plan_id: PLAN,
      custom_id: buyerId,
    });
    paypal.subscriptions.set("I-GONE", {
      id: "I-GONE",
      status: "CANCELLED",
      plan_id: PLAN,
      custom_id: buyerId,
    });
    for (const id of ["I-PLAN", "I-WHO", "I-PENDING", "I-GONE", "I-MISSING"])
      expect((await approve(buyer, id)).http).toBe(422);
    expect((await approve(other, "I-GOOD")).http).toBe(422);
    const missing = await t.call("/api/payment/approve", { method: "POST", token: buyer, json: {} });
    expect(missing.http).toBe(400);
    expect(missing.body.message).toBe("Subscription ID not received");
    const rows = await t.deps.db().select().from(subscriptions);
    expect(rows.map((row) => row.id)).toEqual(["I-GOOD"]);
  });

  it("answers pending while PayPal is still activating an approved subscription, granting nothing yet", async () => {
    paypal.subscriptions.set("I-SOON", {
      id: "I-SOON",
      status: "APPROVED",
      plan_id: PLAN,
      custom_id: buyerId,
    });
    const pending = await approve(buyer, "I-SOON");
    expect(pending.body.data).toMatchObject({ pending: true, granted: false, invitationId: null });
    expect(await t.deps.db().select().from(subscriptions).where(eq(subscriptions.id, "I-SOON"))).toHaveLength(
      0,
    );
    paypal.activate("I-SOON");
    expect((await approve(buyer, "I-SOON")).body.data).toMatchObject({ pending: false, granted: true });
  });

  it("says PayPal is unavailable (503) when it cannot be reached, never 500", async () => {
    const down = await createTestApp({
      demo: false,
      env: {
        PAYPAL_CLIENT_ID: "client",
        PAYPAL_CLIENT_SECRET: "secret",
        PAYPAL_PLAN_ID: PLAN,
        PAYPAL_WEBHOOK_ID: "W",
        PAYPAL_API_BASE: "http://127.0.0.1:9",
      },
    });
    try {
      await down.call("/api/auth/register", {
        method: "POST",
        json: { login: "y@example.org", password: "buyer-password" },
      });
      const token = await down.login("y@example.org", "buyer-password");
      const answer = await down.call("/api/payment/approve", {
        method: "POST",
        token,
        json: { subscriptionID: "I-GOOD" },
      });
      expect(answer.http).toBe(503);
      expect(answer.body.status).toBe(2);
    } finally {
      down.close();
    }
  });

  it("the invitation creates one club outside any federation, which the page then shows", async () => {
    const [row] = (
      await t.call<Status>("/api/payment/status", { token: buyer })
    ).body.data.subscriptions.filter((s) => s.id === "I-GOOD");
    const input = {
      name: "Licensed club",
      code: "LIC-1",
      zipCode: "75001",
      league: "",
      invitationId: row.invitationId,
    };
    const created = await t.call<{ id: string }>("/api/club/create", {
      method: "POST",
      token: buyer,
      json: { input },
    });
    expect(created.http).toBe(200);
    const again = await t.call("/api/club/create", {
      method: "POST",
      token: buyer,
      json: { input: { ...input, code: "LIC-2" } },
    });
    expect(again.http).toBe(422);
    const after = (
      await t.call<Status>("/api/payment/status", { token: buyer })
    ).body.data.subscriptions.find((s) => s.id === "I-GOOD");
    expect(after).toMatchObject({
      invitationUsable: false,
      club: { id: created.body.data.id, name: "Licensed club" },
    });
    const details = await t.call<{ organizations: { id: string; type: string }[] }>("/api/user/details", {
      token: buyer,
    });
    expect(details.body.data.organizations).toContainEqual(
      expect.objectContaining({ id: created.body.data.id, type: "club" }),
    );
  });

  it("limits how often one person can ask PayPal about approvals (429)", async () => {
    const { token } = await account("eager@example.org");
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await approve(token, "I-MISSING")).http);
    expect(codes.slice(0, 30).every((code) => code === 422)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
