import { and, desc, eq } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import type { CalculationHistoryEntry, CalculationSeasons, SavedCalculator } from "#core/schemas/calculation";
import { defaultCalculator, newClubCalculator } from "#core/schemas/calculator";
import { nextSeason } from "#core/season";
import { calculationHistory, calculations } from "../../db/schema";
import { requireUser } from "../permissions";
import type { ServiceContext } from "../../http/context";
import { authorizeCalculation, calculationState, organizationQueries, type CalculationOwner } from "./access";
import { currentSeason, mayOpenEmpty, seasonAsked, seasonUnknown } from "./season";
import { normalizeDocument, parseDocument, withSavedContext } from "./stored-document";

export const HISTORY_LIMIT = 100;

type CalculationRow = typeof calculations.$inferSelect;

/**
 * The calculator as the screen shows it: the saved document of the season (or, before its first save,
 * a club's new calculator or a template's default one), with a club's federation template of that
 * season applied, so a template change reaches clubs on next load.
 */
export function currentDocument(
  organizationId: string,
  owner: CalculationOwner,
  saved: CalculationRow | undefined,
  templateJson: string | null,
  season: string,
): SavedCalculator {
  const fresh = owner.kind === "club" ? newClubCalculator(organizationId) : defaultCalculator(organizationId);
  const doc = saved ? parseDocument(saved.document, organizationId) : fresh;
  const { document } = normalizeDocument(doc, owner.kind === "club" ? templateJson : null);
  const meta = saved
    ? { version: saved.version, modifier: saved.modifier, savedAt: saved.updatedAt }
    : { version: 0, modifier: "", savedAt: null };
  return withSavedContext(document, { ...meta, season });
}

/** GET calculation/retrieve?season=: one statement (organization, document, template). */
export async function retrieveCalculation(
  ctx: ServiceContext,
  organizationId: string,
  seasonParam?: string,
): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const season = seasonAsked(ctx, seasonParam, "season");
  const state = await calculationState(ctx.deps.db(), organizationId, season);
  const owner = authorizeCalculation(user, organizationId, state, "read");
  if (!state.saved && !mayOpenEmpty(season, currentSeason(ctx))) throw seasonUnknown("season");
  return currentDocument(organizationId, owner, state.saved, state.templateJson, season);
}

/** The calculator row of a season, for the calls that must tell an unknown earlier season. */
function seasonRowQuery(ctx: ServiceContext, organizationId: string, season: string) {
  return ctx.deps
    .db()
    .select({ version: calculations.version })
    .from(calculations)
    .where(and(eq(calculations.organizationId, organizationId), eq(calculations.season, season)))
    .limit(1);
}

/** GET calculation/seasons: the seasons holding a calculator, newest first, and the current and next ones. */
export async function listCalculationSeasons(
  ctx: ServiceContext,
  organizationId: string,
): Promise<CalculationSeasons> {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [club, federation, rows] = await db.batch([
    ...organizationQueries(db, organizationId),
    db
      .select({
        season: calculations.season,
        version: calculations.version,
        modifier: calculations.modifier,
        updatedAt: calculations.updatedAt,
      })
      .from(calculations)
      .where(eq(calculations.organizationId, organizationId))
      .orderBy(desc(calculations.season)),
  ]);
  authorizeCalculation(user, organizationId, { club: club[0], federation: federation[0] }, "read");
  const current = currentSeason(ctx);
  return {
    current,
    next: nextSeason(current),
    seasons: rows.map((row) => ({
      season: row.season,
      version: row.version,
      lastUpdate: new Date(row.updatedAt).toISOString(),
      modifier: row.modifier,
    })),
  };
}

/** GET calculation/history?season=: the saves of that season, newest first. */
export async function listCalculationHistory(
  ctx: ServiceContext,
  organizationId: string,
  seasonParam?: string,
): Promise<CalculationHistoryEntry[]> {
  const user = requireUser(ctx);
  const season = seasonAsked(ctx, seasonParam, "season");
  const db = ctx.deps.db();
  const [club, federation, saved, rows] = await db.batch([
    ...organizationQueries(db, organizationId),
    seasonRowQuery(ctx, organizationId, season),
    db
      .select({
        version: calculationHistory.version,
        modifier: calculationHistory.modifier,
        savedAt: calculationHistory.savedAt,
      })
      .from(calculationHistory)
      .where(
        and(eq(calculationHistory.organizationId, organizationId), eq(calculationHistory.season, season)),
      )
      .orderBy(desc(calculationHistory.version))
      .limit(HISTORY_LIMIT),
  ]);
  authorizeCalculation(user, organizationId, { club: club[0], federation: federation[0] }, "read");
  if (!saved[0] && !mayOpenEmpty(season, currentSeason(ctx))) throw seasonUnknown("season");
  return rows.map((row) => ({
    version: row.version,
    modifier: row.modifier,
    savedAt: new Date(row.savedAt).toISOString(),
  }));
}

export function historyQuery(ctx: ServiceContext, organizationId: string, season: string, version: number) {
  return ctx.deps
    .db()
    .select()
    .from(calculationHistory)
    .where(
      and(
        eq(calculationHistory.organizationId, organizationId),
        eq(calculationHistory.season, season),
        eq(calculationHistory.version, version),
      ),
    )
    .limit(1);
}

export function versionNotFound(): AppError {
  return new AppError(errorCodes.invalidParameter, {
    httpStatus: 404,
    field: "version",
    message: "This version of the calculator does not exist.",
  });
}

/** GET calculation/history/{version}?season=: that save as it was stored (no template re-applied). */
export async function getCalculationVersion(
  ctx: ServiceContext,
  organizationId: string,
  version: number,
  seasonParam?: string,
): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const season = seasonAsked(ctx, seasonParam, "season");
  const db = ctx.deps.db();
  const [club, federation, saved, rows] = await db.batch([
    ...organizationQueries(db, organizationId),
    seasonRowQuery(ctx, organizationId, season),
    historyQuery(ctx, organizationId, season, version),
  ]);
  authorizeCalculation(user, organizationId, { club: club[0], federation: federation[0] }, "read");
  if (!saved[0] && !mayOpenEmpty(season, currentSeason(ctx))) throw seasonUnknown("season");
  const row = rows[0];
  if (!row) throw versionNotFound();
  return withSavedContext(parseDocument(row.document, organizationId), {
    version: row.version,
    modifier: row.modifier,
    savedAt: row.savedAt,
    season,
  });
}
