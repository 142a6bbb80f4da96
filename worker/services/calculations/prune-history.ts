import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { calculationHistory, calculations } from "../../db/schema";
import type { Database } from "../../deps";
import { historyRetention, versionsToPrune, type HistorySave } from "./history-retention";

/** Organizations read per round trip, and versions per delete statement (well under SQLite's variable limit). */
const ORGANIZATIONS_PER_PAGE = 100;
const VERSIONS_PER_DELETE = 500;
const DAY_MS = 24 * 3600 * 1000;

/**
 * The organizations with more saves older than a week than buckets to keep them in (bucketOf of
 * history-retention.ts, counted in SQL): the only ones with anything to prune. Once thinned, an
 * organization is skipped here without its saves being read into the process each day.
 */
async function crowdedOrganizations(db: Database, ids: string[], now: number): Promise<string[]> {
  // The day's length is written into the SQL: bound, a number arrives as a REAL and the division would not truncate.
  const bucket = sql`case when ${calculationHistory.savedAt} >= ${now - historyRetention.dailyForMs}
    then ${calculationHistory.savedAt} / ${sql.raw(String(DAY_MS))} else strftime('%Y-%m', ${calculationHistory.savedAt} / 1000, 'unixepoch') end`;
  const rows = await db
    .select({ id: calculationHistory.organizationId })
    .from(calculationHistory)
    .where(and(inArray(calculationHistory.organizationId, ids), lt(calculationHistory.savedAt, now - historyRetention.everySaveForMs)))
    .groupBy(calculationHistory.organizationId)
    .having(sql`count(*) > count(distinct ${bucket})`);
  return rows.map((row) => row.id);
}

/**
 * Thins every organization's history by history-retention.ts, a page of organizations at a time, and
 * answers how many saves went. Only saves older than a week are read. The delete itself re-checks
 * that a version is below the organization's current one, so a save landing meanwhile is safe.
 */
export async function pruneHistory(db: Database, now: number): Promise<number> {
  const cutoff = now - historyRetention.everySaveForMs;
  let after = "";
  let deleted = 0;
  for (;;) {
    const page = await db
      .select({ id: calculations.organizationId, version: calculations.version })
      .from(calculations)
      .where(gt(calculations.organizationId, after))
      .orderBy(asc(calculations.organizationId))
      .limit(ORGANIZATIONS_PER_PAGE);
    if (page.length === 0) return deleted;
    after = page[page.length - 1].id;
    const crowded = await crowdedOrganizations(
      db,
      page.map((org) => org.id),
      now,
    );
    if (crowded.length === 0) continue;
    const rows = await db
      .select({ organizationId: calculationHistory.organizationId, version: calculationHistory.version, savedAt: calculationHistory.savedAt })
      .from(calculationHistory)
      .where(and(inArray(calculationHistory.organizationId, crowded), lt(calculationHistory.savedAt, cutoff)));
    const byOrganization = new Map<string, HistorySave[]>();
    for (const row of rows) {
      const saves = byOrganization.get(row.organizationId);
      if (saves) saves.push(row);
      else byOrganization.set(row.organizationId, [row]);
    }
    const deletes: BatchItem<"sqlite">[] = [];
    for (const org of page) {
      const versions = versionsToPrune(byOrganization.get(org.id) ?? [], org.version, now);
      for (let i = 0; i < versions.length; i += VERSIONS_PER_DELETE) {
        deletes.push(
          db
            .delete(calculationHistory)
            .where(
              and(
                eq(calculationHistory.organizationId, org.id),
                inArray(calculationHistory.version, versions.slice(i, i + VERSIONS_PER_DELETE)),
                sql`${calculationHistory.version} < (select ${calculations.version} from ${calculations} where ${calculations.organizationId} = ${org.id})`,
              ),
            ),
        );
      }
    }
    if (deletes.length === 0) continue;
    const results = await db.batch(deletes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    for (const result of results) deleted += (result as { rowsAffected?: number }).rowsAffected ?? 0;
  }
}
