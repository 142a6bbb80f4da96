import { Hono } from "hono";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  resetConfirmSchema,
  resetPasswordSchema,
} from "#core/schemas/auth";
import { afterAnswer } from "../http/after-answer";
import { dropSessionCookies, keepRefreshCookie, refreshCookie } from "../http/auth-cookies";
import { contextOf } from "../http/authenticate";
import { ownOriginOnly } from "../http/own-origin";
import { requireUser } from "../services/permissions";
import type { AppEnv, SessionUser } from "../http/context";
import { ok } from "../http/envelope";
import { valid } from "../http/validate";
import { changePassword, login, register } from "../services/auth/accounts";
import { confirmPasswordReset, requestPasswordReset } from "../services/auth/password-reset";
import { verifyAccessToken } from "../services/auth/access-token";
import { revokeFamily, rotateSession, revokeSession } from "../services/auth/refresh-session";
import { loadSessionUser } from "../services/auth/session-user";
import { userDetails } from "../services/users/user-details";
import { AppError, errorCodes } from "#core/errors";

/** `known`: the caller a login has just read (one round trip fewer on Turso, issue 24.9). */
async function sessionAnswer(
  c: Context<AppEnv>,
  userId: string,
  session: { accessToken: string; refreshToken: string; endsAt: number },
  known?: SessionUser,
) {
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
  .post("/register", valid("json", registerSchema), async (c) =>
    ok(c, await register(contextOf(c), c.req.valid("json")), { message: "Account created!" }),
  )
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
    const claims = accessToken
      ? await verifyAccessToken(accessToken, deps.config.jwtSecret, deps.clock.now())
      : null;
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
    if (ctx.user)
      throw new AppError(errorCodes.noRight, {
        httpStatus: 403,
        message: "Password reset is for visitors who are not logged in.",
      });
    const { email, locale } = c.req.valid("json").input;
    await requestPasswordReset(ctx, email, locale, (work) => afterAnswer(c, "the reset mail", work));
    return ok(c, null, { message: "resetDone" });
  })
  .post("/resetPassword/confirm", valid("json", resetConfirmSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json").input;
    await confirmPasswordReset(contextOf(c), token, newPassword);
    return ok(c, null, { message: "info_change_done" });
  });
