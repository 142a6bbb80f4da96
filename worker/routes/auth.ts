import { Hono } from "hono";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { changePasswordSchema, loginSchema, registerSchema, resetConfirmSchema, resetPasswordSchema } from "../../core/schemas/auth";
import { contextOf, requireUser } from "../http/authenticate";
import type { AppEnv } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { changePassword, login, register } from "../services/auth/accounts";
import { confirmPasswordReset, requestPasswordReset } from "../services/auth/password-reset";
import { REFRESH_TTL_MS, rotateSession, revokeSession } from "../services/auth/refresh-session";
import { loadSessionUser } from "../services/auth/session-user";
import { userDetails } from "../services/users/user-details";
import { AppError } from "../../core/errors";

/** `__Host-` pins the cookie to this exact host, over https (localhost counts as secure). */
export const REFRESH_COOKIE = "__Host-cc_refresh";
/** With federation subdomains, one cookie for the base domain and all its subdomains (a move keeps the session). */
export const SHARED_REFRESH_COOKIE = "__Secure-cc_refresh";

function refreshCookie(c: Context<AppEnv>): { name: string; domain?: string } {
  const baseDomain = c.get("deps").config.baseDomain;
  return baseDomain ? { name: SHARED_REFRESH_COOKIE, domain: baseDomain } : { name: REFRESH_COOKIE };
}

function keepRefreshCookie(c: Context<AppEnv>, token: string) {
  const { name, domain } = refreshCookie(c);
  setCookie(c, name, token, { httpOnly: true, secure: true, sameSite: "Strict", path: "/", domain, maxAge: REFRESH_TTL_MS / 1000 });
}

async function sessionAnswer(c: Context<AppEnv>, userId: string, accessToken: string, refreshToken: string) {
  keepRefreshCookie(c, refreshToken);
  const ctx = contextOf(c);
  const caller = await loadSessionUser(ctx.deps.db(), userId);
  if (!caller) throw new AppError(401, { httpStatus: 401 });
  return ok(c, await userDetails(ctx, caller), { token: accessToken });
}

export const authRoutes = new Hono<AppEnv>()
  .post("/login", valid("json", loginSchema), async (c) => {
    const session = await login(contextOf(c), c.req.valid("json"));
    return sessionAnswer(c, session.userId, session.accessToken, session.refreshToken);
  })
  .post("/register", valid("json", registerSchema), async (c) => ok(c, await register(contextOf(c), c.req.valid("json")), { message: "Account created!" }))
  .post("/refresh", async (c) => {
    const token = getCookie(c, refreshCookie(c).name);
    if (!token) throw new AppError(401, { httpStatus: 401 });
    const session = await rotateSession(c.get("deps"), token);
    return sessionAnswer(c, session.userId, session.accessToken, session.refreshToken);
  })
  .post("/logout", async (c) => {
    const { name, domain } = refreshCookie(c);
    const token = getCookie(c, name);
    if (token) await revokeSession(c.get("deps"), token);
    deleteCookie(c, name, { path: "/", secure: true, domain });
    return ok(c, null);
  })
  .post("/changePassword", valid("json", changePasswordSchema), async (c) => {
    const ctx = contextOf(c);
    const user = requireUser(ctx);
    const session = await changePassword(ctx, user.id, c.req.valid("json").input);
    return sessionAnswer(c, user.id, session.accessToken, session.refreshToken);
  })
  .post("/resetPassword", valid("json", resetPasswordSchema), async (c) => {
    const ctx = contextOf(c);
    if (ctx.user) throw new AppError(3, { httpStatus: 403, message: "Password reset is for visitors who are not logged in." });
    const { email, locale } = c.req.valid("json").input;
    await requestPasswordReset(ctx, email, locale);
    return ok(c, null, { message: "resetDone" });
  })
  .post("/resetPassword/confirm", valid("json", resetConfirmSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json").input;
    await confirmPasswordReset(contextOf(c), token, newPassword);
    return ok(c, null, { message: "info_change_done" });
  });
