import { importX509 } from "jose";
import { fromBase64 } from "../auth/password-hash";
import { crc32 } from "./crc32";

export interface WebhookHeaders {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

/**
 * Certificates are only ever fetched over https from a PayPal host (paypal.com or a subdomain, default
 * port), at PayPal's certificate path: a forged header cannot point us at a key its author holds.
 */
export function isPaypalCertUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname;
    return (
      parsed.protocol === "https:" &&
      (host === "paypal.com" || host.endsWith(".paypal.com")) &&
      !parsed.port &&
      !parsed.username &&
      !parsed.password &&
      !parsed.search &&
      parsed.pathname.startsWith("/v1/notifications/certs/")
    );
  } catch {
    return false;
  }
}

/** Fetches a certificate (PEM) by its URL; only ever called with a URL that passed isPaypalCertUrl. */
export type CertFetcher = (url: string) => Promise<string>;

const MAX_CERT_BYTES = 16 * 1024;

// "manual", not "error": Workers reject redirect "error"; a 3xx is simply not ok, so none is followed.
export const fetchPaypalCert: CertFetcher = async (url) => {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`certificate fetch failed: ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_CERT_BYTES) throw new Error("certificate too large");
  return text;
};

// Certificates by URL, per fetcher (so a test's fake never feeds production's cache); bounded.
type PublicKey = Awaited<ReturnType<typeof importX509>>;
const caches = new WeakMap<CertFetcher, Map<string, PublicKey>>();
const MAX_CACHED = 16;

async function certificateKey(url: string, fetchCert: CertFetcher): Promise<PublicKey | null> {
  let cache = caches.get(fetchCert);
  if (!cache) caches.set(fetchCert, (cache = new Map()));
  const cached = cache.get(url);
  if (cached) return cached;
  try {
    const key = await importX509(await fetchCert(url), "RS256");
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(url, key);
    return key;
  } catch {
    // Unreachable, not a certificate: the event is refused, and PayPal will deliver it again.
    return null;
  }
}

/**
 * PayPal's own scheme: RSA-SHA256 over `transmissionId|transmissionTime|webhookId|crc32(rawBody)`,
 * checked against the certificate named in the headers (https paypal.com hosts only, cached).
 */
export async function verifyWebhookSignature(
  headers: WebhookHeaders,
  rawBody: Uint8Array,
  webhookId: string,
  fetchCert: CertFetcher,
): Promise<boolean> {
  if (
    headers.authAlgo !== "SHA256withRSA" ||
    !headers.transmissionId ||
    !headers.transmissionTime ||
    !headers.transmissionSig
  )
    return false;
  if (!isPaypalCertUrl(headers.certUrl)) return false;
  const key = await certificateKey(headers.certUrl, fetchCert);
  if (!key) return false;
  try {
    const message = new TextEncoder().encode(
      `${headers.transmissionId}|${headers.transmissionTime}|${webhookId}|${crc32(rawBody)}`,
    );
    return await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, fromBase64(headers.transmissionSig), message);
  } catch {
    return false;
  }
}
