import { importX509 } from "jose";
import { crc32 } from "./crc32";
import { fromBase64 } from "../auth/password-hash";

export interface WebhookHeaders {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

/** Certificates are only ever fetched over https from a PayPal host. */
export function isPaypalCertUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && (parsed.hostname === "paypal.com" || parsed.hostname.endsWith(".paypal.com")) && !parsed.port;
  } catch {
    return false;
  }
}

export type CertFetcher = (url: string) => Promise<string>;

const certCache = new Map<string, string>();

export const fetchPaypalCert: CertFetcher = async (url) => {
  const response = await fetch(url, { redirect: "error" });
  if (!response.ok) throw new Error(`certificate fetch failed: ${response.status}`);
  return response.text();
};

/**
 * PayPal's own scheme: RSA-SHA256 over `transmissionId|transmissionTime|webhookId|crc32(rawBody)`,
 * checked against the certificate named in the headers (https paypal.com hosts only, cached).
 */
export async function verifyWebhookSignature(headers: WebhookHeaders, rawBody: Uint8Array, webhookId: string, fetchCert: CertFetcher): Promise<boolean> {
  if (headers.authAlgo !== "SHA256withRSA" || !isPaypalCertUrl(headers.certUrl)) return false;
  let pem = certCache.get(headers.certUrl);
  if (!pem) {
    pem = await fetchCert(headers.certUrl);
    certCache.set(headers.certUrl, pem);
  }
  try {
    const key = await importX509(pem, "RS256");
    const message = new TextEncoder().encode(`${headers.transmissionId}|${headers.transmissionTime}|${webhookId}|${crc32(rawBody)}`);
    return await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, fromBase64(headers.transmissionSig), message);
  } catch {
    return false;
  }
}
