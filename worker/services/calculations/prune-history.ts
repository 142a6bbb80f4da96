import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { calculationHistory, calculations } from "../../db/schema";
import type { Database } from "../../deps";
import { historyRetention, versionsToPrune, type HistorySave } from "./history-retention";

/** Calculators read per round trip, and versions per delete statement (well under SQLite's variable limit). */
const ORGANIZATIONS_PER_PAGE = 100;
const VERSIONS_PER_DELETE = 500;
const DAY_MS = 24 * 3600 * 1000;

/** One calculator: an organization's season (docs/decisions/167); each has its own versions and history. */
interface Calculator {
  id: string;
  season: string;
  version: number;
}
const keyOf = (organizationId: string, season: string) => `${organizationId}|${season}`;

/**
 * The calculators (organization and season) with more saves older than a week than buckets to keep
 * them in (bucketOf of history-retention.ts, counted in SQL): the only ones with anything to prune.
 * Once thinned, a calculator is skipped here without its saves being read into the process each day.
 */
async function crowdedCalculators(db: Database, ids: string[], now: number): Promise<Set<string>> {
  // The day's length is written into the SQL: bound, a number arrives as a REAL and the division would not truncate.
  const bucket = sql`case when ${calculationHistory.savedAt} >= ${now - historyRetention.dailyForMs}
    then ${calculationHistory.savedAt} / ${sql.raw(String(DAY_MS))} else strftime('%Y-%m', ${calculationHistory.savedAt} / 1000, 'unixepoch') end`;
  const rows = await db
    .select({ id: calculationHistory.organizationId, season: calculationHistory.season })
    .from(calculationHistory)
    .where(
      and(
        inArray(calculationHistory.organizationId, ids),
        lt(calculationHistory.savedAt, now - historyRetention.everySaveForMs),
      ),
    )
    .groupBy(calculationHistory.organizationId, calculationHistory.season)
    .having(sql`count(*) > count(distinct ${bucket})`);
  return new Set(rows.map((row) => keyOf(row.id, row.season)));
}

/**
 * Thins every calculator's history (each season of each organization) by history-retention.ts, a page
 * of calculators at a time, and answers how many saves went. Only saves older than a week are read.
 * The delete itself re-checks that a version is below the calculator's current one, so a save landing
 * meanwhile is safe.
 */
export async function pruneHistory(db: Database, now: number): Promise<number> {
  const cutoff = now - historyRetention.everySaveForMs;
  let after = { id: "", season: "" };
  let deleted = 0;
  for (;;) {
    const page: Calculator[] = await db
      .select({ id: calculations.organizationId, season: calculations.season, version: calculations.version })
      .from(calculations)
      .where(sql`(${calculations.organizationId}, ${calculations.season}) > (${after.id}, ${after.season})`)
      .orderBy(asc(calculations.organizationId), asc(calculations.season))
      .limit(ORGANIZATIONS_PER_PAGE);
    if (page.length === 0) return deleted;
    after = page[page.length - 1];
    const ids = [...new Set(page.map((calculator) => calculator.id))];
    const crowded = await crowdedCalculators(db, ids, now);
    if (crowded.size === 0) continue;
    const crowdedIds = [...new Set(page.filter((c) => crowded.has(keyOf(c.id, c.season))).map((c) => c.id))];
    const rows = await db
      .select({
        organizationId: calculationHistory.organizationId,
        season: calculationHistory.season,
        version: calculationHistory.version,
        savedAt: calculationHistory.savedAt,
      })
      .from(calculationHistory)
      .where(
        and(inArray(calculationHistory.organizationId, crowdedIds), lt(calculationHistory.savedAt, cutoff)),
      );
    const byCalculator = new Map<string, HistorySave[]>();
    for (const row of rows) {
      const key = keyOf(row.organizationId, row.season);
      const saves = byCalculator.get(key);
      if (saves) saves.push(row);
      else byCalculator.set(key, [row]);
    }
    const deletes: BatchItem<"sqlite">[] = [];
    for (const org of page) {
      if (!crowded.has(keyOf(org.id, org.season))) continue;
      const versions = versionsToPrune(byCalculator.get(keyOf(org.id, org.season)) ?? [], org.version, now);
      for (let i = 0; i < versions.length; i += VERSIONS_PER_DELETE) {
        deletes.push(
          db
            .delete(calculationHistory)
            .where(
              and(
                eq(calculationHistory.organizationId, org.id),
                eq(calculationHistory.season, org.season),
                inArray(calculationHistory.version, versions.slice(i, i + VERSIONS_PER_DELETE)),
                sql`${calculationHistory.version} < (select ${calculations.version} from ${calculations} where ${calculations.organizationId} = ${org.id} and ${calculations.season} = ${org.season})`,
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
