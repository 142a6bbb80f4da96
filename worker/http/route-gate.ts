import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { AppError, errorCodes } from "#core/errors";
import type { AppEnv } from "./context";
import { fail } from "./envelope";

/**
 * The routes anyone may call (api.md's table, "anyone" and "visitors only" rows, plus the refresh
 * that its cookie authenticates and PayPal's signed webhook). Every other route needs a caller, and
 * an anonymous call to it is answered 401 before its body is read: a route added without a row here
 * is closed to visitors, never open. tests/api/request-gate.test.ts holds this list to the routes
 * the app registers and to the authorization matrix.
 */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  "POST /api/auth/login",
  "POST /api/auth/register",
  "POST /api/auth/refresh",
  "POST /api/auth/logout",
  "POST /api/auth/resetPassword",
  "POST /api/auth/resetPassword/confirm",
  "GET /api/support/health",
  "GET /api/support/ready",
  "GET /api/support/config",
  "POST /api/support/contact",
  "GET /api/federation/logo/:id",
  "GET /api/reference/rates",
  "POST /api/payment/webhook",
]);

/** Every request body is at most this, unless its route has a row in BODY_CAPS. */
export const DEFAULT_BODY_BYTES = 16 * 1024;

/** Routes that legitimately carry more than DEFAULT_BODY_BYTES, and why. */
export const BODY_CAPS: Readonly<Record<string, number>> = {
  // The whole calculator: up to 4,000 lines (CALCULATOR_LIMITS, decision 213), about 660 KB at most; the real ones weigh 5-200 KB.
  "POST /api/calculation/store": 1024 * 1024,
  // The same document, evaluated instead of saved (treasurer.md section 2).
  "POST /api/calculation/evaluate": 1024 * 1024,
  // A bank file of 2 MB at most (the reader checks its bytes, decision 235), as one JSON string: its
  // quotes, backslashes and line breaks escaped grow it by a third at worst in a bank's export.
  "POST /api/actuals/import": 4 * 1024 * 1024,
  // Up to 10,000 ids (one import's transactions), 36 characters each.
  "POST /api/actuals/assign": 512 * 1024,
  "POST /api/actuals/delete": 512 * 1024,
  // 5,000 characters of message: up to 15 KB in UTF-8, 30 KB if the client escapes them (\u00e9).
  "POST /api/support/contact": 32 * 1024,
  // PayPal's events weigh 2-6 KB; PayPal caps none, and its signature is checked only once read.
  "POST /api/payment/webhook": 64 * 1024,
};

const tooLarge = (c: Context) => fail(c, 413, errorCodes.requestTooLarge, "The request is too large.");
const limits = new Map<number, ReturnType<typeof bodyLimit>>();
function limitOf(maxSize: number) {
  let limit = limits.get(maxSize);
  if (!limit) limits.set(maxSize, (limit = bodyLimit({ maxSize, onError: tooLarge })));
  return limit;
}

/** The answer to an /api path that no route serves: registered last (worker/app.ts), it guards nothing. */
export const serviceNotFound = (c: Context) => fail(c, 404, errorCodes.serviceNotFound, "Service not found.");

/** hono/utils/constants: a mounted sub-app with its own error handler wraps each handler, keeping the route's own function here. */
const COMPOSED_HANDLER = "__COMPOSED_HANDLER";

/** The function a route was registered with, out of the wrappers of the sub-apps it was mounted through. */
export function ownHandler(handler: unknown): (...args: unknown[]) => unknown {
  let inner = handler as { [COMPOSED_HANDLER]?: unknown } & ((...args: unknown[]) => unknown);
  while (inner[COMPOSED_HANDLER]) inner = inner[COMPOSED_HANDLER] as typeof inner;
  return inner;
}

/**
 * Middleware takes `next` and passes on (hono/dev tells them apart the same way); a route's handler
 * answers, whatever method it was registered with. Telling them apart by the method ("ALL") instead
 * let a route registered with `.all()` past the gate, open to visitors and uncapped.
 */
export const isMiddleware = (handler: unknown) => ownHandler(handler).length > 1;

/**
 * The route that will answer, as "METHOD /path" the way it was registered ("ALL /path" for `.all()`),
 * or null when none will (the 404). The router matched them all in registration order.
 */
export function routeKey(c: Context): string | null {
  const route = matchedRoutes(c).find((r) => !isMiddleware(r.handler));
  return route && ownHandler(route.handler) !== serviceNotFound ? `${route.method} ${route.path}` : null;
}

/**
 * After `authenticate`: the caller check of a route that needs one, then its body cap, both before
 * anything reads the body (the validators parse it). An anonymous megabyte costs nothing but a 401.
 */
export const routeGate = createMiddleware<AppEnv>(async (c, next) => {
  const key = routeKey(c);
  if (key === null) return next();
  if (!PUBLIC_ROUTES.has(key) && !c.get("user"))
    throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
  // GET and HEAD carry no body (the runtime drops one), and asking for it would build a full Request on Node for nothing.
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  return limitOf(BODY_CAPS[key] ?? DEFAULT_BODY_BYTES)(c, next);
});
