import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { sign } from "node:crypto";
import { crc32 } from "../../worker/services/payment/crc32";

const here = new URL("./", import.meta.url);
export const fakeCert = readFileSync(new URL("fixtures/fake-paypal-cert.pem", here), "utf8");
const fakeKey = readFileSync(new URL("fixtures/fake-paypal-key.pem", here), "utf8");
export const otherKey = readFileSync(new URL("fixtures/other-key.pem", here), "utf8");
const sdkSource = readFileSync(new URL("fake-paypal-sdk.js", here), "utf8");
const CERT_PATH = "/v1/notifications/certs/CERT-fake";
/** Where PayPal's headers say the certificate is; the product only ever accepts such https paypal.com URLs. */
export const CERT_URL = `https://api.paypal.com${CERT_PATH}`;

export interface FakeSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: {
    failed_payments_count?: number;
    last_payment?: { time?: string };
    next_billing_time?: string;
  };
}
export interface FakeSale {
  id: string;
  state: string;
  billing_agreement_id?: string;
  create_time: string;
}
/** What the buyer does in the stand-in SDK's approval step (the real one is PayPal's popup). */
export type ApprovalMode = "approve" | "no-id" | "error";

/**
 * A local stand-in for PayPal, test-only: the REST API (OAuth token, subscription and sale lookup),
 * the webhook certificate, and the JS SDK (fake-paypal-sdk.js) with the browser calls it makes.
 * The product's real client, page and verification code talk to it unmodified.
 */
export async function startFakePaypal(options: { clientId?: string; clientSecret?: string } = {}) {
  const clientId = options.clientId ?? "client";
  const clientSecret = options.clientSecret ?? "secret";
  const subscriptions = new Map<string, FakeSubscription>();
  const sales = new Map<string, FakeSale>();
  const calls: string[] = [];
  const state = { approval: "approve" as ApprovalMode, sdkUp: true };
  let counter = 0;

  const server: Server = createServer(async (req, res) => {
    calls.push(`${req.method} ${req.url}`);
    try {
      await route(req, res);
    } catch {
      send(res, 500, { name: "INTERNAL_SERVER_ERROR" });
    }
  });

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname;
    if (req.method === "OPTIONS") return send(res, 204, null);
    if (req.method === "POST" && path === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
      if (req.headers.authorization !== expected) return send(res, 401, { error: "invalid_client" });
      return send(res, 200, { access_token: "fake-access-token", token_type: "Bearer", expires_in: 3600 });
    }
    if (req.method === "GET" && path === CERT_PATH) return send(res, 200, fakeCert, "application/x-pem-file");
    if (req.method === "GET" && path === "/sdk/js") {
      if (!state.sdkUp || url.searchParams.get("client-id") !== clientId)
        return send(res, 400, "/* invalid client id */", "application/javascript");
      return send(res, 200, sdkSource, "application/javascript");
    }
    const rest = path.match(/^\/v1\/(billing\/subscriptions|payments\/sale)\/([^/]+)$/);
    if (req.method === "GET" && rest) {
      if (req.headers.authorization !== "Bearer fake-access-token")
        return send(res, 401, { error: "invalid_token" });
      const found = (rest[1] === "payments/sale" ? sales : subscriptions).get(decodeURIComponent(rest[2]));
      return found ? send(res, 200, found) : send(res, 404, { name: "RESOURCE_NOT_FOUND" });
    }
    // The browser side of the stand-in SDK: create a subscription, then the buyer's approval.
    if (req.method === "POST" && path === "/sdk/fake/subscriptions") {
      const body = JSON.parse(await readBody(req)) as {
        client_id?: string;
        plan_id?: string;
        custom_id?: string;
      };
      if (body.client_id !== clientId || !body.plan_id)
        return send(res, 422, { name: "UNPROCESSABLE_ENTITY" });
      const id = `I-FAKE${String(++counter).padStart(6, "0")}`;
      subscriptions.set(id, {
        id,
        status: "APPROVAL_PENDING",
        plan_id: body.plan_id,
        custom_id: body.custom_id,
      });
      return send(res, 201, { id });
    }
    const approve = path.match(/^\/sdk\/fake\/subscriptions\/([^/]+)\/approve$/);
    if (req.method === "POST" && approve) {
      const id = decodeURIComponent(approve[1]);
      if (state.approval === "error" || !subscriptions.has(id))
        return send(res, 200, { error: "buyer could not approve" });
      activate(id);
      return send(res, 200, { subscriptionID: state.approval === "no-id" ? null : id });
    }
    send(res, 404, { name: "NOT_FOUND" });
  }

  /** The buyer approved and paid the first year: the subscription is active, with its first sale. */
  function activate(id: string, time = new Date()) {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`unknown subscription ${id}`);
    subscription.status = "ACTIVE";
    subscription.billing_info = { failed_payments_count: 0, last_payment: { time: time.toISOString() } };
    return addSale(id, time);
  }

  function addSale(subscriptionId: string, time: Date, state = "completed"): FakeSale {
    const sale = {
      id: `SALE-${++counter}`,
      state,
      billing_agreement_id: subscriptionId,
      create_time: time.toISOString(),
    };
    sales.set(sale.id, sale);
    return sale;
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Signs a webhook body the way PayPal does; `key` lets a test sign with a foreign key, `time` date it. */
  function signedWebhook(
    event: unknown,
    webhookId: string,
    options: { key?: string; certUrl?: string; transmissionId?: string; time?: Date } = {},
  ) {
    const body = JSON.stringify(event);
    const transmissionId = options.transmissionId ?? crypto.randomUUID();
    const time = (options.time ?? new Date()).toISOString();
    const message = `${transmissionId}|${time}|${webhookId}|${crc32(new TextEncoder().encode(body))}`;
    const signature = sign("sha256", Buffer.from(message), options.key ?? fakeKey).toString("base64");
    return {
      body,
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": time,
        "paypal-transmission-sig": signature,
        "paypal-cert-url": options.certUrl ?? CERT_URL,
        "paypal-auth-algo": "SHA256withRSA",
      },
    };
  }

  return {
    base,
    subscriptions,
    sales,
    calls,
    state,
    activate,
    addSale,
    signedWebhook,
    /**
     * The product's certificate fetcher seam (Deps.paypalCert): the URL already passed the strict
     * https paypal.com check; only the transport is redirected to this fake, which serves the PEM.
     */
    certFetcher: async (url: string) => {
      const response = await fetch(`${base}${new URL(url).pathname}`);
      if (!response.ok) throw new Error(`certificate fetch failed: ${response.status}`);
      return response.text();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(res: ServerResponse, status: number, body: unknown, type = "application/json") {
  res.writeHead(status, {
    "content-type": type,
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, POST",
    "access-control-allow-headers": "content-type",
  });
  res.end(body === null ? undefined : typeof body === "string" ? body : JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) reject(new Error("body too large"));
    });
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}
