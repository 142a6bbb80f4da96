import { and, eq, gt, gte, isNull, type SQL, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { refreshTokens, users } from "../../db/schema";
import type { Deps } from "../../deps";
import { signAccessToken } from "./access-token";
import { randomToken, sha256Hex } from "./password-hash";
import { connectionWrites, NEW_VISIT_AFTER_MS } from "./connections";
import { forgetSession } from "./session-cache";
import { errorDetail } from "../../http/error-cause";

/** Sliding lifetime: a refresh token unused this long expires (each use gives a new one). */
export const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

/**
 * Absolute lifetime (ASVS 3.3.2): however often it is refreshed, a session ends this long after the
 * login (or password change, or reset) that began it, and the password is asked again. 30 days, so a
 * treasurer types it about once a month (docs/decisions/119).
 */
export const SESSION_MAX_MS = 30 * 24 * 3600 * 1000;

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  /** When the session's absolute lifetime ends: the refresh cookie is kept no longer. */
  endsAt: number;
}

/**
 * A new session (refresh family), begun now: the tokens, and the refresh row's insert for the caller
 * to put in its own `db.batch` with the other writes of the same step (one round trip, one
 * transaction, on Turso).
 */
export async function prepareSession(deps: Deps, userId: string, tokenVersion: number) {
  const now = deps.clock.now();
  const refreshToken = randomToken();
  const familyId = crypto.randomUUID();
  const insert = deps
    .db()
    .insert(refreshTokens)
    .values({
      tokenHash: await sha256Hex(refreshToken),
      userId,
      familyId,
      expiresAt: now + REFRESH_TTL_MS,
      sessionStartedAt: now,
    });
  const session: IssuedSession = {
    accessToken: await signAccessToken({ userId, tokenVersion, familyId }, deps.config.jwtSecret, now),
    refreshToken,
    endsAt: now + SESSION_MAX_MS,
  };
  return { session, insert };
}

/**
 * How long a token just rotated may be presented again without being taken for a replay: two tabs
 * opened together, or a page reloaded while another refreshes, send the same cookie at once (the
 * browser holds one). Each then gets its own token of the same family. After this, a token seen again
 * means it was stolen or replayed: its whole family is revoked. (Okta's default grace is also 30 s.)
 */
export const ROTATION_GRACE_MS = 30_000;

/** Tokens a family may gain from one token within its grace: its successor and two siblings (three tabs). */
export const MAX_TOKENS_PER_ROTATION = 3;

/**
 * The statement that puts `newHash` in the family of `oldHash`'s token, for a batch: the new token
 * exists only if the statement before it changed a row (`changes()`), in the same transaction. With
 * `rotatedAt`, only while the family has gained fewer than MAX_TOKENS_PER_ROTATION tokens since then
 * (a token's creation is its expiry less REFRESH_TTL_MS), so a quick replay cannot mint sessions.
 */
function siblingInsert(deps: Deps, oldHash: string, newHash: string, now: number, rotatedAt?: number) {
  const capped =
    rotatedAt === undefined
      ? sql``
      : sql` and (select count(*) from ${refreshTokens} as gained where gained.family_id = ${refreshTokens.familyId}
        and gained.token_hash <> ${oldHash} and gained.expires_at >= ${rotatedAt + REFRESH_TTL_MS}) < ${MAX_TOKENS_PER_ROTATION}`;
  return deps.db()
    .run(sql`insert into ${refreshTokens} (token_hash, user_id, family_id, expires_at, session_started_at)
    select ${newHash}, ${refreshTokens.userId}, ${refreshTokens.familyId}, ${now + REFRESH_TTL_MS}, ${refreshTokens.sessionStartedAt}
    from ${refreshTokens} where ${refreshTokens.tokenHash} = ${oldHash} and changes() > 0${capped}`);
}

/** The new token's owner's token version, read in the rotation's batch: none if it was not stored. */
function versionOfNewToken(deps: Deps, newHash: string) {
  return deps
    .db()
    .select({ userId: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sql`(select user_id from ${refreshTokens} where token_hash = ${newHash})`));
}

