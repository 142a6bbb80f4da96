import { AppError } from "../../../core/errors";
import type { AppConfig } from "../../deps";

type PaypalConfig = NonNullable<AppConfig["paypal"]>;

export interface PaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string; last_payment?: { time?: string } };
}

let cachedToken: { base: string; token: string; until: number } | null = null;

/** OAuth2 client-credentials token, cached until shortly before it expires. */
async function accessToken(config: PaypalConfig, now: number): Promise<string> {
  if (cachedToken && cachedToken.base === config.apiBase && cachedToken.until > now) return cachedToken.token;
  const response = await fetch(`${config.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  if (!response.ok) throw new AppError(2, { httpStatus: 503, message: "PayPal is unavailable." });
  const body = (await response.json()) as { access_token: string; expires_in: number };
  cachedToken = { base: config.apiBase, token: body.access_token, until: now + (body.expires_in - 60) * 1000 };
  return body.access_token;
}

/** Reads a subscription from PayPal: the source of truth, never the browser or a webhook payload. */
export async function fetchSubscription(config: PaypalConfig, id: string, now: number): Promise<PaypalSubscription | null> {
  const token = await accessToken(config, now);
  const response = await fetch(`${config.apiBase}/v1/billing/subscriptions/${encodeURIComponent(id)}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status === 404) return null;
  if (!response.ok) throw new AppError(2, { httpStatus: 503, message: "PayPal is unavailable." });
  return (await response.json()) as PaypalSubscription;
}
