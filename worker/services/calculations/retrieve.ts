import { and, desc, eq } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import type { CalculationHistoryEntry, SavedCalculator } from "../../../core/schemas/calculation";
import { defaultCalculator, newClubCalculator } from "../../../core/schemas/calculator";
import { calculationHistory, type calculations } from "../../db/schema";
import { requireUser } from "../permissions";
import type { ServiceContext } from "../../http/context";
import { authorizeCalculation, calculationState, organizationQueries, type CalculationOwner } from "./access";
import { normalizeDocument, parseDocument, withSavedContext } from "./stored-document";

export const HISTORY_LIMIT = 100;

type CalculationRow = typeof calculations.$inferSelect;

/**
 * The calculator as the screen shows it: the saved document (or, before the first save, a club's new
 * calculator or a template's default one), with a club's federation template applied, so a template change reaches clubs on next load.
 */
export function currentDocument(organizationId: string, owner: CalculationOwner, saved: CalculationRow | undefined, templateJson: string | null): SavedCalculator {
  const fresh = owner.kind === "club" ? newClubCalculator(organizationId) : defaultCalculator(organizationId);
  const doc = saved ? parseDocument(saved.document, organizationId) : fresh;
  const { document } = normalizeDocument(doc, owner.kind === "club" ? templateJson : null);
  const meta = saved ? { version: saved.version, modifier: saved.modifier, savedAt: saved.updatedAt } : { version: 0, modifier: "", savedAt: null };
  return withSavedContext(document, meta);
}

/** GET calculation/retrieve: one statement (organization, document, template). */
export async function retrieveCalculation(ctx: ServiceContext, organizationId: string): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const state = await calculationState(ctx.deps.db(), organizationId);
  const owner = authorizeCalculation(user, organizationId, state, "read");
  return currentDocument(organizationId, owner, state.saved, state.templateJson);
}

/** GET calculation/history: the saves, newest first. */
export async function listCalculationHistory(ctx: ServiceContext, organizationId: string): Promise<CalculationHistoryEntry[]> {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [club, federation, rows] = await db.batch([
    ...organizationQueries(db, organizationId),
    db
      .select({ version: calculationHistory.version, modifier: calculationHistory.modifier, savedAt: calculationHistory.savedAt })
      .from(calculationHistory)
      .where(eq(calculationHistory.organizationId, organizationId))
      .orderBy(desc(calculationHistory.version))
      .limit(HISTORY_LIMIT),
  ]);
  authorizeCalculation(user, organizationId, { club: club[0], federation: federation[0] }, "read");
  return rows.map((row) => ({ version: row.version, modifier: row.modifier, savedAt: new Date(row.savedAt).toISOString() }));
}

export function historyQuery(ctx: ServiceContext, organizationId: string, version: number) {
  return ctx.deps
    .db()
    .select()
    .from(calculationHistory)
    .where(and(eq(calculationHistory.organizationId, organizationId), eq(calculationHistory.version, version)))
    .limit(1);
}

export function versionNotFound(): AppError {
  return new AppError(1, { httpStatus: 404, field: "version", message: "This version of the calculator does not exist." });
}

/** GET calculation/history/{version}: that save as it was stored (no template re-applied). */
export async function getCalculationVersion(ctx: ServiceContext, organizationId: string, version: number): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [club, federation, rows] = await db.batch([...organizationQueries(db, organizationId), historyQuery(ctx, organizationId, version)]);
  authorizeCalculation(user, organizationId, { club: club[0], federation: federation[0] }, "read");
  const row = rows[0];
  if (!row) throw versionNotFound();
  return withSavedContext(parseDocument(row.document, organizationId), { version: row.version, modifier: row.modifier, savedAt: row.savedAt });
}