/**
 * Rotates a refresh token: the old one is marked rotated, the new one stored and its owner's token
 * version read in one batch, so a failure in between cannot leave a person with a spent token and no
 * new one, and a password change cannot slip between the token and the version it is signed with. A
 * token already rotated less than ROTATION_GRACE_MS ago gets a sibling (a few at most); later, it
 * revokes its family and the caller must log in again.
 */
export async function rotateSession(
  deps: Deps,
  refreshToken: string,
): Promise<IssuedSession & { userId: string }> {
  const db = deps.db();
  const now = deps.clock.now();
  const tokenHash = await sha256Hex(refreshToken);
  const newToken = randomToken();
  const newHash = await sha256Hex(newToken);
  const [rotated, , stored] = await db.batch([
    db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          gte(refreshTokens.expiresAt, now),
          gt(refreshTokens.sessionStartedAt, now - SESSION_MAX_MS),
        ),
      )
      .returning(),
    siblingInsert(deps, tokenHash, newHash, now),
    versionOfNewToken(deps, newHash),
  ]);
  let row = rotated[0];
  let user = stored[0];
  if (!row) {
    const [seen] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    // Expired, or past the session's absolute lifetime: refused, its family left alone (not a replay).
    if (!seen || seen.expiresAt < now || seen.sessionStartedAt <= now - SESSION_MAX_MS)
      throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
    const concurrent = seen.rotatedAt !== null && now - seen.rotatedAt <= ROTATION_GRACE_MS;
    if (!concurrent) {
      await db.delete(refreshTokens).where(eq(refreshTokens.familyId, seen.familyId));
      forgetSession(deps, seen.userId);
      throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
    }
    // The same token sent twice at once: the second gets its own token in the family. The update
    // changes nothing but tells the insert after it that the row is still there (not revoked).
    const [, , sibling] = await db.batch([
      db
        .update(refreshTokens)
        .set({ rotatedAt: seen.rotatedAt })
        .where(eq(refreshTokens.tokenHash, tokenHash)),
      siblingInsert(deps, tokenHash, newHash, now, seen.rotatedAt ?? now),
      versionOfNewToken(deps, newHash),
    ]);
    // Revoked meanwhile (a replay after the grace, a logout), or its siblings all given out.
    if (!sibling[0]) throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
    row = seen;
    user = sibling[0];
  }
  if (!user) throw new AppError(errorCodes.authenticationFailed, { httpStatus: 401 });
  const claims = { userId: row.userId, tokenVersion: user.tokenVersion, familyId: row.familyId };
  const session: IssuedSession = {
    accessToken: await signAccessToken(claims, deps.config.jwtSecret, now),
    refreshToken: newToken,
    endsAt: row.sessionStartedAt + SESSION_MAX_MS,
  };
  // A return after a break is a connection like a login (last connection, federation statistics):
  // with a 30-day session a treasurer may never type the password again (decision 093). Recorded once
  // the new token is stored, and best effort: a failure here must not cost the person their session.
  const issuedAt = row.expiresAt - REFRESH_TTL_MS;
  if (rotated[0] && now - issuedAt >= NEW_VISIT_AFTER_MS) {
    try {
      await db.batch(await connectionWrites(db, row.userId, now));
      forgetSession(deps, row.userId);
    } catch (error) {
      deps.log.error("could not record a connection on a session's return", errorDetail(error));
    }
  }
  return { ...session, userId: row.userId };
}

export async function revokeSession(deps: Deps, refreshToken: string): Promise<void> {
  const db = deps.db();
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256Hex(refreshToken)))
    .limit(1);
  if (!row) return;
  await db.delete(refreshTokens).where(eq(refreshTokens.familyId, row.familyId));
  forgetSession(deps, row.userId);
}

/**
 * Ends the session an access token was issued for, for a caller without the refresh cookie (an API
 * client sending only the token): its refresh family goes, and with it the token (authenticate checks it).
 */
export async function revokeFamily(deps: Deps, userId: string, familyId: string): Promise<void> {
  await deps
    .db()
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), eq(refreshTokens.familyId, familyId)));
  forgetSession(deps, userId);
}

/** Ends every session of a user (password change or reset), keeping none; `when` adds a condition. */
export function revokeAllSessions(deps: Deps, userId: string, when?: SQL) {
  return deps
    .db()
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), when));
}
