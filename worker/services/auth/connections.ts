import { eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { clubs, connections, users } from "../../db/schema";
import type { Database } from "../../deps";
import { loadSessionUser } from "./session-user";
import { connectionCountWrite } from "../clubs/kept-columns";
import { federationsOfClubs, statisticsVersionWrite } from "../statistics/statistics-version";

/**
 * A session restored after this long without a token refresh counts as a new connection. An open app
 * refreshes its 15-minute access token well within it, so a working session counts once, however long.
 */
export const NEW_VISIT_AFTER_MS = 30 * 60 * 1000;

/**
 * The writes of a connection, a login or a return on a kept session: the user's last connection (with
 * `userChanges` in the same update) and one row per organization, which the federation statistics
 * count. For the caller's `db.batch`, beside its own writes.
 */
export async function connectionWrites(db: Database, userId: string, at: number, userChanges: Partial<typeof users.$inferInsert> = {}) {
  const writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .update(users)
      .set({ lastConnection: at, ...userChanges })
      .where(eq(users.id, userId)),
  ];
  const sessionUser = await loadSessionUser(db, userId);
  if (!sessionUser) return writes;
  const clubRows = sessionUser.clubIds.length ? await db.select({ id: clubs.id, federationId: clubs.federationId }).from(clubs).where(inArray(clubs.id, sessionUser.clubIds)) : [];
  const rows = [
    ...sessionUser.federationIds.map((id) => ({ userId, organizationId: id, federationId: id, at })),
    ...clubRows.map((club) => ({ userId, organizationId: club.id, federationId: club.federationId, at })),
  ];
  if (rows.length) writes.push(db.insert(connections).values(rows));
  // The clubs' counts and their federations' statistics versions follow the rows (docs/decisions/123).
  const clubIds = clubRows.map((club) => club.id);
  if (clubIds.length) writes.push(connectionCountWrite(db, clubIds), statisticsVersionWrite(db, federationsOfClubs(inArray(clubs.id, clubIds))));
  return writes;
}
