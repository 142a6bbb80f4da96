import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";
import { otherKey, startFakePaypal } from "../support/fake-paypal";

type Fake = Awaited<ReturnType<typeof startFakePaypal>>;
let paypal: Fake;
let t: TestApp;
let buyer: string;
let buyerId: string;
const WEBHOOK_ID = "WH-TEST";
const PLAN = "P-LICENCE";

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    env: { PAYPAL_CLIENT_ID: "client", PAYPAL_CLIENT_SECRET: "secret", PAYPAL_PLAN_ID: PLAN, PAYPAL_WEBHOOK_ID: WEBHOOK_ID, PAYPAL_API_BASE: paypal.base },
  });
  t.deps.paypalCert = paypal.certFetcher;
  await t.call("/api/auth/register", { method: "POST", json: { login: "buyer@example.org", password: "buyer-password" } });
  buyer = await t.login("buyer@example.org", "buyer-password");
  buyerId = (await t.call<{ id: string }>("/api/user/details", { token: buyer })).body.data.id;
});
afterAll(async () => {
  t.close();
  await paypal.close();
});

function webhook(event: unknown, options?: Parameters<Fake["signedWebhook"]>[2]) {
  const { body, headers } = paypal.signedWebhook(event, WEBHOOK_ID, options);
  return t.call<{ result: string }>("/api/payment/webhook", { method: "POST", body, headers });
}

describe("licence approval", () => {
  it("grants a club invitation of amount 1 once PayPal confirms the subscription, and only once", async () => {
    paypal.subscriptions.set("I-GOOD", { id: "I-GOOD", status: "ACTIVE", plan_id: PLAN, custom_id: buyerId });
    const first = await t.call<{ invitationId: string; granted: boolean }>("/api/payment/approve", { method: "POST", token: buyer, json: { subscriptionID: "I-GOOD" } });
    expect(first.http).toBe(200);
    expect(first.body.data.granted).toBe(true);
    const second = await t.call<{ invitationId: string; granted: boolean }>("/api/payment/approve", { method: "POST", token: buyer, json: { subscriptionID: "I-GOOD" } });
    expect(second.body.data).toMatchObject({ granted: false, invitationId: first.body.data.invitationId });
    const lookup = await t.call<{ type: string }>(`/api/invitation/whichOrganization/${first.body.data.invitationId}`, { token: buyer });
    expect(lookup.body.data.type).toBe("licence");
  });

  it("refuses a subscription of another plan, another buyer, or not active", async () => {
    paypal.subscriptions.set("I-PLAN", { id: "I-PLAN", status: "ACTIVE", plan_id: "P-OTHER", custom_id: buyerId });
    paypal.subscriptions.set("I-WHO", { id: "I-WHO", status: "ACTIVE", plan_id: PLAN, custom_id: "someone-else" });
    paypal.subscriptions.set("I-PENDING", { id: "I-PENDING", status: "APPROVAL_PENDING", plan_id: PLAN, custom_id: buyerId });
    for (const id of ["I-PLAN", "I-WHO", "I-PENDING", "I-MISSING"]) {
      expect((await t.call("/api/payment/approve", { method: "POST", token: buyer, json: { subscriptionID: id } })).http).toBe(422);
    }
    expect((await t.call("/api/payment/approve", { method: "POST", token: buyer, json: {} })).http).toBe(400);
  });
});

describe("webhooks", () => {
  const completed = { id: "WH-EVT-1", event_type: "PAYMENT.SALE.COMPLETED", resource: { id: "SALE-1", billing_agreement_id: "I-GOOD" } };

  it("applies a valid signed event once and acknowledges a replay without applying it", async () => {
    const [before] = await t.deps.db().select().from(subscriptions).where(eq(subscriptions.id, "I-GOOD"));
    const applied = await webhook(completed);
    expect(applied.http).toBe(200);
    expect(applied.body.data.result).toBe("applied");
    const [after] = await t.deps.db().select().from(subscriptions).where(eq(subscriptions.id, "I-GOOD"));
    expect(after.paidThrough! - before.paidThrough!).toBe(365 * 24 * 3600 * 1000);
    const replay = await webhook(completed);
    expect(replay.body.data.result).toBe("duplicate");
    const [again] = await t.deps.db().select().from(subscriptions).where(eq(subscriptions.id, "I-GOOD"));
    expect(again.paidThrough).toBe(after.paidThrough);
  });

  it("refuses a bad signature, a foreign certificate host and a tampered body", async () => {
    const cancel = { id: "WH-EVT-2", event_type: "BILLING.SUBSCRIPTION.CANCELLED", resource: { id: "I-GOOD" } };
    expect((await webhook(cancel, { key: otherKey })).http).toBe(401);
    expect((await webhook(cancel, { certUrl: "https://evil.example.org/cert.pem" })).http).toBe(401);
    expect((await webhook(cancel, { certUrl: "http://api.paypal.com/cert.pem" })).http).toBe(401);
    const { body, headers } = paypal.signedWebhook(cancel, WEBHOOK_ID);
    const tampered = body.replace("CANCELLED", "ACTIVATED");
    expect((await t.call("/api/payment/webhook", { method: "POST", body: tampered, headers })).http).toBe(401);
    const unsigned = await t.call("/api/payment/webhook", { method: "POST", json: cancel });
    expect(unsigned.http).toBe(401);
    const [row] = await t.deps.db().select().from(subscriptions).where(eq(subscriptions.id, "I-GOOD"));
    expect(row.status).toBe("ACTIVE");
  });

  it("re-reads the subscription from PayPal: a cancellation sets the state PayPal reports", async () => {
    paypal.subscriptions.set("I-GOOD", { id: "I-GOOD", status: "CANCELLED", plan_id: PLAN, custom_id: buyerId });
    const cancelled = await webhook({ id: "WH-EVT-3", event_type: "BILLING.SUBSCRIPTION.CANCELLED", resource: { id: "I-GOOD" } });
    expect(cancelled.body.data.result).toBe("applied");
    const status = await t.call<{ subscriptions: { status: string }[] }>("/api/payment/status", { token: buyer });
    expect(status.body.data.subscriptions[0].status).toBe("CANCELLED");
  });

  it("refuses an event about a subscription of a foreign plan and changes nothing", async () => {
    const foreign = await webhook({ id: "WH-EVT-4", event_type: "BILLING.SUBSCRIPTION.ACTIVATED", resource: { id: "I-PLAN" } });
    expect(foreign.http).toBe(422);
  });
});
