import { eq } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { hashPassword, needsUpgrade, verifyPassword } from "./password-hash";
import { connectionWrites } from "./connections";
import { enforceLoginLimit, enforceRateLimit, recordLoginFailure } from "./rate-limits";
import { prepareSession, revokeAllSessions } from "./refresh-session";
import { forgetSession } from "./session-cache";

export async function register(ctx: ServiceContext, input: { login: string; password: string; firstName: string; lastName: string; locale?: "fr" | "en" }) {
  await enforceRateLimit(ctx, "register", input.login);
  const db = ctx.deps.db();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.login)).limit(1);
  if (existing) throw new AppError(7, { httpStatus: 409, field: "login" });
  const id = crypto.randomUUID();
  const inserted = await db
    .insert(users)
    .values({ id, email: input.login, passwordHash: await hashPassword(input.password), firstName: input.firstName, lastName: input.lastName, locale: input.locale ?? "fr" })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!inserted.length) throw new AppError(7, { httpStatus: 409, field: "login" });
  return { id };
}

export async function login(ctx: ServiceContext, input: { login: string; password: string }) {
  await enforceLoginLimit(ctx, input.login);
  const db = ctx.deps.db();
  const [user] = await db.select().from(users).where(eq(users.email, input.login)).limit(1);
  // Same answer for an unknown e-mail and a wrong password: no account enumeration.
  if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
    await recordLoginFailure(ctx, input.login);
    throw new AppError(4, { httpStatus: 401 });
  }
  const now = ctx.deps.clock.now();
  const upgrade = needsUpgrade(user.passwordHash) ? { passwordHash: await hashPassword(input.password) } : {};
  const { session, insert } = await prepareSession(ctx.deps, user.id, user.tokenVersion);
  // Last connection, the refresh token and the connection records: one batch (one round trip on Turso).
  await db.batch([insert, ...(await connectionWrites(db, user.id, now, upgrade))]);
  // user/details shows the last connection: the next call must not answer the cached one.
  forgetSession(ctx.deps, user.id);
  return { ...session, userId: user.id };
}

export async function changePassword(ctx: ServiceContext, userId: string, input: { oldPassword: string; newPassword: string }) {
  const db = ctx.deps.db();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) throw new AppError(4, { httpStatus: 400, field: "oldPassword" });
  const passwordHash = await hashPassword(input.newPassword);
  const tokenVersion = user.tokenVersion + 1;
  const { session, insert } = await prepareSession(ctx.deps, userId, tokenVersion);
  // A new token version ends every other session; the caller gets a fresh one, in the same batch.
  await db.batch([
    db.update(users).set({ passwordHash, tokenVersion, updatedAt: ctx.deps.clock.now() }).where(eq(users.id, userId)),
    revokeAllSessions(ctx.deps, userId),
    insert,
  ]);
  forgetSession(ctx.deps, userId);
  return session;
}
