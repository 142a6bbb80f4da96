import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { startFakePaypal } from "../support/fake-paypal";
import { api, type EdgeWorld, startEdgeWorld } from "./worker-harness";

// What a club, a federation and PayPal do, in workerd through the real @libsql/client/web (issue 24.10):
// the calculator's save and retrieve (a stale save refused 409), the federation statistics, an invitation
// turned into a club, a signed PayPal webhook, and the image proxy's refusals.
type Fake = Awaited<ReturnType<typeof startFakePaypal>>;
let world: EdgeWorld;
let paypal: Fake;
const WEBHOOK_ID = "WH-EDGE";
const PLAN = "P-EDGE";
/** Every address the Worker fetched besides the database. */
const fetched: string[] = [];

beforeAll(async () => {
  paypal = await startFakePaypal();
  world = await startEdgeWorld({
    bindings: {
      PAYPAL_CLIENT_ID: "client",
      PAYPAL_CLIENT_SECRET: "secret",
      PAYPAL_PLAN_ID: PLAN,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
    },
    // PayPal's hosts (the API and the certificate's https://api.paypal.com) answer from the fake; Turso passes on.
    outbound: async (request) => {
      const url = new URL(request.url);
      if (!url.hostname.startsWith("127.0.0.1") || url.port !== new URL(world?.server.url ?? "http://x").port)
        fetched.push(request.url);
      const target = url.hostname.endsWith(".paypal.com")
        ? `${paypal.base}${url.pathname}${url.search}`
        : request.url;
      const body =
        request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
      return fetch(target, { method: request.method, headers: request.headers, body, redirect: "manual" });
    },
  });
});
afterAll(async () => {
  await world?.close();
  await paypal?.close();
});

const login = async (email: string, password = "clubcost-demo") =>
  (await api(world, "/auth/login", { json: { login: email, password } })).body.token!;
const org = (id: string) => `?organizationId=${id}`;

