import { and, eq, lt, sql } from "drizzle-orm";
import { bandPosition, MIN_CLUBS, quartiles, type Quartiles } from "#core/benchmark/quantiles";
import type { CategoryBenchmark, ClubBenchmark, PriceBand } from "#core/schemas/benchmark";
import { parisDay } from "#core/season";
import { benchmarkSnapshots, clubKindFigures, clubs } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { calculationState } from "../calculations/access";
import { seasonAsked } from "../calculations/season";
import { normalizeDocument, parseDocument } from "../calculations/stored-document";
import { requireClubAccess } from "../permissions";
import type { KeptStatistics } from "./statistics-cache";

/**
 * A club's benchmark view (treasurer.md section 6, docs/decisions/195). It must not be an oracle on
 * other clubs: a club that saves a price and reads its band again would learn the others' prices
 * from how the quartiles move. So its bands are computed over the other clubs only (never the asking
 * one), a band needs 5 of them, they come from the federation's snapshot of the Paris day (a save
 * shows in other clubs' views the next day at the earliest), and they are rounded to the euro. The
 * federation's own view (benchmark.ts) is not limited so: its admins already see every club.
 */

/** One club's price for one kind: [club id, kind, league, membership in millionths of a euro]. */
type SnapshotRow = [string, string, string, number];

const MICRO = 1_000_000;

/**
 * The rows of a snapshot kept in the statistics cache, parsed once (10,000 rows are a few ms of
 * JSON.parse): weakly, so they go when the cache drops the entry.
 */
const parsed = new WeakMap<KeptStatistics, SnapshotRow[]>();

/**
 * The federation's rows of the season as they stood the first time a club asked today (Paris day):
 * kept in memory, else read, else taken. Taking it is one batch: insert-or-ignore (two isolates that
 * take it at once keep the first), drop earlier days, read back the one stored, so every caller of
 * the day reads the same rows.
 */
async function snapshotOfToday(
  ctx: ServiceContext,
  federationId: string,
  season: string,
): Promise<SnapshotRow[]> {
  const now = ctx.deps.clock.now();
  const day = parisDay(new Date(now));
  const cache = ctx.deps.statisticsCache;
  const key = `benchmark-snapshot:${federationId}|${season}|${day}`;
  const kept = cache?.get(key);
  if (kept) {
    const rows = parsed.get(kept) ?? (JSON.parse(kept.json) as SnapshotRow[]);
    parsed.set(kept, rows);
    return rows;
  }
  const db = ctx.deps.db();
  const ofDay = and(
    eq(benchmarkSnapshots.federationId, federationId),
    eq(benchmarkSnapshots.season, season),
    eq(benchmarkSnapshots.day, day),
  );
  let [stored] = await db.select({ rows: benchmarkSnapshots.rows }).from(benchmarkSnapshots).where(ofDay);
  if (!stored) {
    const [, , read] = await db.batch([
      db.run(sql`insert or ignore into ${benchmarkSnapshots} (federation_id, season, day, rows, taken_at)
        select ${federationId}, ${season}, ${day},
          json_group_array(json_array(k.club_id, k.kind, c.league, cast(round(k.membership * ${MICRO}) as integer))), ${now}
        from ${clubKindFigures} k join ${clubs} c on c.id = k.club_id
        where c.federation_id = ${federationId} and k.season = ${season}`),
      db
        .delete(benchmarkSnapshots)
        .where(
          and(
            eq(benchmarkSnapshots.federationId, federationId),
            eq(benchmarkSnapshots.season, season),
            lt(benchmarkSnapshots.day, day),
          ),
        ),
      db.select({ rows: benchmarkSnapshots.rows }).from(benchmarkSnapshots).where(ofDay),
    ]);
    stored = read[0];
  }
  const rows = JSON.parse(stored.rows) as SnapshotRow[];
  const entry = { version: 0, quota: 0, month: "", computedAt: now, json: stored.rows };
  cache?.set(key, entry);
  parsed.set(entry, rows);
  return rows;
}

const toEuro = (q: Quartiles): Quartiles => ({
  p25: Math.round(q.p25),
  median: Math.round(q.median),
  p75: Math.round(q.p75),
});

/**
 * The membership band of a kind among the other clubs of the snapshot (of `league` when given), and
 * where `price` stands in it; null under 5 other clubs.
 */
function othersBand(
  rows: readonly SnapshotRow[],
  clubId: string,
  kind: string,
  league: string | undefined,
  price: number,
): PriceBand | null {
  const values: number[] = [];
  for (const [id, rowKind, rowLeague, membership] of rows) {
    if (rowKind === kind && id !== clubId && (league === undefined || rowLeague === league))
      values.push(membership / MICRO);
  }
  if (values.length < MIN_CLUBS) return null;
  const band = toEuro(quartiles(values));
  return { clubs: values.length, ...band, position: bandPosition(price, band) };
}

export async function clubBenchmark(
  ctx: ServiceContext,
  clubId: string,
  seasonParam: string | undefined,
): Promise<ClubBenchmark> {
  const { club } = await requireClubAccess(ctx, clubId, "club-admin");
  const season = seasonAsked(ctx, seasonParam, "season");
  const answer = { season, categories: [] as CategoryBenchmark[] };
  // The club's own categories (its calculator of the season): names, kinds and prices as a load shows them.
  const state = await calculationState(ctx.deps.db(), clubId, season);
  if (!state.saved) return answer;
  const { document } = normalizeDocument(parseDocument(state.saved.document, clubId), state.templateJson);
  const own = document.groups.flatMap((group, groupIndex) =>
    group.categories.flatMap((c, categoryIndex) =>
      c.kind
        ? [{ groupIndex, categoryIndex, name: c.name, kind: c.kind, membership: c.membership ?? 0 }]
        : [],
    ),
  );
  if (own.length === 0) return answer;
  const rows = club.federationId !== null ? await snapshotOfToday(ctx, club.federationId, season) : [];
  answer.categories = own.map((c) => {
    const federation = othersBand(rows, clubId, c.kind, undefined, c.membership);
    // A club without a league has no league band (the federation's answer groups no empty league either).
    const league = club.league ? othersBand(rows, clubId, c.kind, club.league, c.membership) : null;
    return { ...c, federation, league, position: federation?.position ?? null };
  });
  return answer;
}
