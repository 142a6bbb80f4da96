import { and, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { AppError, errorCodes } from "#core/errors";
import type { SavedCalculator } from "#core/schemas/calculation";
import { withIds } from "#core/calculator-ids";
import type { Calculator } from "#core/schemas/calculator";
import { calculationHistory, calculations, clubs } from "../../db/schema";
import { requireUser } from "../permissions";
import type { ServiceContext, SessionUser } from "../../http/context";
import {
  authorizeCalculation,
  calculationState,
  documentQueries,
  organizationQueries,
  type CalculationOwner,
  type CalculationState,
} from "./access";
import { currentDocument, historyQuery, versionNotFound } from "./retrieve";
import { documentBytes, historyBudgetOf, refuseOversizedSave, trimHistoryToBudget } from "./history-budget";
import { enforceSaveLimit } from "./save-limit";
import {
  isUniqueViolation,
  modifierName,
  normalizeDocument,
  parseDocument,
  serializeDocument,
  withSavedContext,
} from "./stored-document";
import { listRowWrite } from "../clubs/kept-columns";
import { kindFiguresWrites } from "../clubs/kind-figures";
import { recomputeTemplateClubs } from "../clubs/template-figures";
import { clubRowFollows } from "../clubs/season-row";
import { forecastResultOf } from "../clubs/forecast-result";
import { currentSeason, mayOpenEmpty, seasonAsked, seasonUnknown } from "./season";

const randomBytes = () => crypto.getRandomValues(new Uint8Array(8));

type StoredState = Pick<CalculationState, "saved" | "templateJson">;

/** 409 with the document of that season as it now is: the screen shows it instead of overwriting someone's work. */
function stale(owner: CalculationOwner, state: StoredState, season: string): AppError {
  return new AppError(errorCodes.savedMeanwhile, {
    httpStatus: 409,
    data: currentDocument(owner.id, owner, state.saved, state.templateJson, season),
  });
}

/**
 * One accepted save of one season: version + 1 in that season, the history row and the club's
 * denormalised figures (the season's own, and the club row's when it follows that season) in one batch.
 * Two saves racing from the same version both pass the check above, but only one history row
 * (organization, version + 1) can exist: the loser's batch fails on the unique index and rolls back
 * whole, and the conditional upsert never moves a version it did not start from.
 */
export async function saveDocument(
  ctx: ServiceContext,
  user: SessionUser,
  owner: CalculationOwner,
  state: StoredState,
  doc: Calculator,
  baseVersion: number,
  season: string,
) {
  const current = state.saved?.version ?? 0;
  if (baseVersion !== current) throw stale(owner, state, season);
  const normalized = normalizeDocument(
    { ...doc, organizationId: owner.id },
    owner.kind === "club" ? state.templateJson : null,
  );
  const { figures, kinds } = normalized;
  // Every item leaves with an id (season-money.md section 1); one sent without keeps the stored item's at its place.
  const previous = state.saved ? parseDocument(state.saved.document, owner.id) : null;
  const document = withIds(normalized.document, previous, randomBytes);
  const version = current + 1;
  const now = ctx.deps.clock.now();
  const modifier = modifierName(user);
  const json = serializeDocument(document);
  const budget = historyBudgetOf(ctx.deps);
  const bytes = documentBytes(json);
  refuseOversizedSave(bytes, budget);
  const db = ctx.deps.db();
  // The forecast result is listed too (decision 226): the club list shows it without loading documents.
  const listed =
    owner.kind === "club"
      ? { members: figures.members, globalFees: figures.globalFees, result: forecastResultOf(document) }
      : {};
  const row = { document: json, version, modifier, modifierId: user.id, updatedAt: now, ...listed };
  const writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    db
      .insert(calculations)
      .values({ organizationId: owner.id, season, organizationType: owner.kind, ...row })
      .onConflictDoUpdate({
        target: [calculations.organizationId, calculations.season],
        set: row,
        setWhere: eq(calculations.version, current),
      }),
    db
      .insert(calculationHistory)
      .values({ organizationId: owner.id, season, version, document: json, modifier, savedAt: now, bytes }),
    // The organization's history stays within its budget: the oldest saves beyond it go (decision 208).
    trimHistoryToBudget(db, owner.id, budget),
  ];
  // Members and fees are listed: the club's list row follows (its statistics version does not move).
  if (owner.kind === "club")
    writes.push(
      db
        .update(clubs)
        .set({ ...figures, lastSaved: now })
        .where(and(eq(clubs.id, owner.id), clubRowFollows(season, currentSeason(ctx)))),
      listRowWrite(db, eq(clubs.id, owner.id)),
      ...kindFiguresWrites(db, owner.id, season, kinds),
    );
  try {
    await db.batch(writes);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw stale(owner, await calculationState(db, owner.id, season), season);
  }
  // A template change reaches its clubs' list figures of that season now, not at each club's next save (docs/decisions/141).
  if (owner.kind === "federation")
    await recomputeTemplateClubs(db, owner.id, json, season, currentSeason(ctx));
  return withSavedContext(document, { version, modifier, savedAt: now, season });
}

/**
 * POST calculation/store: `input.context.season` is the season saved (none: the current one) and
 * `input.context.version` the version of that season the edit started from.
 */
export async function storeCalculation(ctx: ServiceContext, input: Calculator) {
  const user = requireUser(ctx);
  const baseVersion = input.context?.version;
  if (baseVersion === undefined)
    throw new AppError(errorCodes.missingParameter, {
      httpStatus: 400,
      field: "input.context.version",
      message: "The version the edit started from is missing.",
    });
  const season = seasonAsked(ctx, input.context?.season, "input.context.season");
  const organizationId = input.organizationId;
  const state = await calculationState(ctx.deps.db(), organizationId, season);
  const owner = authorizeCalculation(user, organizationId, state, "write");
  await enforceSaveLimit(ctx, organizationId);
  // The document as kept, with the ids given to the items sent without one: the screen takes them back.
  return saveDocument(ctx, user, owner, state, input, baseVersion, season);
}

/** POST calculation/restore: an old version becomes a new save (history is never rewritten). */
export async function restoreCalculation(
  ctx: ServiceContext,
  organizationId: string,
  version: number,
  baseVersion: number,
  seasonParam?: string,
): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const season = seasonAsked(ctx, seasonParam, "season");
  const db = ctx.deps.db();
  const [club, federation, saved, template, old] = await db.batch([
    ...organizationQueries(db, organizationId),
    ...documentQueries(db, organizationId, season),
    historyQuery(ctx, organizationId, season, version),
  ]);
  const owner = authorizeCalculation(
    user,
    organizationId,
    { club: club[0], federation: federation[0] },
    "write",
  );
  if (!saved[0] && !mayOpenEmpty(season, currentSeason(ctx))) throw seasonUnknown("season");
  if (!old[0]) throw versionNotFound();
  await enforceSaveLimit(ctx, organizationId);
  const state = { saved: saved[0], templateJson: template[0]?.document ?? null };
  return saveDocument(
    ctx,
    user,
    owner,
    state,
    parseDocument(old[0].document, organizationId),
    baseVersion,
    season,
  );
}
