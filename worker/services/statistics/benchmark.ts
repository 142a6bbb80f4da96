import { eq, sql } from "drizzle-orm";
import { groupedCells, kindCells, type KindRow } from "../../../core/benchmark/cells";
import { bandPosition, MIN_CLUBS, quartiles } from "../../../core/benchmark/quantiles";
import type { CategoryKind } from "../../../core/category-kinds";
import { departmentSql } from "../../../core/departments";
import { AppError } from "../../../core/errors";
import type { CategoryBenchmark, ClubBenchmark, FederationBenchmark, PriceBand } from "../../../core/schemas/benchmark";
import { clubKindFigures, clubs, federations } from "../../db/schema";
import type { Database } from "../../deps";
import type { ServiceContext } from "../../http/context";
import { calculationState } from "../calculations/access";
import { normalizeDocument, parseDocument } from "../calculations/stored-document";
import { requireClubAccess, requireFederationAdmin } from "../permissions";
import { seasonAsked } from "../calculations/season";

/**
 * The federation benchmark (treasurer.md section 6, docs/decisions/158): quartiles across clubs, read
 * from the per-club kind figures the saves keep (club_kind_figures), never from the calculators. Every
 * cell of fewer than 5 clubs is left out, and no club's name or id leaves this file.
 */
/** One club's figures for one kind, with where the club is: what the cells are grouped by. */
interface PlacedRow extends KindRow {
  league: string;
  department: string;
}

/**
 * The kind rows of a federation's clubs (of some kinds only, when given) as one JSON text built by
 * SQLite: 10,000 rows read as objects cost ten times more than one string parsed (the bench, decision
 * 158). SQLite writes a REAL with 15 significant digits, more than any euro figure needs. The club's id
 * stays inside the query.
 */
async function placedRows(db: Database, federationId: string, season: string, kinds?: readonly string[]): Promise<{ rows: PlacedRow[]; clubs: number }> {
  const onlyKinds = kinds
    ? sql` and f.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await db.all<{ rows: string | null; clubs: number }>(sql`
    select json_group_array(json_array(f.kind, f.members, f.membership, f.real_cost, f.net_cost, c.league, ${sql.raw(departmentSql("c.zip_code"))})) as rows,
      count(distinct f.club_id) as clubs
    from ${clubKindFigures} f join ${clubs} c on c.id = f.club_id
    where c.federation_id = ${federationId} and f.season = ${season}${onlyKinds}`);
  const tuples = JSON.parse(row?.rows ?? "[]") as [string, number, number, number, number, string, string][];
  return {
    rows: tuples.map(([kind, members, membership, realCost, netCost, league, department]) => ({ kind, members, membership, realCost, netCost, league, department })),
    // Clubs with at least one kind, counted by SQL: no club id is ever read here.
    clubs: row?.clubs ?? 0,
  };
}

/** The season's benchmark: the figures of the clubs' calculators of that season (none: the current one, docs/decisions/168). */
export async function federationBenchmark(ctx: ServiceContext, federationId: string, seasonParam: string | undefined): Promise<FederationBenchmark> {
  requireFederationAdmin(ctx, federationId);
  const season = seasonAsked(ctx, seasonParam, "season");
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const [federation] = await db.select({ id: federations.id }).from(federations).where(eq(federations.id, federationId));
  if (!federation) throw new AppError(1000, { httpStatus: 404 });
  const { rows, clubs: clubCount } = await placedRows(db, federationId, season);
  return {
    season,
    clubs: clubCount,
    kinds: kindCells(rows),
    byLeague: groupedCells(rows, (r) => r.league).map(({ key, kinds }) => ({ league: key, kinds })),
    byDepartment: groupedCells(rows, (r) => r.department).map(({ key, kinds }) => ({ department: key, kinds })),
  };
}

export async function clubBenchmark(ctx: ServiceContext, clubId: string, seasonParam: string | undefined): Promise<ClubBenchmark> {
  const { club } = await requireClubAccess(ctx, clubId, "club-admin");
  const season = seasonAsked(ctx, seasonParam, "season");
  const answer = { season, categories: [] as CategoryBenchmark[] };
  // The club's own categories (its calculator of the season): names, kinds and prices as a load shows them.
  const state = await calculationState(ctx.deps.db(), clubId, season);
  if (!state.saved) return answer;
  const { document } = normalizeDocument(parseDocument(state.saved.document, clubId), state.templateJson);
  const own = document.groups.flatMap((group, groupIndex) =>
    group.categories.flatMap((c, categoryIndex) => (c.kind ? [{ groupIndex, categoryIndex, name: c.name, kind: c.kind, membership: c.membership ?? 0 }] : [])),
  );
  if (own.length === 0) return answer;
  const kinds = [...new Set(own.map((c) => c.kind))];
  const rows = club.federationId === null ? [] : (await placedRows((ctx.deps.readerDb ?? ctx.deps.db)(), club.federationId, season, kinds)).rows;
  const band = (list: readonly KindRow[], price: number): PriceBand | null => {
    if (list.length < MIN_CLUBS) return null;
    const q = quartiles(list.map((r) => r.membership));
    return { clubs: list.length, ...q, position: bandPosition(price, q) };
  };
  const ofKind = (kind: CategoryKind) => rows.filter((r) => r.kind === kind);
  answer.categories = own.map((c) => {
    const federation = band(ofKind(c.kind), c.membership);
    const league = club.league
      ? band(
          ofKind(c.kind).filter((r) => r.league === club.league),
          c.membership,
        )
      : null;
    return { ...c, federation, league, position: federation?.position ?? null };
  });
  return answer;
}
