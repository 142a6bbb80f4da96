import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "#core/envelope";
import { errorCodes } from "#core/errors";

export type { Envelope };

export function ok<T>(c: Context, data: T, extra: { message?: string; token?: string } = {}) {
  const body: Envelope<T> = { status: 0, message: extra.message ?? "", data };
  if (extra.token) body.token = extra.token;
  return c.json(body, 200);
}

/** The success envelope around `data` already written as JSON (long lists built by SQLite). */
export function okJson(c: Context, dataJson: string) {
  return c.body(`{"status":0,"message":"","data":${dataJson}}`, 200, { "content-type": "application/json" });
}

export function fail(
  c: Context,
  httpStatus: number,
  status: number,
  message: string,
  extra: { field?: string; data?: unknown } = {},
) {
  const body: Envelope = { status, message, data: extra.data ?? null };
  if (extra.field) body.field = extra.field;
  const retryAfter = retryAfterSeconds(httpStatus, status);
  if (retryAfter) c.header("retry-after", String(retryAfter));
  return c.json(body, httpStatus as ContentfulStatusCode);
}

/**
 * Every 503 and 429 says when to come back (RFC 9110), so clients and monitors back off instead of
 * hammering: the rate limits count per minute, the closed app (code 13) reopens after maintenance,
 * anything else (database or configuration) is worth a retry soon.
 */
export function retryAfterSeconds(httpStatus: number, code: number): number | null {
  if (httpStatus === 429) return 60;
  if (httpStatus !== 503) return null;
  return code === errorCodes.closedForMaintenance ? 300 : 30;
}
