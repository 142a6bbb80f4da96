import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Logger } from "../deps";

/**
 * One JSON log line per API call (docs/decisions/217): the request id, the route as registered (its
 * pattern, never the path's values or query), the HTTP status, the duration and the backend code of the
 * envelope, plus Cloudflare's ray. A 5xx is an error (always logged), a 4xx a warning, the rest info
 * (both only with DEBUG). No address, account or body: nothing personal.
 */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = Date.now();
    await next();
    const status = c.res.status;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    log[level]("request", {
      requestId: c.get("requestId") as string | undefined,
      method: c.req.method,
      route: routeOf(c),
      status,
      durationMs: Date.now() - started,
      code: await backendCode(c.res, status),
      ray: c.req.header("cf-ray") ?? "",
    });
  };
}

/**
 * The route's pattern as registered (`/api/club/:id`): the last route of a method that matched, even when a
 * middleware answered before it (a 401); `/api/*` when no route serves the path (the 404).
 */
function routeOf(c: Context): string {
  return matchedRoutes(c).findLast((route) => route.method !== "ALL")?.path ?? "/api/*";
}

/** The envelope's `status` (the backend code of the API's answers): 0 for a success, read from the body otherwise. */
async function backendCode(response: Response, status: number): Promise<number | null> {
  if (!/^application\/json/.test(response.headers.get("content-type") ?? "")) return null;
  // A success's envelope says 0; its body (lists of clubs) is not read again.
  if (status < 400) return 0;
  try {
    const body = (await response.clone().json()) as { status?: unknown };
    return typeof body.status === "number" ? body.status : null;
  } catch {
    return null;
  }
}
