import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../deps";

/**
 * A club's row of GET club/list as JSON, from its columns as they are when the statement runs
 * (docs/decisions/099, 123). `globalFees` goes through printf('%!.17g'), so a REAL keeps all its digits
 * (SQLite's own JSON would write 0.1 + 0.2 as 0.3). A column added to the list is added here, and
 * every write of that column then needs `listRowWrite` in its batch.
 */
export const LIST_ROW = sql`json_object('id', id, 'code', code, 'name', name, 'zipCode', zip_code, 'league', league, 'members', members,
  'globalFees', json(printf('%!.17g', global_fees)), 'createdAt', created_at)`;

/**
 * Writes again the list row of the clubs `where` selects. Every write of a listed column (id, code,
 * name, zip code, league, members, global fees, creation time) puts it in its own db.batch, after
 * that write: the list then never disagrees with the clubs.
 */
export function listRowWrite(db: Database, where: SQL) {
  return db.run(sql`update clubs set list_row = ${LIST_ROW} where ${where}`);
}

/**
 * One connection more for each of these clubs, for the batch that inserts one connection row per
 * club (connections are never deleted, so counting the inserts keeps `connection_count` exact,
 * docs/decisions/095). A federation's id matches no club and changes nothing.
 */
export function connectionCountWrite(db: Database, clubIds: string[]) {
  return db.run(
    sql`update clubs set connection_count = connection_count + 1 where id in (${sql.join(
      clubIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/**
 * Both kept columns computed afresh for the clubs `where` selects: for writes in bulk that bypass
 * the services (the demo seed, the benchmarks' datasets, tests, a fix made by hand).
 */
export function keptColumnsRecomputed(db: Database, where: SQL) {
  return db.run(sql`update clubs set list_row = ${LIST_ROW},
    connection_count = (select count(*) from connections k where k.organization_id = clubs.id) where ${where}`);
}
