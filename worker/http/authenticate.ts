import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { verifyAccessToken } from "../services/auth/access-token";
import { cachedSessionUser } from "../services/auth/session-user";
import type { AppEnv, ServiceContext, SessionUser } from "./context";

/** Resolves `x-access-token` into the caller (null when absent or invalid); routes decide if one is required. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header("x-access-token");
  let user: SessionUser | null = null;
  if (token) {
    const deps = c.get("deps");
    const claims = await verifyAccessToken(token, deps.config.jwtSecret, deps.clock.now());
    // One batch: the user, their memberships and the token's session, which a logout ends.
    if (claims) user = await cachedSessionUser(deps, claims);
  }
  c.set("user", user);
  await next();
});

export function contextOf(c: Context<AppEnv>): ServiceContext {
  const deps = c.get("deps");
  const ip = deps.clientAddress?.(c.req.raw, c.env) ?? "local";
  // Resolved from the host once, before any route (http/host-brand.ts), never again here.
  return { deps, user: c.get("user") ?? null, ip, brand: c.get("brand") };
}
