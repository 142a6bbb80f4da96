import { sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import type { FederationStatistics } from "../../../core/schemas/federation-lists";
import { periodWindow } from "../../../core/statistics-period";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";
import { type ClubTuple, statisticsSeries } from "./statistics-series";

/** How many connections the club `c` had before `time`: the rank of its last one before then (migration 0002). */
const rankBefore = (time: number) =>
  sql`coalesce((select k.seq from connections k where k.organization_id = c.id and k.at < ${time} order by k.at desc, k.seq desc limit 1), 0)`;

/**
 * How many connections the club `c` had before `end`. A period ending now (the default one) takes the
 * club's own count, kept by migration 0003's trigger, instead of a look-up (docs/decisions/098).
 */
const countBefore = (end: number, now: number) => (end >= now ? sql`c.connection_count` : rankBefore(end));

/**
 * The federation statistics tab's data as the JSON of `FederationStatistics` (docs/decisions/050,
 * 092, 095 and 098). One statement: the federation's quota and its clubs as one compact JSON array,
 * each with its connections in the period (at most two index look-ups per club, whatever the period).
 * Rows one by one through the driver would cost more than the query; the series are then grouped
 * in JavaScript.
 */
export async function federationStatisticsJson(ctx: ServiceContext, federationId: string, from: number, to: number): Promise<string> {
  requireFederationAdmin(ctx, federationId);
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const now = ctx.deps.clock.now();
  const { start, end } = periodWindow(now, from, to);
  const [row] = await db.all<{ quota: number | null; clubs: string }>(sql`
    select (select quota from federations where id = ${federationId}) as quota,
      (select json_group_array(json_array(c.id, c.name, c.league, c.zip_code, c.created_at,
        ${countBefore(end, now)} - ${rankBefore(start)}))
       from clubs c where c.federation_id = ${federationId}) as clubs`);
  if (row?.quota == null) throw new AppError(1000, { httpStatus: 404 });
  const clubs = JSON.parse(row.clubs) as ClubTuple[];
  const data: FederationStatistics = {
    period: { from, to, start, end },
    quota: { available: Number(row.quota), registered: clubs.length },
    ...statisticsSeries(clubs, now),
  };
  return JSON.stringify(data);
}
