import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, paymentEvents, subscriptions } from "../../worker/db/schema";
import { WEBHOOK_FRESH_MS } from "../../worker/services/payment/webhook-events";
import { createTestApp, type TestApp } from "../support/test-app";
import { CERT_URL, otherKey, startFakePaypal } from "../support/fake-paypal";

type Fake = Awaited<ReturnType<typeof startFakePaypal>>;
let paypal: Fake;
let t: TestApp;
let buyer: string;
let buyerId: string;
const WEBHOOK_ID = "WH-TEST";
const PLAN = "P-LICENCE";
const YEAR = 365 * 24 * 3600 * 1000;

beforeAll(async () => {
  paypal = await startFakePaypal();
  t = await createTestApp({
    demo: false,
    env: {
      PAYPAL_CLIENT_ID: "client",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_PLAN_ID: PLAN,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      PAYPAL_API_BASE: paypal.base,
    },
  });
  // The one seam: the certificate's transport goes to the fake; the https paypal.com URL rule stays.
  t.deps.paypalCert = paypal.certFetcher;
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "buyer@example.org", password: "buyer-password" },
  });
  buyer = await t.login("buyer@example.org", "buyer-password");
  buyerId = (await t.call<{ id: string }>("/api/user/details", { token: buyer })).body.data.id;
  paypal.subscriptions.set("I-GOOD", {
    id: "I-GOOD",
    status: "APPROVAL_PENDING",
    plan_id: PLAN,
    custom_id: buyerId,
  });
  paypal.activate("I-GOOD");
  await t.call("/api/payment/approve", { method: "POST", token: buyer, json: { subscriptionID: "I-GOOD" } });
});
afterAll(async () => {
  t.close();
  await paypal.close();
});

