import { eq, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import type { FederationStatistics } from "#core/schemas/federation-lists";
import { periodWindow } from "#core/statistics-period";
import { federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";
import { monthOf } from "./monthly-series";
import { type KeptStatistics, sameSource, statisticsKey, youngEnough } from "./statistics-cache";
import { clubsPart, connectionsJson } from "./clubs-part";
import type { ClubFields } from "./statistics-series";

/** How many connections the club `c` had before `time`: the rank of its last one before then (migration 0002). */
const rankBefore = (time: number) =>
  sql`coalesce((select k.seq from connections k where k.organization_id = c.id and k.at < ${time} order by k.at desc, k.seq desc limit 1), 0)`;

/**
 * How many connections the club `c` had before `end`. A period ending now (the default one) takes the
 * club's own count, written with each connection (docs/decisions/095, 123), instead of a look-up.
 */
const countBefore = (end: number, now: number) => (end >= now ? sql`c.connection_count` : rankBefore(end));

const notFound = () => new AppError(errorCodes.federationNotFound, { httpStatus: 404 });

/**
 * The federation statistics tab's data as the JSON of `FederationStatistics` (docs/decisions/050,
 * 092 and 095). An answer computed less than a minute ago is served again if the
 * federation's statistics version and quota have not changed: one primary-key read, made only when
 * there is such an answer (on Turso each read is a round trip).
 */
export async function federationStatisticsJson(
  ctx: ServiceContext,
  federationId: string,
  from: number,
  to: number,
): Promise<string> {
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
 * One statement, one snapshot (docs/decisions/095): the federation's version and quota,
 * each club's connections in the period (at most two index look-ups per club, whatever the period),
 * and the clubs themselves only when the kept clubs' part is not of this version. The series are
 * grouped in JavaScript; the clubs' part is written as JSON once per version, so a new period only
 * sorts and writes the clubs' counts.
 */
async function computeStatistics(
  ctx: ServiceContext,
  federationId: string,
  from: number,
  to: number,
  now: number,
  trustPart = true,
): Promise<KeptStatistics> {
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const cache = ctx.deps.statisticsCache;
  const { start, end } = periodWindow(now, from, to);
  const month = monthOf(now);
  const known = trustPart ? cache?.clubsPart(federationId) : undefined;
  // Versions start at 0: -1 asks for the clubs.
  const knownVersion = known?.month === month ? known.version : -1;
  const [row] = await db.all<{ quota: number; version: number; counts: string; clubs: string | null }>(sql`
    select f.quota as quota, f.statistics_version as version,
      (select json_group_array(case when c.connection_count = 0 then 0 else ${countBefore(end, now)} - ${rankBefore(start)} end order by c.id)
       from clubs c indexed by clubs_federation_count_idx where c.federation_id = f.id) as counts,
      case when f.statistics_version = ${knownVersion} then null else
        (select json_group_array(json_array(c.id, c.name, c.league, c.zip_code, c.created_at) order by c.id)
         from clubs c where c.federation_id = f.id) end as clubs
    from federations f where f.id = ${federationId}`);
  if (!row) throw notFound();
  const version = Number(row.version);
  // No clubs in the answer: the known part is of this version (the statement's CASE).
  const part =
    row.clubs === null && known
      ? known
      : clubsPart(JSON.parse(row.clubs ?? "[]") as ClubFields[], version, now);
  if (part !== known) cache?.keepClubsPart(federationId, part);
  const counts = JSON.parse(row.counts) as number[];
  // A part of another club list with the same version (a federation created again, a restore, by a
  // chance of one in a million: migration 0006) must not be used; its length tells most of them.
  if (part.rows.length !== counts.length) return computeStatistics(ctx, federationId, from, to, now, false);
  const quota = Number(row.quota);
  const period: FederationStatistics["period"] = { from, to, start, end };
  const head = `"period":${JSON.stringify(period)},"quota":${JSON.stringify({ available: quota, registered: counts.length })}`;
  const json = `{${head},"connectionPerClub":${connectionsJson(part, counts)},${part.seriesJson}}`;
  return { version, quota, month, computedAt: now, json };
}