describe("club and federation journeys in workerd", () => {
  it("saves and retrieves the calculator, and refuses a stale save with 409 and the current document", async () => {
    const token = await login("club@demo.clubcost.app");
    const retrieved = await api<SavedCalculator>(world, `/calculation/retrieve${org(DEMO_CLUB_ID)}`, {
      token,
    });
    expect(retrieved.http).toBe(200);
    const doc = retrieved.body.data;
    const version = doc.context.version;
    const save = (v: number) =>
      api<SavedCalculator>(world, "/calculation/store", {
        token,
        json: { input: { ...doc, context: { version: v, inputMembership: false } } },
      });
    const saved = await save(version);
    expect(saved.http).toBe(200);
    expect(saved.body.data.context.version).toBe(version + 1);
    const again = await api<SavedCalculator>(world, `/calculation/retrieve${org(DEMO_CLUB_ID)}`, { token });
    expect(again.body.data.context.version).toBe(version + 1);
    const stale = await save(version);
    expect([stale.http, stale.body.status, stale.body.data.context.version]).toEqual([409, 11, version + 1]);
  });

  it("answers the federation's statistics to its admin and 403 to a club", async () => {
    const stats = await api<{ quota: { registered: number }; clubByLeague: unknown[] }>(
      world,
      `/statistics/federation?federationId=${DEMO_FEDERATION_ID}`,
      {
        token: await login("fede@demo.clubcost.app"),
      },
    );
    expect(stats.http).toBe(200);
    expect(stats.body.data.quota.registered).toBeGreaterThan(0);
    expect(stats.body.data.clubByLeague.length).toBeGreaterThan(0);
    const club = await api(world, `/statistics/federation?federationId=${DEMO_FEDERATION_ID}`, {
      token: await login("club@demo.clubcost.app"),
    });
    expect(club.http).toBe(403);
  });

  it("turns a federation's club invitation into a club its founder administers", async () => {
    const admin = await login("admin@demo.clubcost.app");
    const invitation = await api<{ invitationId: string }>(world, "/invitation/club", {
      token: admin,
      json: { request: { emails: [], federationId: DEMO_FEDERATION_ID, name: "Edge", amount: 1 } },
    });
    expect(invitation.http).toBe(200);
    await api(world, "/auth/register", {
      json: { login: "founder@example.org", password: "founder-password" },
    });
    const founder = await login("founder@example.org", "founder-password");
    const input = {
      name: "Club du bord",
      code: "EDGE01",
      zipCode: "33000",
      league: "Nouvelle-Aquitaine",
      federation: "Other",
      invitationId: invitation.body.data.invitationId,
    };
    const created = await api<{ id: string }>(world, "/club/create", { token: founder, json: { input } });
    expect(created.http).toBe(200);
    const details = await api<{ organizations: { id: string; type: string }[] }>(world, "/user/details", {
      token: founder,
    });
    expect(details.body.data.organizations).toEqual([
      expect.objectContaining({ id: created.body.data.id, type: "club" }),
    ]);
    const usedUp = await api(world, "/club/create", {
      token: founder,
      json: { input: { ...input, code: "EDGE02" } },
    });
    expect(usedUp.http).toBeGreaterThanOrEqual(400);
    expect(usedUp.http).toBeLessThan(500);
  });

  it("applies a signed PayPal webhook after checking its signature, and refuses a tampered one with 401", async () => {
    await api(world, "/auth/register", { json: { login: "buyer@example.org", password: "buyer-password" } });
    const buyer = await login("buyer@example.org", "buyer-password");
    const buyerId = (await api<{ id: string }>(world, "/user/details", { token: buyer })).body.data.id;
    paypal.subscriptions.set("I-EDGE", {
      id: "I-EDGE",
      status: "APPROVAL_PENDING",
      plan_id: PLAN,
      custom_id: buyerId,
    });
    paypal.activate("I-EDGE");
    expect(
      (await api(world, "/payment/approve", { token: buyer, json: { subscriptionID: "I-EDGE" } })).http,
    ).toBe(200);

    paypal.subscriptions.get("I-EDGE")!.status = "CANCELLED";
    const event = {
      id: "WH-EDGE-1",
      event_type: "BILLING.SUBSCRIPTION.CANCELLED",
      resource: { id: "I-EDGE", status: "CANCELLED" },
    };
    const { body, headers } = paypal.signedWebhook(event, WEBHOOK_ID);
    const tampered = await world.fetch("https://clubcost.test/api/payment/webhook", {
      method: "POST",
      headers,
      body: body.replace("CANCELLED", "SUSPENDED"),
    });
    expect(tampered.status).toBe(401);
    const applied = await world.fetch("https://clubcost.test/api/payment/webhook", {
      method: "POST",
      headers,
      body,
    });
    expect(applied.status).toBe(200);
    expect(((await applied.json()) as { data: { result: string } }).data.result).toBe("applied");
    expect(paypal.calls).toContain("GET /v1/billing/subscriptions/I-EDGE");
    const status = await api<{ subscriptions: { status: string }[] }>(world, "/payment/status", {
      token: buyer,
    });
    expect(status.body.data.subscriptions[0].status).toBe("CANCELLED");
  });

  it.each([
    "https://127.0.0.1/logo.png",
    "https://10.0.0.5/logo.png",
    "https://169.254.169.254/latest/meta-data/",
    "https://[::1]/logo.png",
    "http://example.org/logo.png",
    "https://user:pass@example.org/logo.png",
  ])("the image proxy refuses %s with 400 on its url, fetching nothing", async (url) => {
    const token = await login("club@demo.clubcost.app");
    const refused = await api(world, `/proxy/image/${btoa(url)}`, { token });
    expect([refused.http, refused.body.field]).toEqual([400, "url"]);
    expect(fetched.filter((address) => new URL(address).hostname === new URL(url).hostname)).toEqual([]);
  });

  it("the image proxy is for logged-in users", async () => {
    expect((await api(world, `/proxy/image/${btoa("https://example.org/a.png")}`)).http).toBe(401);
  });
});
