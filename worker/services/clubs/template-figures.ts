import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { calculations, clubs } from "../../db/schema";
import type { Database } from "../../deps";
import { normalizeDocument, parseDocument } from "../calculations/stored-document";
import { listRowWrite } from "./kept-columns";
import { kindFiguresPageWrites } from "./kind-figures";
import type { KindFigures } from "../../../core/benchmark/kind-figures";

/** Clubs read and written per round trip: a page of documents stays a few MB at most. */
const PAGE = 100;

/**
 * A federation's template changed: the figures every club of it keeps on its row (members, cash
 * budget, categories, average membership, and the list row built from them) are computed again
 * from the club's stored calculator with the new template brought in, as a load would show it
 * (docs/decisions/141). Clubs without a calculator keep their empty figures. The club documents
 * themselves are not rewritten: the template is applied again on each load and save.
 */
export async function recomputeTemplateClubs(db: Database, federationId: string | null, templateJson: string | null) {
  let after = "";
  for (;;) {
    const page = await db
      .select({ id: clubs.id, document: calculations.document })
      .from(clubs)
      .innerJoin(calculations, eq(calculations.organizationId, clubs.id))
      .where(and(federationId === null ? isNull(clubs.federationId) : eq(clubs.federationId, federationId), gt(clubs.id, after)))
      .orderBy(asc(clubs.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const kinds: { id: string; kinds: KindFigures[] }[] = [];
    const writes: BatchItem<"sqlite">[] = page.map(({ id, document }) => {
      const normalized = normalizeDocument(parseDocument(document, id), templateJson);
      kinds.push({ id, kinds: normalized.kinds });
      return db.update(clubs).set(normalized.figures).where(eq(clubs.id, id));
    });
    // The template may set kinds: the benchmark rows follow in the same batch (docs/decisions/158).
    writes.push(...kindFiguresPageWrites(db, kinds));
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
 * Every club's figures computed again (`node --import tsx worker/cli/recompute-figures.ts`):
 * after a change the model makes to stored documents that SQL cannot follow, such as migration 0013
 * moving subsidised jobs to the subsidies (docs/decisions/139). Returns the clubs of each federation.
 */
export async function recomputeEveryClub(db: Database): Promise<number> {
  const owners = await db.selectDistinct({ federationId: clubs.federationId }).from(clubs);
  const templates = new Map(
    (await db.select({ id: calculations.organizationId, document: calculations.document }).from(calculations).where(eq(calculations.organizationType, "federation"))).map((row) => [
      row.id,
      row.document,
    ]),
  );
  for (const { federationId } of owners) await recomputeTemplateClubs(db, federationId, federationId ? (templates.get(federationId) ?? null) : null);
  return owners.length;
}
