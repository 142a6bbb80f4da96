import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { seasonOf } from "#core/season";
import { calculations, clubs } from "../../db/schema";
import type { Database } from "../../deps";
import { normalizeDocument, parseDocument } from "../calculations/stored-document";
import { forecastResultOf } from "./forecast-result";
import { listRowWrite } from "./kept-columns";
import { kindFiguresPageWrites } from "./kind-figures";
import { clubRowFollows } from "./season-row";
import type { KindFigures } from "#core/benchmark/kind-figures";

/** Clubs read and written per round trip: a page of documents stays a few MB at most. */
const PAGE = 100;

/**
 * A federation's template of a season changed: the figures every club of it keeps for that season
 * (on its calculator row, its benchmark rows, and on the club row when the row follows that season:
 * members, cash budget, categories, average membership, and the list row built from them) are
 * computed again from the club's stored calculator of that season with the new template brought in,
 * as a load would show it (docs/decisions/141, 168). Clubs without a calculator of that season are
 * left alone. The club documents themselves are not rewritten: the template is applied again on each
 * load and save.
 */
export async function recomputeTemplateClubs(
  db: Database,
  federationId: string | null,
  templateJson: string | null,
  season: string,
  current: string,
) {
  let after = "";
  for (;;) {
    const page = await db
      .select({ id: clubs.id, document: calculations.document })
      .from(clubs)
      .innerJoin(
        calculations,
        and(eq(calculations.organizationId, clubs.id), eq(calculations.season, season)),
      )
      .where(
        and(
          federationId === null ? isNull(clubs.federationId) : eq(clubs.federationId, federationId),
          gt(clubs.id, after),
        ),
      )
      .orderBy(asc(clubs.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const kinds: { id: string; kinds: KindFigures[] }[] = [];
    const figures = page.map(({ id, document }) => {
      const normalized = normalizeDocument(parseDocument(document, id), templateJson);
      kinds.push({ id, kinds: normalized.kinds });
      const result = forecastResultOf(normalized.document);
      return sql`(${id}, ${normalized.figures.members}, ${normalized.figures.globalFees}, ${normalized.figures.categories}, ${normalized.figures.avgMemberShip}, ${result})`;
    });
    // One statement per table for the page (UPDATE ... FROM a VALUES list), not one per club: a
    // template save recomputes every club of the season within the call.
    const values = sql`with v(id, members, global_fees, categories, avg_membership, result) as (values ${sql.join(figures, sql`, `)})`;
    const writes: BatchItem<"sqlite">[] = [
      db.run(sql`${values} update ${calculations} set members = v.members, global_fees = v.global_fees, result = v.result
        from v where ${calculations.organizationId} = v.id and ${calculations.season} = ${season}`),
      db.run(sql`${values} update ${clubs} set members = v.members, global_fees = v.global_fees, categories = v.categories,
        avg_membership = v.avg_membership from v where ${clubs.id} = v.id and ${clubRowFollows(season, current)}`),
    ];
    // The template may set kinds: the benchmark rows follow in the same batch (docs/decisions/158).
    writes.push(...kindFiguresPageWrites(db, season, kinds));
    writes.push(
      listRowWrite(
        db,
        inArray(
          clubs.id,
          page.map((club) => club.id),
        ),
      ),
    );
    await db.batch(writes as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
    if (page.length < PAGE) return;
    after = page[page.length - 1].id;
  }
}

/**
 * Every club's figures of every season computed again (`node --import tsx worker/cli/recompute-figures.ts`):
 * after a change the model makes to stored documents that SQL cannot follow, such as migration 0013
 * moving subsidised jobs to the subsidies (docs/decisions/139). Each season of a club takes its
 * federation's template of that season. Returns the (federation, season) pairs recomputed.
 */
export async function recomputeEveryClub(db: Database, now = Date.now()): Promise<number> {
  const current = seasonOf(new Date(now));
  const owners = await db
    .selectDistinct({ federationId: clubs.federationId, season: calculations.season })
    .from(clubs)
    .innerJoin(calculations, eq(calculations.organizationId, clubs.id))
    // Oldest first: the club row ends on its newest season up to the current one.
    .orderBy(asc(calculations.season));
  const templates = new Map(
    (
      await db
        .select({
          id: calculations.organizationId,
          season: calculations.season,
          document: calculations.document,
        })
        .from(calculations)
        .where(eq(calculations.organizationType, "federation"))
    ).map((row) => [`${row.id}|${row.season}`, row.document]),
  );
  for (const { federationId, season } of owners) {
    await recomputeTemplateClubs(
      db,
      federationId,
      federationId ? (templates.get(`${federationId}|${season}`) ?? null) : null,
      season,
      current,
    );
  }
  return owners.length;
}
