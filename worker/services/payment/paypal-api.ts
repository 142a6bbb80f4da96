import { AppError, errorCodes } from "#core/errors";
import type { AppConfig } from "../../deps";

export type PaypalConfig = NonNullable<AppConfig["paypal"]>;

/** The fields of PayPal's subscription resource (GET /v1/billing/subscriptions/{id}) that we use. */
export interface PaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: {
    next_billing_time?: string;
    failed_payments_count?: number;
    last_payment?: { time?: string };
  };
}

/** The fields of PayPal's sale resource (GET /v1/payments/sale/{id}): one payment of a subscription. */
export interface PaypalSale {
  id: string;
  state: string;
  billing_agreement_id?: string;
  create_time?: string;
}

const TIMEOUT_MS = 10_000;
let cachedToken: { key: string; token: string; until: number } | null = null;

const unavailable = () =>
  new AppError(errorCodes.serviceUnavailable, { httpStatus: 503, message: "PayPal is unavailable." });

/** No redirect is followed (a 3xx is not ok; Workers reject redirect "error"), and PayPal gets 10 s. */
async function paypalFetch(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
}

/** OAuth2 client-credentials token, cached until a minute before it expires. */
async function accessToken(config: PaypalConfig, now: number, fresh = false): Promise<string> {
  const key = `${config.apiBase}|${config.clientId}`;
  if (!fresh && cachedToken && cachedToken.key === key && cachedToken.until > now) return cachedToken.token;
  const response = await paypalFetch(`${config.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  if (!response.ok) throw unavailable();
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw unavailable();
  cachedToken = {
    key,
    token: body.access_token,
    until: now + Math.max(0, (body.expires_in ?? 0) - 60) * 1000,
  };
  return body.access_token;
}

/** An authenticated GET; a revoked token is renewed once. Null when PayPal does not know the resource. */
async function getResource<T>(config: PaypalConfig, path: string, now: number): Promise<T | null> {
  let token = await accessToken(config, now);
  let response = await paypalFetch(`${config.apiBase}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
  });
  if (response.status === 401) {
    token = await accessToken(config, now, true);
    response = await paypalFetch(`${config.apiBase}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    });
  }
  if (response.status === 404) return null;
  if (!response.ok) throw unavailable();
  return (await response.json()) as T;
}

/** Reads a subscription from PayPal: the source of truth, never the browser or a webhook payload. */
export function fetchSubscription(
  config: PaypalConfig,
  id: string,
  now: number,
): Promise<PaypalSubscription | null> {
  return getResource<PaypalSubscription>(config, `/v1/billing/subscriptions/${encodeURIComponent(id)}`, now);
}

/** Reads a sale (a subscription payment) from PayPal, to learn its subscription, state and date. */
export function fetchSale(config: PaypalConfig, id: string, now: number): Promise<PaypalSale | null> {
  return getResource<PaypalSale>(config, `/v1/payments/sale/${encodeURIComponent(id)}`, now);
}
