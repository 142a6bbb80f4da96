import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../deps";

/**
 * Moves the statistics version of the federations `federationIds` (a subquery) selects
 * (docs/decisions/095, 123). Every write of something the statistics read puts it in its own
 * db.batch, so a kept answer is never served after a change: a club inserted or removed (before the
 * delete: the club's federation is read from its row), a club renamed, a connection of a club, and
 * a write of a club's benchmark kind figures (kind-figures.ts: the kept benchmark answers, decision
 * 179). A calculator save of a club that gives no kind changes members and fees only, and keeps it.
 *
 * It adds 1 plus a random number below 2^20 (migration 0006): a federation deleted and created again
 * with the same id, or a database restored from a backup, meets a version a running server kept
 * answers for only by a chance of one in a million.
 */
export function statisticsVersionWrite(db: Database, federationIds: SQL) {
  return db.run(
    sql`update federations set statistics_version = statistics_version + 1 + abs(random() % 1048576) where id in (${federationIds})`,
  );
}

/** The federations of the clubs `where` selects, as they are when the statement runs. */
export const federationsOfClubs = (where: SQL) => sql`select federation_id from clubs where ${where}`;
