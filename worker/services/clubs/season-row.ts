import { sql, type SQL } from "drizzle-orm";
import { calculations, clubs } from "../../db/schema";

/**
 * Whether a write of season `season`'s figures reaches the club row (members, cash budget, the list
 * row, docs/decisions/168): the row keeps the figures of the club's newest season up to the current
 * one. So a save of the current season always does, one of next season never does (the list shows the
 * current season), and one of an earlier season only while no later season up to the current one holds
 * a calculator: at the turn of a season a club keeps its figures until it saves the new one.
 * For an UPDATE of `clubs` (it reads the row's id).
 */
export function clubRowFollows(season: string, current: string): SQL {
  if (season > current) return sql`0`;
  return sql`not exists (select 1 from ${calculations} k where k.organization_id = ${clubs.id} and k.season > ${season} and k.season <= ${current})`;
}