function webhook(event: unknown, options?: Parameters<Fake["signedWebhook"]>[2], webhookId = WEBHOOK_ID) {
  const { body, headers } = paypal.signedWebhook(event, webhookId, options);
  return t.call<{ result: string }>("/api/payment/webhook", { method: "POST", body, headers });
}
const row = async (id = "I-GOOD") =>
  (await t.deps.db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const storedEvents = async () => (await t.deps.db().select().from(paymentEvents)).map((event) => event.id);
const subscriptionEvent = (id: string, type: string, subscription = "I-GOOD") => ({
  id,
  event_type: type,
  resource: { id: subscription, status: "ACTIVE" },
});

describe("payment webhooks", () => {
  it("applies a valid signed renewal once (a year more) and acknowledges the same event again without applying it", async () => {
    const before = await row();
    const renewal = paypal.addSale("I-GOOD", new Date(before.paidThrough!));
    const event = {
      id: "WH-RENEW-1",
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: { id: renewal.id, billing_agreement_id: "I-GOOD" },
    };
    const applied = await webhook(event);
    expect(applied.http).toBe(200);
    expect(applied.body.data.result).toBe("applied");
    const after = await row();
    expect(after.paidThrough! - before.paidThrough!).toBe(YEAR);
    const lookups = paypal.calls.length;
    const replay = await webhook(event);
    expect(replay.http).toBe(200);
    expect(paypal.calls.length).toBe(lookups);
    expect(replay.body.data.result).toBe("duplicate");
    expect((await row()).paidThrough).toBe(after.paidThrough);
  });

  it("applies one of two simultaneous deliveries of the same event", async () => {
    const event = subscriptionEvent("WH-TWICE", "BILLING.SUBSCRIPTION.ACTIVATED");
    const results = await Promise.all([webhook(event), webhook(event)]);
    expect(results.map((answer) => answer.body.data.result).sort()).toEqual(["applied", "duplicate"]);
    expect((await storedEvents()).filter((id) => id === "WH-TWICE")).toHaveLength(1);
  });

  it("does not count the first year twice when the first payment's event follows the approval", async () => {
    const before = await row();
    const [first] = [...paypal.sales.values()].filter((sale) => sale.billing_agreement_id === "I-GOOD");
    expect(
      (await webhook({ id: "WH-FIRST", event_type: "PAYMENT.SALE.COMPLETED", resource: { id: first.id } }))
        .body.data.result,
    ).toBe("applied");
    expect((await row()).paidThrough).toBe(before.paidThrough);
  });

  it("refuses a foreign key, a certificate from another host, a tampered body, no signature or another webhook id, and changes nothing", async () => {
    paypal.subscriptions.get("I-GOOD")!.status = "CANCELLED";
    const cancel = subscriptionEvent("WH-FORGED", "BILLING.SUBSCRIPTION.CANCELLED");
    const before = { row: await row(), events: await storedEvents() };
    const refusals = [
      await webhook(cancel, { key: otherKey }),
      await webhook(cancel, { certUrl: "https://evil.example.org/v1/notifications/certs/CERT-fake" }),
      await webhook(cancel, {
        certUrl: "https://paypal.com.evil.example.org/v1/notifications/certs/CERT-fake",
      }),
      await webhook(cancel, { certUrl: CERT_URL.replace("https:", "http:") }),
      await webhook(cancel, { certUrl: CERT_URL.replace("api.paypal.com", "api.paypal.com:8443") }),
      await webhook(cancel, { certUrl: "https://www.paypal.com/somewhere-else.pem" }),
      await webhook(cancel, {}, "WH-SOMEONE-ELSE"),
    ];
    const { body, headers } = paypal.signedWebhook(cancel, WEBHOOK_ID);
    refusals.push(
      await t.call("/api/payment/webhook", {
        method: "POST",
        body: body.replace("CANCELLED", "SUSPENDED"),
        headers,
      }),
    );
    refusals.push(await t.call("/api/payment/webhook", { method: "POST", json: cancel }));
    refusals.push(
      await t.call("/api/payment/webhook", {
        method: "POST",
        body,
        headers: { ...headers, "paypal-auth-algo": "SHA1withRSA" },
      }),
    );
    expect(refusals.map((answer) => answer.http)).toEqual(Array(refusals.length).fill(401));
    expect(await row()).toEqual(before.row);
    expect(await storedEvents()).toEqual(before.events);
    expect(paypal.calls.filter((call) => call.includes("evil") || call.includes("somewhere"))).toEqual([]);
  });

  it("refuses an event whose certificate cannot be fetched (401, never 500)", async () => {
    const saved = t.deps.paypalCert;
    t.deps.paypalCert = async () => {
      throw new Error("unreachable");
    };
    try {
      expect((await webhook(subscriptionEvent("WH-NOCERT", "BILLING.SUBSCRIPTION.CANCELLED"))).http).toBe(
        401,
      );
    } finally {
      t.deps.paypalCert = saved;
    }
  });

  it("refuses a transmission older than a few minutes, or one sent again, signed or not (issue 39.6)", async () => {
    // PayPal's state as the tests before left it, given back at the end.
    const remoteBefore = paypal.subscriptions.get("I-GOOD")!.status;
    paypal.subscriptions.get("I-GOOD")!.status = "SUSPENDED";
    const suspend = subscriptionEvent("WH-STALE", "BILLING.SUBSCRIPTION.SUSPENDED");
    const before = { row: await row(), events: await storedEvents() };
    const stale = await webhook(suspend, { time: new Date(Date.now() - WEBHOOK_FRESH_MS - 60_000) });
    const future = await webhook(suspend, { time: new Date(Date.now() + WEBHOOK_FRESH_MS + 60_000) });
    expect([stale.http, future.http]).toEqual([401, 401]);
    expect([await row(), await storedEvents()]).toEqual([before.row, before.events]);
    // The same transmission twice: the second is refused even though its event is new.
    const first = paypal.signedWebhook(
      subscriptionEvent("WH-SENT-ONCE", "BILLING.SUBSCRIPTION.ACTIVATED"),
      WEBHOOK_ID,
      { transmissionId: "TX-ONCE" },
    );
    paypal.subscriptions.get("I-GOOD")!.status = "ACTIVE";
    expect(
      (await t.call("/api/payment/webhook", { method: "POST", body: first.body, headers: first.headers }))
        .http,
    ).toBe(200);
    const again = paypal.signedWebhook(suspend, WEBHOOK_ID, { transmissionId: "TX-ONCE" });
    paypal.subscriptions.get("I-GOOD")!.status = "SUSPENDED";
    const replay = await t.call("/api/payment/webhook", {
      method: "POST",
      body: again.body,
      headers: again.headers,
    });
    expect(replay.http).toBe(401);
    expect((await row()).status).toBe("ACTIVE");
    paypal.subscriptions.get("I-GOOD")!.status = remoteBefore;
  });

  it("fetches PayPal's certificate once and keeps it", () => {
    expect(paypal.calls.filter((call) => call.includes("/v1/notifications/certs/")).length).toBe(1);
  });

  it("re-reads the subscription from PayPal: the state PayPal reports wins over the payload", async () => {
    const answer = await webhook(subscriptionEvent("WH-CANCEL", "BILLING.SUBSCRIPTION.CANCELLED"));
    expect(answer.body.data.result).toBe("applied");
    expect(paypal.calls).toContain("GET /v1/billing/subscriptions/I-GOOD");
    const status = await t.call<{ subscriptions: { status: string; paidThrough: number }[] }>(
      "/api/payment/status",
      { token: buyer },
    );
    expect(status.body.data.subscriptions[0].status).toBe("CANCELLED");
  });

  it("follows suspension, payment failure, reactivation and expiry as PayPal reports them", async () => {
    const remote = paypal.subscriptions.get("I-GOOD")!;
    const steps: [string, () => void, string][] = [
      ["BILLING.SUBSCRIPTION.SUSPENDED", () => (remote.status = "SUSPENDED"), "SUSPENDED"],
      [
        "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
        () => Object.assign(remote, { status: "ACTIVE", billing_info: { failed_payments_count: 1 } }),
        "PAYMENT_FAILED",
      ],
      [
        "BILLING.SUBSCRIPTION.ACTIVATED",
        () => Object.assign(remote, { status: "ACTIVE", billing_info: { failed_payments_count: 0 } }),
        "ACTIVE",
      ],
      ["BILLING.SUBSCRIPTION.EXPIRED", () => (remote.status = "EXPIRED"), "EXPIRED"],
    ];
    for (const [index, [type, change, expected]] of steps.entries()) {
      change();
      expect((await webhook(subscriptionEvent(`WH-STEP-${index}`, type))).body.data.result).toBe("applied");
      expect((await row()).status).toBe(expected);
    }
  });

  it("a refund ends the paid period and withdraws the unused invitation", async () => {
    const [sale] = [...paypal.sales.values()].filter((s) => s.billing_agreement_id === "I-GOOD");
    sale.state = "refunded";
    const answer = await webhook({
      id: "WH-REFUND",
      event_type: "PAYMENT.SALE.REFUNDED",
      resource: { id: "REFUND-1", sale_id: sale.id },
    });
    expect(answer.body.data.result).toBe("applied");
    const refunded = await row();
    expect(refunded.status).toBe("REFUNDED");
    expect(refunded.paidThrough!).toBeLessThanOrEqual(Date.now());
    const [invitation] = await t.deps
      .db()
      .select()
      .from(invitations)
      .where(eq(invitations.id, refunded.invitationId!));
    expect(invitation.amount).toBe(0);
  });

  it("refuses an event about a subscription of a foreign plan or unknown to PayPal, and changes nothing", async () => {
    paypal.subscriptions.set("I-PLAN", {
      id: "I-PLAN",
      status: "ACTIVE",
      plan_id: "P-OTHER",
      custom_id: buyerId,
    });
    const foreignSale = paypal.addSale("I-PLAN", new Date());
    const before = await storedEvents();
    expect(
      (await webhook(subscriptionEvent("WH-FOREIGN-1", "BILLING.SUBSCRIPTION.ACTIVATED", "I-PLAN"))).http,
    ).toBe(422);
    expect(
      (
        await webhook({
          id: "WH-FOREIGN-2",
          event_type: "PAYMENT.SALE.COMPLETED",
          resource: { id: foreignSale.id },
        })
      ).http,
    ).toBe(422);
    expect(
      (await webhook(subscriptionEvent("WH-FOREIGN-3", "BILLING.SUBSCRIPTION.ACTIVATED", "I-NOBODY"))).http,
    ).toBe(422);
    expect(await row("I-PLAN")).toBeUndefined();
    expect(await storedEvents()).toEqual(before);
  });

  it("acknowledges event types it does not handle without storing them", async () => {
    const answer = await webhook({
      id: "WH-OTHER",
      event_type: "CUSTOMER.DISPUTE.CREATED",
      resource: { id: "PP-D-1" },
    });
    expect(answer.body.data.result).toBe("ignored");
    expect(await storedEvents()).not.toContain("WH-OTHER");
  });

  it("grants the licence from the activation event when the buyer's browser never came back; approval then grants nothing more", async () => {
    paypal.subscriptions.set("I-LOST", {
      id: "I-LOST",
      status: "APPROVAL_PENDING",
      plan_id: PLAN,
      custom_id: buyerId,
    });
    paypal.activate("I-LOST");
    expect(
      (await webhook(subscriptionEvent("WH-LOST", "BILLING.SUBSCRIPTION.ACTIVATED", "I-LOST"))).body.data
        .result,
    ).toBe("applied");
    const granted = await row("I-LOST");
    expect(granted).toMatchObject({ userId: buyerId, status: "ACTIVE" });
    expect(granted.invitationId).toBeTruthy();
    const late = await t.call<{ granted: boolean; invitationId: string }>("/api/payment/approve", {
      method: "POST",
      token: buyer,
      json: { subscriptionID: "I-LOST" },
    });
    expect(late.body.data.granted).toBe(false);
    expect(late.body.data.invitationId.replace(/-/g, "")).toBe(granted.invitationId);
  });
});
