import type { Context } from "hono";
import { deleteCookie, generateCookie, getCookie, setCookie } from "hono/cookie";
import { REFRESH_TTL_MS } from "../services/auth/refresh-session";
import type { AppEnv } from "./context";

// The session's cookies, apart from the auth routes: app.ts gives a page its companion cookie without
// importing a route module (issue 40.4, docs/decisions/241).

/** `__Host-` pins the cookie to this exact host, over https (localhost counts as secure). */
export const REFRESH_COOKIE = "__Host-cc_refresh";
/** With federation subdomains, one cookie for the base domain and all its subdomains (a move keeps the session). */
export const SHARED_REFRESH_COOKIE = "__Secure-cc_refresh";
/**
 * The refresh cookie's readable companion ("1", no secret), set and cleared with it: the web app asks
 * for a refresh only when it is there, so a visitor's page makes no call that can only answer 401
 * (decision 093). Same host or base domain, path and lifetime as the refresh cookie.
 */
export const SESSION_HINT_COOKIE = "__Host-cc_session";
export const SHARED_SESSION_HINT_COOKIE = "__Secure-cc_session";

export function refreshCookie(c: Context<AppEnv>) {
  return sessionCookies(c.get("deps").config.baseDomain);
}

function sessionCookies(baseDomain: string | undefined): { name: string; hint: string; domain?: string } {
  return baseDomain
    ? { name: SHARED_REFRESH_COOKIE, hint: SHARED_SESSION_HINT_COOKIE, domain: baseDomain }
    : { name: REFRESH_COOKIE, hint: SESSION_HINT_COOKIE };
}

const hintOptions = (domain?: string) =>
  ({ secure: true, sameSite: "Strict", path: "/", domain, maxAge: REFRESH_TTL_MS / 1000 }) as const;

/** Both cookies, kept until the session's absolute end at most (decision 119): the browser then drops them. */
export function keepRefreshCookie(c: Context<AppEnv>, token: string, endsAt: number) {
  const { name, hint, domain } = refreshCookie(c);
  const maxAge = Math.max(0, Math.floor(Math.min(REFRESH_TTL_MS, endsAt - c.get("deps").clock.now()) / 1000));
  setCookie(c, name, token, { ...hintOptions(domain), maxAge, httpOnly: true });
  setCookie(c, hint, "1", { ...hintOptions(domain), maxAge });
}

/**
 * A page asked with a session cookie but without its companion (a session opened before the
 * companion existed) gets the companion: otherwise the app would not try the session, and the
 * person would have to log in again for nothing.
 */
export function withSessionHint(c: Context, baseDomain: string | undefined, page: Response): Response {
  const { name, hint, domain } = sessionCookies(baseDomain);
  if (!getCookie(c, name) || getCookie(c, hint)) return page;
  const answer = new Response(page.body, page);
  answer.headers.append("set-cookie", generateCookie(hint, "1", hintOptions(domain)));
  return answer;
}

/** Both cookies go: after a logout, or a refused refresh (a stale hint then costs a single 401). */
export function dropSessionCookies(c: Context<AppEnv>) {
  const { name, hint, domain } = refreshCookie(c);
  // With the attributes they were set with: the deletion is a cookie too, held to the same policy.
  deleteCookie(c, name, { path: "/", secure: true, sameSite: "Strict", httpOnly: true, domain });
  deleteCookie(c, hint, { path: "/", secure: true, sameSite: "Strict", domain });
}
