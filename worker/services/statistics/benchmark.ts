import { and, eq, inArray, sql } from "drizzle-orm";
import { groupedCells, kindCells, type KindRow } from "../../../core/benchmark/cells";
import { bandPosition, MIN_CLUBS, quartiles } from "../../../core/benchmark/quantiles";
import type { CategoryKind } from "../../../core/category-kinds";
import { departmentOf } from "../../../core/departments";
import { AppError } from "../../../core/errors";
import type { CategoryBenchmark, ClubBenchmark, FederationBenchmark, PriceBand } from "../../../core/schemas/benchmark";
import { seasonOf } from "../../../core/season";
import { clubKindFigures, clubs, federations } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { calculationState } from "../calculations/access";
import { normalizeDocument, parseDocument } from "../calculations/stored-document";
import { requireClubAccess, requireFederationAdmin } from "../permissions";

/**
 * The federation benchmark (treasurer.md section 6, docs/decisions/158): quartiles across clubs, read
 * from the per-club kind figures the saves keep (club_kind_figures), never from the calculators. Every
 * cell of fewer than 5 clubs is left out, and no club's name or id leaves this file.
 */
const rowColumns = {
  kind: clubKindFigures.kind,
  members: clubKindFigures.members,
  membership: clubKindFigures.membership,
  realCost: clubKindFigures.realCost,
  netCost: clubKindFigures.netCost,
  league: clubs.league,
  zipCode: clubs.zipCode,
};

export async function federationBenchmark(ctx: ServiceContext, federationId: string, season: string | undefined): Promise<FederationBenchmark> {
  requireFederationAdmin(ctx, federationId);
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  const ofFederation = eq(clubs.federationId, federationId);
  const [[federation], rows, [count]] = await db.batch([
    db.select({ id: federations.id }).from(federations).where(eq(federations.id, federationId)),
    db.select(rowColumns).from(clubKindFigures).innerJoin(clubs, eq(clubs.id, clubKindFigures.clubId)).where(ofFederation),
    // Clubs with at least one kind: counted by SQL, so no club id is ever read here.
    db
      .select({ n: sql<number>`count(distinct ${clubKindFigures.clubId})` })
      .from(clubKindFigures)
      .innerJoin(clubs, eq(clubs.id, clubKindFigures.clubId))
      .where(ofFederation),
  ]);
  if (!federation) throw new AppError(1000, { httpStatus: 404 });
  return {
    season: season ?? currentSeason(ctx),
    clubs: count?.n ?? 0,
    kinds: kindCells(rows),
    byLeague: groupedCells(rows, (r) => r.league).map(({ key, kinds }) => ({ league: key, kinds })),
    byDepartment: groupedCells(rows, (r) => departmentOf(r.zipCode)).map(({ key, kinds }) => ({ department: key, kinds })),
  };
}

export async function clubBenchmark(ctx: ServiceContext, clubId: string, season: string | undefined): Promise<ClubBenchmark> {
  const { club } = await requireClubAccess(ctx, clubId, "club-admin");
  const answer = { season: season ?? currentSeason(ctx), categories: [] as CategoryBenchmark[] };
  // The club's own categories (one document, its own): names, kinds and prices as a load shows them.
  const state = await calculationState(ctx.deps.db(), clubId);
  if (!state.saved) return answer;
  const { document } = normalizeDocument(parseDocument(state.saved.document, clubId), state.templateJson);
  const own = document.groups.flatMap((group, groupIndex) =>
    group.categories.flatMap((c, categoryIndex) => (c.kind ? [{ groupIndex, categoryIndex, name: c.name, kind: c.kind, membership: c.membership ?? 0 }] : [])),
  );
  if (own.length === 0) return answer;
  const kinds = [...new Set(own.map((c) => c.kind))];
  const rows =
    club.federationId === null
      ? []
      : await (ctx.deps.readerDb ?? ctx.deps.db)()
          .select(rowColumns)
          .from(clubKindFigures)
          .innerJoin(clubs, eq(clubs.id, clubKindFigures.clubId))
          .where(and(eq(clubs.federationId, club.federationId), inArray(clubKindFigures.kind, kinds)));
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

function currentSeason(ctx: ServiceContext): string {
  return seasonOf(new Date(ctx.deps.clock.now()));
}
