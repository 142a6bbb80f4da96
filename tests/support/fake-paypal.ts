import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sign } from "node:crypto";
import { crc32 } from "../../worker/services/payment/crc32";

const fixtures = new URL("./fixtures/", import.meta.url);
export const fakeCert = readFileSync(new URL("fake-paypal-cert.pem", fixtures), "utf8");
const fakeKey = readFileSync(new URL("fake-paypal-key.pem", fixtures), "utf8");
export const otherKey = readFileSync(new URL("other-key.pem", fixtures), "utf8");
export const CERT_URL = "https://api.paypal.com/v1/notifications/certs/CERT-fake";

export interface FakeSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
}

/**
 * A local stand-in for PayPal's REST API (OAuth token, subscription lookup) and its webhook
 * signing, test-only. The product's real client and verification code talk to it unmodified.
 */
export async function startFakePaypal() {
  const subscriptions = new Map<string, FakeSubscription>();
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "POST" && req.url === "/v1/oauth2/token") {
      if (!req.headers.authorization?.startsWith("Basic ")) return send(401, { error: "invalid_client" });
      return send(200, { access_token: "fake-access-token", token_type: "Bearer", expires_in: 3600 });
    }
    const match = req.url?.match(/^\/v1\/billing\/subscriptions\/([^/?]+)$/);
    if (req.method === "GET" && match) {
      if (req.headers.authorization !== "Bearer fake-access-token") return send(401, { error: "invalid_token" });
      const found = subscriptions.get(decodeURIComponent(match[1]));
      return found ? send(200, found) : send(404, { name: "RESOURCE_NOT_FOUND" });
    }
    send(404, { name: "NOT_FOUND" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** Signs a webhook body the way PayPal does; `key` lets a test sign with a foreign key. */
  function signedWebhook(event: unknown, webhookId: string, options: { key?: string; certUrl?: string; transmissionId?: string } = {}) {
    const body = JSON.stringify(event);
    const transmissionId = options.transmissionId ?? crypto.randomUUID();
    const time = new Date().toISOString();
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
    signedWebhook,
    /** Serves the fake's certificate for PayPal's certificate URL, as the real host would. */
    certFetcher: async (url: string) => {
      if (url !== CERT_URL) throw new Error(`unexpected certificate URL ${url}`);
      return fakeCert;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
