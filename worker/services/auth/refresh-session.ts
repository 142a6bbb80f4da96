import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { refreshTokens, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { signAccessToken } from "./access-token";
import { randomToken, sha256Hex } from "./password-hash";
import { connectionWrites, NEW_VISIT_AFTER_MS } from "./connections";
import { forgetSession } from "./session-cache";

export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
}

/**
 * A session to start: the tokens, and the refresh row's insert for the caller to put in its own
 * `db.batch` with the other writes of the same step (one round trip, one transaction, on Turso).
 */
export async function prepareSession(deps: Deps, userId: string, tokenVersion: number, familyId?: string) {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const insert = deps.db().insert(refreshTokens).values({
    tokenHash: await sha256Hex(refreshToken),
    userId,
    familyId: familyId ?? crypto.randomUUID(),
    expiresAt: now + REFRESH_TTL_MS,
  });
  const session: IssuedSession = { accessToken: await signAccessToken({ userId, tokenVersion }, deps.config.jwtSecret, now), refreshToken };
  return { session, insert };
}

/**
 * Rotates a refresh token. A token presented twice means it was stolen or replayed:
 * its whole family is revoked and the caller must log in again.
 */
export async function rotateSession(deps: Deps, refreshToken: string): Promise<IssuedSession & { userId: string }> {
  const db = deps.db();
  const now = deps.clock.now();
  const tokenHash = await sha256Hex(refreshToken);
  const rotated = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.rotatedAt)))
    .returning();
  const row = rotated[0];
  if (!row) {
    const [reused] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
    if (reused) await db.delete(refreshTokens).where(eq(refreshTokens.familyId, reused.familyId));
    throw new AppError(401, { httpStatus: 401 });
  }
  if (row.expiresAt < now) throw new AppError(401, { httpStatus: 401 });
  const [user] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw new AppError(401, { httpStatus: 401 });
  const { session, insert } = await prepareSession(deps, row.userId, user.tokenVersion, row.familyId);
  await insert;
  // A return after a break is a connection like a login (last connection, federation statistics):
  // with a 30-day session a treasurer may never type the password again (decision 108). Recorded once
  // the new token is stored, and best effort: a failure here must not cost the person their session.
  const issuedAt = row.expiresAt - REFRESH_TTL_MS;
  if (now - issuedAt >= NEW_VISIT_AFTER_MS) {
    try {
      await db.batch(await connectionWrites(db, row.userId, now));
      forgetSession(deps, row.userId);
    } catch (error) {
      deps.log.error("could not record a connection on a session's return", { message: (error as Error).message });
    }
  }
  return { ...session, userId: row.userId };
}

export async function revokeSession(deps: Deps, refreshToken: string): Promise<void> {
  const db = deps.db();
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, await sha256Hex(refreshToken))).limit(1);
  if (!row) return;
  await db.delete(refreshTokens).where(eq(refreshTokens.familyId, row.familyId));
  forgetSession(deps, row.userId);
}

/** Ends every session of a user (password change or reset), keeping none. */
export function revokeAllSessions(deps: Deps, userId: string) {
  return deps.db().delete(refreshTokens).where(eq(refreshTokens.userId, userId));
}
