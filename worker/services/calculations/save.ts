import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { AppError } from "../../../core/errors";
import type { SavedCalculator } from "../../../core/schemas/calculation";
import type { Calculator } from "../../../core/schemas/calculator";
import { calculationHistory, calculations, clubs } from "../../db/schema";
import { requireUser } from "../permissions";
import type { ServiceContext, SessionUser } from "../../http/context";
import { authorizeCalculation, calculationState, documentQueries, organizationQueries, type CalculationOwner, type CalculationState } from "./access";
import { currentDocument, historyQuery, versionNotFound } from "./retrieve";
import { enforceSaveLimit } from "./save-limit";
import { isUniqueViolation, modifierName, normalizeDocument, parseDocument, serializeDocument, withSavedContext } from "./stored-document";
import { listRowWrite } from "../clubs/kept-columns";
import { kindFiguresWrites } from "../clubs/kind-figures";
import { recomputeTemplateClubs } from "../clubs/template-figures";

type StoredState = Pick<CalculationState, "saved" | "templateJson">;

/** 409 with the document as it now is: the screen shows it instead of overwriting someone's work. */
function stale(owner: CalculationOwner, state: StoredState): AppError {
  return new AppError(11, { httpStatus: 409, data: currentDocument(owner.id, owner, state.saved, state.templateJson) });
}

/**
 * One accepted save: version + 1, the history row and the club's denormalised figures in one batch.
 * Two saves racing from the same version both pass the check above, but only one history row
 * (organization, version + 1) can exist: the loser's batch fails on the unique index and rolls back
 * whole, and the conditional upsert never moves a version it did not start from.
 */
async function saveDocument(ctx: ServiceContext, user: SessionUser, owner: CalculationOwner, state: StoredState, doc: Calculator, baseVersion: number) {
  const current = state.saved?.version ?? 0;
  if (baseVersion !== current) throw stale(owner, state);
  const { document, figures, kinds } = normalizeDocument({ ...doc, organizationId: owner.id }, owner.kind === "club" ? state.templateJson : null);
  const version = current + 1;
  const now = ctx.deps.clock.now();
  const modifier = modifierName(user);
  const json = serializeDocument(document);
  const db = ctx.deps.db();
  const row = { document: json, version, modifier, modifierId: user.id, updatedAt: now };
  const writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .insert(calculations)
      .values({ organizationId: owner.id, organizationType: owner.kind, ...row })
      .onConflictDoUpdate({ target: calculations.organizationId, set: row, setWhere: eq(calculations.version, current) }),
    db.insert(calculationHistory).values({ organizationId: owner.id, version, document: json, modifier, savedAt: now }),
  ];
  // Members and fees are listed: the club's list row follows (its statistics version does not move).
  if (owner.kind === "club")
    writes.push(
      db
        .update(clubs)
        .set({ ...figures, lastSaved: now })
        .where(eq(clubs.id, owner.id)),
      listRowWrite(db, eq(clubs.id, owner.id)),
      ...kindFiguresWrites(db, owner.id, kinds),
    );
  try {
    await db.batch(writes);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw stale(owner, await calculationState(db, owner.id));
  }
  // A template change reaches its clubs' list figures now, not at each club's next save (docs/decisions/141).
  if (owner.kind === "federation") await recomputeTemplateClubs(db, owner.id, json);
  return withSavedContext(document, { version, modifier, savedAt: now });
}

/** POST calculation/store: `input.context.version` is the version the edit started from. */
export async function storeCalculation(ctx: ServiceContext, input: Calculator) {
  const user = requireUser(ctx);
  const baseVersion = input.context?.version;
  if (baseVersion === undefined) throw new AppError(400, { httpStatus: 400, field: "input.context.version", message: "The version the edit started from is missing." });
  const organizationId = input.organizationId;
  const state = await calculationState(ctx.deps.db(), organizationId);
  const owner = authorizeCalculation(user, organizationId, state, "write");
  await enforceSaveLimit(ctx, organizationId);
  const result = await saveDocument(ctx, user, owner, state, input, baseVersion);
  return { context: result.context };
}

/** POST calculation/restore: an old version becomes a new save (history is never rewritten). */
export async function restoreCalculation(ctx: ServiceContext, organizationId: string, version: number, baseVersion: number): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [club, federation, saved, template, old] = await db.batch([
    ...organizationQueries(db, organizationId),
    ...documentQueries(db, organizationId),
    historyQuery(ctx, organizationId, version),
  ]);
  const owner = authorizeCalculation(user, organizationId, { club: club[0], federation: federation[0] }, "write");
  if (!old[0]) throw versionNotFound();
  await enforceSaveLimit(ctx, organizationId);
  const state = { saved: saved[0], templateJson: template[0]?.document ?? null };
  return saveDocument(ctx, user, owner, state, parseDocument(old[0].document, organizationId), baseVersion);
}
