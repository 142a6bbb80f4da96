import { createMiddleware } from "hono/factory";
import { brandOfHost } from "#core/brands";
import type { AppEnv } from "./context";

/**
 * The brand of the host the call came to, resolved once per request and kept on the context: every
 * service reading `ctx.brand` (mails, invitations) sees this one answer (issue 25.4).
 */
export const hostBrand = createMiddleware<AppEnv>(async (c, next) => {
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  c.set("brand", brandOfHost(host, c.get("deps").config.baseDomain).brand);
  await next();
});
