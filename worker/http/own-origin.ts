import { createMiddleware } from "hono/factory";
import { AppError, errorCodes } from "#core/errors";
import type { AppConfig } from "../deps";
import type { AppEnv } from "./context";

/**
 * Whether a browser's `Origin` names this app: the host the request was sent to, the host of
 * APP_URL (a reverse proxy may pass the request on under another Host), or, with federation
 * subdomains, the base domain and any of its subdomains. "null" (a sandboxed frame, a file) and
 * anything that is not an http(s) origin are foreign.
 */
export function isOwnOrigin(
  origin: string,
  requestHosts: (string | undefined)[],
  config: Pick<AppConfig, "appUrl" | "baseDomain">,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  const own = [...requestHosts, new URL(config.appUrl).host].flatMap((host) =>
    host ? [host.toLowerCase()] : [],
  );
  if (own.includes(url.host)) return true;
  const base = config.baseDomain?.toLowerCase().replace(/\.$/, "");
  return !!base && (url.hostname === base || url.hostname.endsWith(`.${base}`));
}

/**
 * For the calls the session cookie alone authorizes (refresh, logout): a page of another site must
 * not make them. SameSite=Strict keeps the cookie from other sites' requests in today's browsers;
 * this also holds where it does not: an older browser, or another host of the same site (SameSite
 * counts blog.example.org as the same site as app.example.org). Without `Origin` (a tool, an older
 * browser) the call goes on: the header is checked whenever it is sent.
 */
export const ownOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  if (
    origin !== undefined &&
    !isOwnOrigin(origin, [c.req.header("host"), new URL(c.req.url).host], c.get("deps").config)
  ) {
    throw new AppError(errorCodes.notAllowed, { httpStatus: 403 });
  }
  await next();
});
