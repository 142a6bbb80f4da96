import { desc, eq, or, type SQLWrapper, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import type { UserListRow } from "#core/schemas/user";
import { USER_LIST_LIMIT } from "#core/user-list";
import { memberships, outbox, passwordResetTokens, refreshTokens, users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireAdmin } from "../permissions";
import { forgetSession } from "../auth/session-cache";

/** Users for the admin screen (screen 12), optionally filtered on e-mail or name; global admin only. */
export async function listUsers(ctx: ServiceContext, filter?: string): Promise<UserListRow[]> {
  requireAdmin(ctx);
  const db = ctx.deps.db();
  const columns = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
    lastConnection: users.lastConnection,
  };
  const pattern = filter ? `%${filter.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%` : null;
  // The backslashes only escape with ESCAPE: without it `jean_dupont` would look for `jean\_dupont`.
  const contains = (column: SQLWrapper) => sql`${column} like ${pattern} escape '\\'`;
  const where = pattern
    ? or(contains(users.email), contains(users.firstName), contains(users.lastName))
    : undefined;
  return db.select(columns).from(users).where(where).orderBy(desc(users.createdAt)).limit(USER_LIST_LIMIT);
}

/** Deletes an account with its sessions and memberships; global admin only, never one's own. */
export async function deleteUser(ctx: ServiceContext, userId: string) {
  const caller = requireAdmin(ctx);
  if (userId === caller.id)
    throw new AppError(errorCodes.noRight, {
      httpStatus: 403,
      message: "You cannot delete your own account here.",
    });
  const db = ctx.deps.db();
  // Sessions and memberships go in the same batch, so access ends even where foreign keys are not enforced.
  const [, , , deleted] = await db.batch([
    db.delete(refreshTokens).where(eq(refreshTokens.userId, userId)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
    db.delete(memberships).where(eq(memberships.userId, userId)),
    db.delete(users).where(eq(users.id, userId)).returning({ id: users.id }),
  ]);
  forgetSession(ctx.deps, userId);
  if (!deleted.length) throw new AppError(errorCodes.unknownCredentials, { httpStatus: 404 });
}

/** The local outbox (embedded default): lets a newcomer open a reset link without a mail server. */
export function listOutbox(ctx: ServiceContext) {
  requireAdmin(ctx);
  return ctx.deps.db().select().from(outbox).orderBy(desc(outbox.id)).limit(100);
}
