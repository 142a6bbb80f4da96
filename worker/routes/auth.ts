import { Hono } from "hono";
import type { Context } from "hono";
import { deleteCookie, generateCookie, getCookie, setCookie } from "hono/cookie";
import { changePasswordSchema, loginSchema, registerSchema, resetConfirmSchema, resetPasswordSchema } from "../../core/schemas/auth";
import { afterAnswer } from "../http/after-answer";
import { contextOf } from "../http/authenticate";
import { ownOriginOnly } from "../http/own-origin";
import { requireUser } from "../services/permissions";
import type { AppEnv, SessionUser } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { changePassword, login, register } from "../services/auth/accounts";
import { confirmPasswordReset, requestPasswordReset } from "../services/auth/password-reset";
import { verifyAccessToken } from "../services/auth/access-token";
import { REFRESH_TTL_MS, revokeFamily, rotateSession, revokeSession } from "../services/auth/refresh-session";
import { loadSessionUser } from "../services/auth/session-user";
import { userDetails } from "../services/users/user-details";
import { AppError, errorCodes } from "../../core/errors";

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

function refreshCookie(c: Context<AppEnv>) {
  return sessionCookies(c.get("deps").config.baseDomain);
}

function sessionCookies(baseDomain: string | undefined): { name: string; hint: string; domain?: string } {
  return baseDomain ? { name: SHARED_REFRESH_COOKIE, hint: SHARED_SESSION_HINT_COOKIE, domain: baseDomain } : { name: REFRESH_COOKIE, hint: SESSION_HINT_COOKIE };
}

const hintOptions = (domain?: string) => ({ secure: true, sameSite: "Strict", path: "/", domain, maxAge: REFRESH_TTL_MS / 1000 }) as const;

/** Both cookies, kept until the session's absolute end at most (decision 119): the browser then drops them. */
function keepRefreshCookie(c: Context<AppEnv>, token: string, endsAt: number) {
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
function dropSessionCookies(c: Context<AppEnv>) {
  const { name, hint, domain } = refreshCookie(c);
  // With the attributes they were set with: the deletion is a cookie too, held to the same policy.
  deleteCookie(c, name, { path: "/", secure: true, sameSite: "Strict", httpOnly: true, domain });
  deleteCookie(c, hint, { path: "/", secure: true, sameSite: "Strict", domain });
}

/** `known`: the caller a login has just read (one round trip fewer on Turso, issue 24.9). */
async function sessionAnswer(c: Context<AppEnv>, userId: string, session: { accessToken: string; refreshToken: string; endsAt: number }, known?: SessionUser) {
  const { accessToken, refreshToken, endsAt } = session;
  keepRefreshCookie(c, refreshToken, endsAt);
  const ctx = contextOf(c);
  const caller = known ?? (await loadSessionUser(ctx.deps.db(), userId));
  if (!caller) throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
  return ok(c, await userDetails(ctx, caller), { token: accessToken });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", valid("json", loginSchema), async (c) => {
    const session = await login(contextOf(c), c.req.valid("json"));
    return sessionAnswer(c, session.userId, session, session.caller);
  })
  .post("/register", valid("json", registerSchema), async (c) => ok(c, await register(contextOf(c), c.req.valid("json")), { message: "Account created!" }))
  .post("/refresh", ownOriginOnly, async (c) => {
    try {
      const token = getCookie(c, refreshCookie(c).name);
      if (!token) throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
      const session = await rotateSession(c.get("deps"), token);
      return await sessionAnswer(c, session.userId, session);
    } catch (error) {
      // The error handler's answer keeps the headers set here.
      if (error instanceof AppError && error.httpStatus === 401) dropSessionCookies(c);
      throw error;
    }
  })
  .post("/logout", ownOriginOnly, async (c) => {
    const deps = c.get("deps");
    const token = getCookie(c, refreshCookie(c).name);
    if (token) await revokeSession(deps, token);
    // An API client sends only its access token: the session it names ends too (issue 39.8).
    const accessToken = c.req.header("x-access-token");
    const claims = accessToken ? await verifyAccessToken(accessToken, deps.config.jwtSecret, deps.clock.now()) : null;
    if (claims) await revokeFamily(deps, claims.userId, claims.familyId);
    dropSessionCookies(c);
    return ok(c, null);
  })
  .post("/changePassword", valid("json", changePasswordSchema), async (c) => {
    const ctx = contextOf(c);
    const user = requireUser(ctx);
    const session = await changePassword(ctx, user.id, c.req.valid("json").input);
    return sessionAnswer(c, user.id, session);
  })
  .post("/resetPassword", valid("json", resetPasswordSchema), async (c) => {
    const ctx = contextOf(c);
    if (ctx.user) throw new AppError(errorCodes.noRight, { httpStatus: 403, message: "Password reset is for visitors who are not logged in." });
    const { email, locale } = c.req.valid("json").input;
    await requestPasswordReset(ctx, email, locale, (work) => afterAnswer(c, "the reset mail", work));
    return ok(c, null, { message: "resetDone" });
  })
  .post("/resetPassword/confirm", valid("json", resetConfirmSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json").input;
    await confirmPasswordReset(contextOf(c), token, newPassword);
    return ok(c, null, { message: "info_change_done" });
  });
