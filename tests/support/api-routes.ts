import type { Hono } from "hono";

/** What Hono's routes list holds for each handler (and each middleware) it registered. */
interface Registered {
  method: string;
  path: string;
  handler: unknown;
}

const COMPOSED = "__COMPOSED_HANDLER";

/** A mounted sub-app's handler is wrapped: the route's own function is inside (hono/utils/handler). */
function ownHandler(handler: unknown): (...args: unknown[]) => unknown {
  let inner = handler as { [COMPOSED]?: unknown } & ((...args: unknown[]) => unknown);
  while (inner[COMPOSED]) inner = inner[COMPOSED] as typeof inner;
  return inner;
}

/**
 * Every API route an app answers, as "METHOD /path", once each. Middleware (a function taking
 * `next`, as hono/dev tells them apart) is left out, whatever method it was registered with; a
 * handler registered with `.all()` is kept as "ALL /path": filtering on the method instead let such
 * a route escape the authorization matrix and the fuzz suite. The final catch-all 404 is no route.
 */
export function apiRoutes(app: Pick<Hono, "routes">): { method: string; path: string; key: string }[] {
  const seen = new Map<string, { method: string; path: string; key: string }>();
  for (const route of app.routes as Registered[]) {
    if (!route.path.startsWith("/api/") || route.path === "/api/*") continue;
    if (ownHandler(route.handler).length > 1) continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, { method: route.method, path: route.path, key });
  }
  return [...seen.values()];
}
