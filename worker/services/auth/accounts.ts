import { eq } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { refuseCommonPassword } from "./common-password";
import { hashingOf, hashPassword, needsUpgrade, verifyAgainstDummy, verifyPassword } from "./password-hash";
import { mailPasswordChanged } from "./password-changed-mail";
import { connectionOrganizations, connectionWrites } from "./connections";
import {
  enforceLoginLimit,
  enforcePasswordChangeLimit,
  enforceRateLimit,
  recordLoginFailure,
  recordPasswordChangeFailure,
} from "./rate-limits";
import { spendResetLinks } from "./password-reset";
import { prepareSession, revokeAllSessions } from "./refresh-session";
import { forgetSession } from "./session-cache";
import type { SessionUser } from "../../http/context";

/**
 * A taken address answers 409 (code 7, "reset your password"), deliberately (docs/decisions/119):
 * there is no e-mail confirmation step that could hide it, and the person must learn to log in
 * instead. It does tell that an address has an account; the per-address limit (10 an hour) keeps that
 * from being a way to test lists of addresses, as login and reset, which never tell, cannot be.
 */
export async function register(
  ctx: ServiceContext,
  input: { login: string; password: string; firstName: string; lastName: string; locale?: "fr" | "en" },
) {
  await enforceRateLimit(ctx, "register", input.login);
  refuseCommonPassword(input.password, "password");
  const db = ctx.deps.db();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.login))
    .limit(1);
  if (existing) throw new AppError(errorCodes.credentialsTaken, { httpStatus: 409, field: "login" });
  const id = crypto.randomUUID();
  const inserted = await db
    .insert(users)
    .values({
      id,
      email: input.login,
      passwordHash: await hashPassword(input.password, hashingOf(ctx.deps)),
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale ?? "fr",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted.length) throw new AppError(errorCodes.credentialsTaken, { httpStatus: 409, field: "login" });
  return { id };
}

export async function login(ctx: ServiceContext, input: { login: string; password: string }) {
  await enforceLoginLimit(ctx, input.login);
  const db = ctx.deps.db();
  const hashing = hashingOf(ctx.deps);
  // The account and its organizations in one round trip: with the final batch, a login costs two (issue 24.9).
  const [[user], organizations] = await db.batch([
    db.select().from(users).where(eq(users.email, input.login)).limit(1),
    connectionOrganizations(db, eq(users.email, input.login)),
  ]);
  // Same answer for an unknown e-mail and a wrong password, after the same hashing work (a dummy hash
  // for an unknown one): neither the answer nor its delay tells whether the address has an account.
  const valid = user
    ? await verifyPassword(input.password, user.passwordHash, hashing)
    : await verifyAgainstDummy(input.password, hashing);
  if (!user || !valid) {
    await recordLoginFailure(ctx, input.login);
    throw new AppError(errorCodes.invalidLogin, { httpStatus: 401 });
  }
  const now = ctx.deps.clock.now();
  const upgrade = needsUpgrade(user.passwordHash, hashing)
    ? { passwordHash: await hashPassword(input.password, hashing) }
    : {};
  const { session, insert } = await prepareSession(ctx.deps, user.id, user.tokenVersion);
  // Last connection, the refresh token and the connection records: one batch (one round trip on Turso).
  await db.batch([insert, ...(await connectionWrites(db, user.id, now, upgrade, organizations))]);
  // user/details shows the last connection: the next call must not answer the cached one.
  forgetSession(ctx.deps, user.id);
  // The caller as loadSessionUser would read it, from the rows at hand: the answer needs no third read of them.
  const caller: SessionUser = {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    locale: user.locale,
    federationIds: organizations
      .filter((row) => row.organizationType === "federation")
      .map((row) => row.organizationId),
    clubIds: organizations.filter((row) => row.organizationType === "club").map((row) => row.organizationId),
  };
  return { ...session, userId: user.id, caller };
}

/** Limited like login (rate-limits.ts): each old-password check costs a full hash. Mails the owner. */
export async function changePassword(
  ctx: ServiceContext,
  userId: string,
  input: { oldPassword: string; newPassword: string },
) {
  await enforcePasswordChangeLimit(ctx, userId);
  // Before any hashing: a refused new password costs nothing and tells nothing of the old one.
  refuseCommonPassword(input.newPassword, "input.newPassword");
  const db = ctx.deps.db();
  const hashing = hashingOf(ctx.deps);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash, hashing))) {
    await recordPasswordChangeFailure(ctx, userId);
    throw new AppError(errorCodes.invalidLogin, { httpStatus: 400, field: "oldPassword" });
  }
  const passwordHash = await hashPassword(input.newPassword, hashing);
  const now = ctx.deps.clock.now();
  const tokenVersion = user.tokenVersion + 1;
  const { session, insert } = await prepareSession(ctx.deps, userId, tokenVersion);
  // A new token version ends every other session and open reset links; the caller gets a fresh session, in the same batch.
  await db.batch([
    db.update(users).set({ passwordHash, tokenVersion, updatedAt: now }).where(eq(users.id, userId)),
    revokeAllSessions(ctx.deps, userId),
    spendResetLinks(db, userId, now),
    insert,
  ]);
  forgetSession(ctx.deps, userId);
  await mailPasswordChanged(ctx, user, "changed", now);
  return session;
}
