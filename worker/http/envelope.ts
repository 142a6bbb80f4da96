import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Envelope } from "../../core/envelope";

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

export function fail(c: Context, httpStatus: number, status: number, message: string, extra: { field?: string; data?: unknown } = {}) {
  const body: Envelope = { status, message, data: extra.data ?? null };
  if (extra.field) body.field = extra.field;
  return c.json(body, httpStatus as ContentfulStatusCode);
}
