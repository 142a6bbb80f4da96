import type { Hono } from "hono";
import { isMiddleware, ownHandler, serviceNotFound } from "../../worker/http/route-gate";

/** What Hono's routes list holds for each handler (and each middleware) it registered. */
interface Registered {
  method: string;
  path: string;
  handler: unknown;
}

/**
 * Every API route an app answers, as "METHOD /path", once each. Middleware is left out, whatever
 * method it was registered with; a handler registered with `.all()` is kept as "ALL /path": filtering
 * on the method instead let such a route escape the authorization matrix and the fuzz suite. The
 * final catch-all 404 is no route. The same rule as the route gate's (worker/http/route-gate.ts).
 */
export function apiRoutes(app: Pick<Hono, "routes">): { method: string; path: string; key: string }[] {
  const seen = new Map<string, { method: string; path: string; key: string }>();
  for (const route of app.routes as Registered[]) {
    if (
      !route.path.startsWith("/api/") ||
      isMiddleware(route.handler) ||
      ownHandler(route.handler) === serviceNotFound
    )
      continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, { method: route.method, path: route.path, key });
  }
  return [...seen.values()];
}
