import { and, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { KindFigures } from "#core/benchmark/kind-figures";
import { clubKindFigures, clubs } from "../../db/schema";
import type { Database } from "../../deps";
import { federationsOfClubs, statisticsVersionWrite } from "../statistics/statistics-version";

/**
 * The club's benchmark rows of a season replaced by these figures (docs/decisions/158, 168): for the
 * batch that writes the club's list row, so its figures and its kinds commit together.
 */
export function kindFiguresWrites(
  db: Database,
  clubId: string,
  season: string,
  kinds: readonly KindFigures[],
): BatchItem<"sqlite">[] {
  // The benchmark answers kept by statistics version (docs/decisions/179) must not outlive these rows:
  // the version moves when the club has kind rows after the save or had some before it (read before
  // the delete). A club that never gave a kind leaves its federation's kept statistics alone.
  const hadRows = sql`exists (select 1 from ${clubKindFigures} where ${clubKindFigures.clubId} = ${clubId} and ${clubKindFigures.season} = ${season})`;
  const writes: BatchItem<"sqlite">[] = [
    statisticsVersionWrite(
      db,
      kinds.length > 0
        ? federationsOfClubs(eq(clubs.id, clubId))
        : sql`${federationsOfClubs(eq(clubs.id, clubId))} and ${hadRows}`,
    ),
    db
      .delete(clubKindFigures)
      .where(and(eq(clubKindFigures.clubId, clubId), eq(clubKindFigures.season, season))),
  ];
  if (kinds.length > 0)
    writes.push(db.insert(clubKindFigures).values(kinds.map((k) => ({ clubId, season, ...k }))));
  return writes;
}

/** The same for a page of clubs of one season (template change, recompute): one delete, one insert. */
export function kindFiguresPageWrites(
  db: Database,
  season: string,
  pages: readonly { id: string; kinds: readonly KindFigures[] }[],
): BatchItem<"sqlite">[] {
  const ids = pages.map((p) => p.id);
  const writes: BatchItem<"sqlite">[] = [
    // The federations' kept benchmark answers follow (docs/decisions/179): a template save or a recompute is rare.
    statisticsVersionWrite(db, federationsOfClubs(inArray(clubs.id, ids))),
    db.delete(clubKindFigures).where(
      and(
        eq(clubKindFigures.season, season),
        inArray(
          clubKindFigures.clubId,
          pages.map((p) => p.id),
        ),
      ),
    ),
  ];
  const rows = pages.flatMap((p) => p.kinds.map((k) => ({ clubId: p.id, season, ...k })));
  // SQLite binds at most 32,766 variables: a page of 100 clubs x 7 kinds x 7 columns stays far below.
  if (rows.length > 0) writes.push(db.insert(clubKindFigures).values(rows));
  return writes;
}
