import { sql } from "drizzle-orm";
import type { Database } from "../../worker/deps";
import { LIST_ROW } from "../../worker/services/clubs/kept-columns";

export interface StaleClub {
  id: string;
  listRow: string;
  fresh: string;
  connectionCount: number;
  counted: number;
}

/**
 * The clubs whose kept columns no longer match their data (docs/decisions/123): a list row that is
 * not, byte for byte, the one their columns give now, or a connection count that is not the number
 * of their connections. Empty after any write that put its statements in its batch.
 */
export function staleKeptColumns(db: Database): Promise<StaleClub[]> {
  return db.all<StaleClub>(sql`
    select id, list_row as listRow, fresh, connection_count as connectionCount, counted
    from (select id, list_row, ${LIST_ROW} as fresh, connection_count,
      (select count(*) from connections k where k.organization_id = clubs.id) as counted from clubs)
    where list_row is not fresh or connection_count <> counted`);
}
