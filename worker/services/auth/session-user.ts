import { and, eq } from "drizzle-orm";
import { memberships, refreshTokens, users } from "../../db/schema";
import type { Database, Deps } from "../../deps";
import type { SessionUser } from "../../http/context";

/**
 * Loads the caller with the organizations they administer, in one batch; null when the user or token
 * version is gone, or, with `familyId`, when that session (refresh family) is: logged out or revoked.
 */
export async function loadSessionUser(
  db: Database,
  userId: string,
  tokenVersion?: number,
  familyId?: string,
): Promise<SessionUser | null> {
  const [userRows, memberRows, sessionRows] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(memberships).where(eq(memberships.userId, userId)),
    // Without a family (a login's own answer), the lookup of "" finds nothing and is not read.
    db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId ?? ""), eq(refreshTokens.userId, userId)))
      .limit(1),
  ]);
  const user = userRows[0];
  if (!user || (tokenVersion !== undefined && user.tokenVersion !== tokenVersion)) return null;
  if (familyId !== undefined && !sessionRows.length) return null;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    locale: user.locale,
    federationIds: memberRows.filter((m) => m.organizationType === "federation").map((m) => m.organizationId),
    clubIds: memberRows.filter((m) => m.organizationType === "club").map((m) => m.organizationId),
  };
}

/** The caller of an access token, from the session cache when the runtime has one (docs/decisions/092). */
export async function cachedSessionUser(
  deps: Deps,
  claims: { userId: string; tokenVersion: number; familyId: string },
): Promise<SessionUser | null> {
  const cache = deps.sessionCache;
  const cached = cache?.get(claims.userId, claims.tokenVersion, claims.familyId);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const user = await loadSessionUser(deps.db(), claims.userId, claims.tokenVersion, claims.familyId);
  if (user) cache?.set(user, claims.tokenVersion, claims.familyId, generation);
  return user;
}
