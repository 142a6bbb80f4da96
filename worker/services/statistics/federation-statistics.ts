import { eq, sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import type { FederationStatistics } from "../../../core/schemas/federation-lists";
import { periodWindow } from "../../../core/statistics-period";
import { federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";
import { monthOf } from "./monthly-series";
import { type KeptStatistics, sameSource, statisticsKey, youngEnough } from "./statistics-cache";
import { type ClubTuple, statisticsSeries } from "./statistics-series";

/** How many connections the club `c` had before `time`: the rank of its last one before then (migration 0002). */
const rankBefore = (time: number) =>
  sql`coalesce((select k.seq from connections k where k.organization_id = c.id and k.at < ${time} order by k.at desc, k.seq desc limit 1), 0)`;

/**
 * How many connections the club `c` had before `end`. A period ending now (the default one) takes the
 * club's own count, kept by migration 0003's trigger, instead of a look-up (docs/decisions/098).
 */
const countBefore = (end: number, now: number) => (end >= now ? sql`c.connection_count` : rankBefore(end));

const notFound = () => new AppError(1000, { httpStatus: 404 });

/**
 * The federation statistics tab's data as the JSON of `FederationStatistics` (docs/decisions/050,
 * 092, 095, 098 and 103). An answer computed less than a minute ago is served again if the
 * federation's statistics version and quota have not changed: one primary-key read, made only when
 * there is such an answer (on Turso each read is a round trip).
 */
export async function federationStatisticsJson(ctx: ServiceContext, federationId: string, from: number, to: number): Promise<string> {
  requireFederationAdmin(ctx, federationId);
  const now = ctx.deps.clock.now();
  const cache = ctx.deps.statisticsCache;
  const key = statisticsKey(federationId, from, to);
  const kept = cache?.get(key);
  if (kept && youngEnough(kept, now)) {
    const [source] = await ctx.deps
      .db()
      .select({ version: federations.statisticsVersion, quota: federations.quota })
      .from(federations)
      .where(eq(federations.id, federationId));
    if (!source) throw notFound();
    if (sameSource(kept, source)) return kept.json;
  }
  const computed = await computeStatistics(ctx, federationId, from, to, now);
  cache?.set(key, computed);
  return computed.json;
}

/**
 * One statement: the federation's version and quota and its clubs as one compact JSON array, each
 * with its connections in the period (at most two index look-ups per club, whatever the period).
 * Rows one by one through the driver would cost more than the query; the series are then grouped
 * in JavaScript.
 */
async function computeStatistics(ctx: ServiceContext, federationId: string, from: number, to: number, now: number): Promise<KeptStatistics> {
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const { start, end } = periodWindow(now, from, to);
  const [row] = await db.all<{ quota: number; version: number; clubs: string }>(sql`
    select f.quota as quota, f.statistics_version as version,
      (select json_group_array(json_array(c.id, c.name, c.league, c.zip_code, c.created_at,
        ${countBefore(end, now)} - ${rankBefore(start)}))
       from clubs c where c.federation_id = f.id) as clubs
    from federations f where f.id = ${federationId}`);
  if (!row) throw notFound();
  const clubs = JSON.parse(row.clubs) as ClubTuple[];
  const quota = Number(row.quota);
  const data: FederationStatistics = {
    period: { from, to, start, end },
    quota: { available: quota, registered: clubs.length },
    ...statisticsSeries(clubs, now),
  };
  return { version: Number(row.version), quota, month: monthOf(now), computedAt: now, json: JSON.stringify(data) };
}
