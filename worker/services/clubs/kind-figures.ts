import { eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { KindFigures } from "../../../core/benchmark/kind-figures";
import { clubKindFigures } from "../../db/schema";
import type { Database } from "../../deps";

/**
 * The club's benchmark rows replaced by these figures (docs/decisions/158): for the batch that writes
 * the club's list row, so its figures and its kinds commit together.
 */
export function kindFiguresWrites(db: Database, clubId: string, kinds: readonly KindFigures[]): BatchItem<"sqlite">[] {
  const writes: BatchItem<"sqlite">[] = [db.delete(clubKindFigures).where(eq(clubKindFigures.clubId, clubId))];
  if (kinds.length > 0) writes.push(db.insert(clubKindFigures).values(kinds.map((k) => ({ clubId, ...k }))));
  return writes;
}

/** The same for a page of clubs (template change, recompute): one delete, one insert. */
export function kindFiguresPageWrites(db: Database, pages: readonly { id: string; kinds: readonly KindFigures[] }[]): BatchItem<"sqlite">[] {
  const writes: BatchItem<"sqlite">[] = [
    db.delete(clubKindFigures).where(
      inArray(
        clubKindFigures.clubId,
        pages.map((p) => p.id),
      ),
    ),
  ];
  const rows = pages.flatMap((p) => p.kinds.map((k) => ({ clubId: p.id, ...k })));
  // SQLite binds at most 32,766 variables: a page of 100 clubs x 7 kinds x 6 columns stays far below.
  if (rows.length > 0) writes.push(db.insert(clubKindFigures).values(rows));
  return writes;
}
