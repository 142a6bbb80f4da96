import { eq } from "drizzle-orm";
import { memberships, users } from "../../db/schema";
import type { Database, Deps } from "../../deps";
import type { SessionUser } from "../../http/context";

/** Loads the caller with the organizations they administer; null when the user or token version is gone. */
export async function loadSessionUser(db: Database, userId: string, tokenVersion?: number): Promise<SessionUser | null> {
  const [userRows, memberRows] = await db.batch([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    db.select().from(memberships).where(eq(memberships.userId, userId)),
  ]);
  const user = userRows[0];
  if (!user || (tokenVersion !== undefined && user.tokenVersion !== tokenVersion)) return null;
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
export async function cachedSessionUser(deps: Deps, userId: string, tokenVersion: number): Promise<SessionUser | null> {
  const cache = deps.sessionCache;
  const cached = cache?.get(userId, tokenVersion);
  if (cached) return cached;
  const generation = cache?.generation() ?? 0;
  const user = await loadSessionUser(deps.db(), userId, tokenVersion);
  if (user) cache?.set(user, tokenVersion, generation);
  return user;
}
