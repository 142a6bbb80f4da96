import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { clubs, connections, memberships, users } from "../../db/schema";
import type { Database } from "../../deps";
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
export async function connectionWrites(
  db: Database,
  userId: string,
  at: number,
  userChanges: Partial<typeof users.$inferInsert> = {},
  organizations?: ConnectionOrganization[],
) {
  const writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .update(users)
      .set({ lastConnection: at, ...userChanges })
      .where(eq(users.id, userId)),
  ];
  // One read (each round trip is an HTTP request on Turso); a login reads it with the user instead.
  const found = organizations ?? (await connectionOrganizations(db, eq(memberships.userId, userId)));
  const federationIds = found
    .filter((row) => row.organizationType === "federation")
    .map((row) => row.organizationId);
  // A club membership whose club is gone makes no row, as before.
  const clubRows = found.filter((row) => row.organizationType === "club" && row.clubId !== null);
  const rows = [
    ...federationIds.map((id) => ({ userId, organizationId: id, federationId: id, at })),
    ...clubRows.map((club) => ({
      userId,
      organizationId: club.organizationId,
      federationId: club.clubFederationId,
      at,
    })),
  ];
  if (rows.length) writes.push(db.insert(connections).values(rows));
  // The clubs' counts and their federations' statistics versions follow the rows (docs/decisions/123).
  const clubIds = clubRows.map((club) => club.organizationId);
  if (clubIds.length)
    writes.push(
      connectionCountWrite(db, clubIds),
      statisticsVersionWrite(db, federationsOfClubs(inArray(clubs.id, clubIds))),
    );
  return writes;
}

export type ConnectionOrganization = {
  organizationId: string;
  organizationType: "federation" | "club";
  clubId: string | null;
  clubFederationId: string | null;
};

/**
 * A user's organizations with each club's federation, in one query: `where` picks the memberships, by
 * user id, or by the users row joined (a login reads them in the same round trip as the account).
 */
export function connectionOrganizations(db: Database, where: SQL) {
  return db
    .select({
      organizationId: memberships.organizationId,
      organizationType: memberships.organizationType,
      clubId: clubs.id,
      clubFederationId: clubs.federationId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(clubs, and(eq(memberships.organizationType, "club"), eq(clubs.id, memberships.organizationId)))
    .where(where);
}
