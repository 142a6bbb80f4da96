import { eq, isNull, or } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { resolveRates, type RateCode } from "#core/reference-rates";
import type { CalculationSeasonCopy, SavedCalculator } from "#core/schemas/calculation";
import { nextSeasonDocument } from "#core/season-copy";
import { referenceRates } from "../../db/schema";
import type { Database } from "../../deps";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";
import { authorizeCalculation, calculationState } from "./access";
import { enforceSaveLimit } from "./save-limit";
import { saveDocument } from "./save";
import { seasonAsked, seasonUnknown } from "./season";
import { parseDocument } from "./stored-document";

/** The national rates and the federation's own (every season of it): resolved per season by core. */
async function rateRows(db: Database, federationId: string | null) {
  const rows = await db
    .select()
    .from(referenceRates)
    .where(
      federationId
        ? or(isNull(referenceRates.federationId), eq(referenceRates.federationId, federationId))
        : isNull(referenceRates.federationId),
    );
  return rows.map((row) => ({ ...row, code: row.code as RateCode }));
}

/**
 * POST calculation/season/copy (treasurer.md section 1, docs/decisions/169): season `to` made from
 * season `from` of the same organization, as version 1 of `to`: groups, members, lines and prices as
 * they are (voted prices aside: the next meeting votes again), default benefit rates moved to `to`'s
 * reference rates, and a club's template lines following its federation's template of `to` (the save
 * applies it). `to` must not hold a calculator
 * yet (409, status 14): a copy never overwrites a season.
 */
export async function copySeason(
  ctx: ServiceContext,
  input: CalculationSeasonCopy & { organizationId: string },
): Promise<SavedCalculator> {
  const user = requireUser(ctx);
  const from = seasonAsked(ctx, input.from, "input.from");
  const to = seasonAsked(ctx, input.to, "input.to");
  if (from === to)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "input.to",
      message: "error_season_same",
    });
  const db = ctx.deps.db();
  const [source, target] = await Promise.all([
    calculationState(db, input.organizationId, from),
    calculationState(db, input.organizationId, to),
  ]);
  const owner = authorizeCalculation(user, input.organizationId, source, "write");
  if (!source.saved) throw seasonUnknown("input.from");
  if (target.saved) {
    const { season, version, updatedAt, modifier } = target.saved;
    throw new AppError(errorCodes.seasonHasCalculator, {
      httpStatus: 409,
      field: "input.to",
      data: { season, version, lastUpdate: new Date(updatedAt).toISOString(), modifier },
    });
  }
  await enforceSaveLimit(ctx, input.organizationId);
  const federationId = owner.kind === "club" ? owner.federationId : owner.id;
  const rows = await rateRows(db, federationId);
  const today = new Date(ctx.deps.clock.now()).toISOString().slice(0, 10);
  const doc = parseDocument(source.saved.document, input.organizationId);
  // Default benefit rates move to the new season's; voted prices stay with their season (decision 229).
  const next = nextSeasonDocument(
    doc,
    resolveRates(rows, from, today, federationId),
    resolveRates(rows, to, today, federationId),
  );
  return saveDocument(ctx, user, owner, target, next, 0, to);
}
