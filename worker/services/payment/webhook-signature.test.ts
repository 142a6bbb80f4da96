import { sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { crc32 } from "./crc32";
import { isPaypalCertUrl, verifyWebhookSignature } from "./webhook-signature";

const fixtures = new URL("../../../tests/support/fixtures/", import.meta.url);
const cert = readFileSync(new URL("fake-paypal-cert.pem", fixtures), "utf8");
const key = readFileSync(new URL("fake-paypal-key.pem", fixtures), "utf8");
const certUrl = "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77";

describe("crc32", () => {
  it("gives the standard check value, unsigned decimal", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(3421780262);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe("isPaypalCertUrl", () => {
  it("accepts PayPal's certificate URLs only", () => {
    expect(isPaypalCertUrl(certUrl)).toBe(true);
    expect(isPaypalCertUrl("https://api.paypal.com/v1/notifications/certs/CERT-1")).toBe(true);
    for (const url of [
      "http://api.paypal.com/v1/notifications/certs/CERT-1",
      "https://api.paypal.com:444/v1/notifications/certs/CERT-1",
      "https://paypal.com.example.org/v1/notifications/certs/CERT-1",
      "https://evilpaypal.com/v1/notifications/certs/CERT-1",
      "https://user:pw@api.paypal.com/v1/notifications/certs/CERT-1",
      "https://api.paypal.com/v1/notifications/certs/CERT-1?x=1",
      "https://api.paypal.com/uploads/cert.pem",
      "not a url",
      "",
    ]) {
      expect(isPaypalCertUrl(url), url).toBe(false);
    }
  });
});

describe("verifyWebhookSignature", () => {
  const body = new TextEncoder().encode('{"id":"WH-1","event_type":"BILLING.SUBSCRIPTION.CANCELLED"}');
  const headers = (webhookId: string, raw = body) => {
    const message = `tid-1|2026-11-23T10:00:00Z|${webhookId}|${crc32(raw)}`;
    return {
      transmissionId: "tid-1",
      transmissionTime: "2026-11-23T10:00:00Z",
      certUrl,
      authAlgo: "SHA256withRSA",
      transmissionSig: sign("sha256", Buffer.from(message), key).toString("base64"),
    };
  };
  const fetcher = async () => cert;

  it("accepts PayPal's signature for our webhook id, and nothing else", async () => {
    expect(await verifyWebhookSignature(headers("WH-OURS"), body, "WH-OURS", fetcher)).toBe(true);
    expect(await verifyWebhookSignature(headers("WH-OTHER"), body, "WH-OURS", fetcher)).toBe(false);
    expect(
      await verifyWebhookSignature(headers("WH-OURS"), new TextEncoder().encode("{}"), "WH-OURS", fetcher),
    ).toBe(false);
    expect(
      await verifyWebhookSignature(
        { ...headers("WH-OURS"), transmissionSig: "not base64!" },
        body,
        "WH-OURS",
        fetcher,
      ),
    ).toBe(false);
    expect(
      await verifyWebhookSignature(
        { ...headers("WH-OURS"), authAlgo: "SHA1withRSA" },
        body,
        "WH-OURS",
        fetcher,
      ),
    ).toBe(false);
  });

  it("never fetches a certificate from a URL that is not PayPal's, and refuses what is not a certificate", async () => {
    const fetched: string[] = [];
    const spy = async (url: string) => (fetched.push(url), cert);
    expect(
      await verifyWebhookSignature(
        { ...headers("W"), certUrl: "https://example.org/v1/notifications/certs/C" },
        body,
        "W",
        spy,
      ),
    ).toBe(false);
    expect(fetched).toEqual([]);
    expect(await verifyWebhookSignature(headers("W"), body, "W", async () => "garbage")).toBe(false);
  });
});
