import { eq, sql } from "drizzle-orm";
import { groupedCells, kindCells, type KindRow } from "#core/benchmark/cells";
import { departmentSql } from "#core/departments";
import { AppError, errorCodes } from "#core/errors";
import type { FederationBenchmark } from "#core/schemas/benchmark";
import { clubKindFigures, clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin } from "../permissions";
import { seasonAsked } from "../calculations/season";
import { monthOf } from "./monthly-series";
import { sameSource } from "./statistics-cache";

/**
 * The federation benchmark (treasurer.md section 6, docs/decisions/158): quartiles across clubs, read
 * from the per-club kind figures the saves keep (club_kind_figures), never from the calculators. Every
 * cell of fewer than 5 clubs is left out, and no club's name or id leaves this file.
 *
 * A federation's answer of a season is kept (the statistics cache, docs/decisions/179) with the
 * federation's statistics version it was computed from; every write of kind figures moves that
 * version in its own batch (kind-figures.ts), so a kept answer is never served after a save. A club's
 * view is not this answer: it comes from a daily snapshot without the asking club (club-benchmark.ts).
 */
/** One club's figures for one kind, with where the club is: what the cells are grouped by. */
interface PlacedRow extends KindRow {
  league: string;
  department: string;
}

/** A computed federation answer and what it was computed from. */
interface Computed {
  version: number;
  quota: number;
  answer: FederationBenchmark;
}

const MICRO = 1_000_000;
/** A REAL as whole millionths: SQLite writes an integer several times faster than a REAL's 15 digits. */
const micro = (column: string) => sql.raw(`cast(round(${column} * ${MICRO}) as integer)`);

/**
 * One statement, one snapshot: the federation's statistics version and quota, its clubs' kind rows of
 * the season as one JSON text built by SQLite (10,000 rows read as objects cost ten times more,
 * decision 158), and the number of clubs behind them, counted by SQL: no club id is ever read here.
 * M, R and A come as millionths (a ten-thousandth of a cent): the REALs' text was most of the
 * statement's time. Null when the federation does not exist.
 */
async function computeFederation(
  ctx: ServiceContext,
  federationId: string,
  season: string,
): Promise<Computed | null> {
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const [row] = await db.all<{ version: number; quota: number; rows: string; clubs: number }>(sql`
    select f.statistics_version as version, f.quota as quota, r.rows as rows, r.clubs as clubs
    from ${federations} f, (
      select json_group_array(json_array(k.kind, k.members, ${micro("k.membership")}, ${micro("k.real_cost")}, ${micro("k.net_cost")}, c.league, ${sql.raw(departmentSql("c.zip_code"))})) as rows,
        count(distinct k.club_id) as clubs
      from ${clubKindFigures} k join ${clubs} c on c.id = k.club_id
      where c.federation_id = ${federationId} and k.season = ${season}) r
    where f.id = ${federationId}`);
  if (!row) return null;
  const tuples = JSON.parse(row.rows) as [string, number, number, number, number, string, string][];
  const rows: PlacedRow[] = tuples.map(
    ([kind, members, membership, realCost, netCost, league, department]) => ({
      kind,
      members,
      membership: membership / MICRO,
      realCost: realCost / MICRO,
      netCost: netCost / MICRO,
      league,
      department,
    }),
  );
  const answer: FederationBenchmark = {
    season,
    clubs: Number(row.clubs),
    kinds: kindCells(rows),
    byLeague: groupedCells(rows, (r) => r.league).map(({ key, kinds }) => ({ league: key, kinds })),
    byDepartment: groupedCells(rows, (r) => r.department).map(({ key, kinds }) => ({
      department: key,
      kinds,
    })),
  };
  return { version: Number(row.version), quota: Number(row.quota), answer };
}

const keptKey = (federationId: string, season: string) => `benchmark:${federationId}|${season}`;

/**
 * The federation's answer of the season as JSON. A kept answer costs one primary-key read (its
 * version); otherwise it is computed and kept. No permission here.
 */
async function federationAnswer(ctx: ServiceContext, federationId: string, season: string): Promise<string> {
  const cache = ctx.deps.statisticsCache;
  const key = keptKey(federationId, season);
  const kept = cache?.get(key);
  if (kept) {
    const [source] = await ctx.deps
      .db()
      .select({ version: federations.statisticsVersion, quota: federations.quota })
      .from(federations)
      .where(eq(federations.id, federationId));
    if (!source) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
    if (sameSource(kept, source)) return kept.json;
  }
  const computed = await computeFederation(ctx, federationId, season);
  if (!computed) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  const json = JSON.stringify(computed.answer);
  const now = ctx.deps.clock.now();
  cache?.set(key, {
    version: computed.version,
    quota: computed.quota,
    month: monthOf(now),
    computedAt: now,
    json,
  });
  return json;
}

/** The season's benchmark as JSON: the figures of the clubs' calculators of that season (none: the current one, docs/decisions/168). */
export async function federationBenchmarkJson(
  ctx: ServiceContext,
  federationId: string,
  seasonParam: string | undefined,
): Promise<string> {
  requireFederationAdmin(ctx, federationId);
  const season = seasonAsked(ctx, seasonParam, "season");
  return federationAnswer(ctx, federationId, season);
}
