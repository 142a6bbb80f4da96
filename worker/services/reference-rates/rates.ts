import { and, asc, eq, isNull, or } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import {
  DERIVED_RATE_CODES,
  RATE_METHODS,
  RATE_UNITS,
  rateDayInRange,
  resolveRates,
  type RateCode,
  type ReferenceRate,
} from "#core/reference-rates";
import type { ReferenceRateAdd } from "#core/schemas/reference-rates";
import { seasonBounds, seasonOf } from "#core/season";
import { clubs, federations, referenceRates } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireAdmin, requireFederationAdmin } from "../permissions";

const today = (ctx: ServiceContext) => new Date(ctx.deps.clock.now()).toISOString().slice(0, 10);

/** The federation whose own rates apply to an organization: a club's, or the federation itself. */
async function federationOf(ctx: ServiceContext, organizationId: string | undefined): Promise<string | null> {
  if (!organizationId) return null;
  const db = ctx.deps.db();
  const [[club], [federation]] = await db.batch([
    db.select({ federationId: clubs.federationId }).from(clubs).where(eq(clubs.id, organizationId)).limit(1),
    db.select({ id: federations.id }).from(federations).where(eq(federations.id, organizationId)).limit(1),
  ]);
  return club?.federationId ?? federation?.id ?? null;
}

/**
 * GET reference/rates (anyone): the rates of a season (default: the current one), with the
 * federation's own where the organization named belongs to a federation that set some.
 */
export async function listReferenceRates(
  ctx: ServiceContext,
  query: { season?: string; organizationId?: string },
): Promise<{ season: string; rates: ReferenceRate[] }> {
  const season = query.season ?? seasonOf(new Date(ctx.deps.clock.now()));
  const federationId = await federationOf(ctx, query.organizationId);
  const rows = await ctx.deps
    .db()
    .select()
    .from(referenceRates)
    .where(
      federationId
        ? or(
            isNull(referenceRates.federationId),
            and(eq(referenceRates.federationId, federationId), eq(referenceRates.season, season)),
          )
        : isNull(referenceRates.federationId),
    );
  const typed = rows.map((row) => ({ ...row, code: row.code as RateCode }));
  return { season, rates: resolveRates(typed, season, today(ctx), federationId) };
}

/** A refusal of the values given, with the field (api.md: 422 for a value the rules refuse). */
const refused = (field: string, message: string) =>
  new AppError(errorCodes.invalidParameter, { httpStatus: 422, field: `input.${field}`, message });

/**
 * POST reference/rates: a dated national value (global admin), or a federation's own value for one
 * season of its clubs (its adminFede, or the global admin). Rows are only added, never changed: a
 * correction (`corrects`) is a new row that replaces the one it names, which stays in the history.
 */
export async function addReferenceRate(ctx: ServiceContext, input: ReferenceRateAdd) {
  const db = ctx.deps.db();
  const corrected = input.corrects ? await correctedRow(ctx, input.corrects) : null;
  // A correction keeps the corrected row's place: its federation and season.
  const federationId = corrected ? corrected.federationId : (input.federationId ?? null);
  const season = corrected ? corrected.season : (input.season ?? null);
  const user = federationId ? requireFederationAdmin(ctx, federationId) : requireAdmin(ctx);
  if (corrected && corrected.code !== input.code) throw refused("code", "error_rate_correction_code");
  if (!federationId && DERIVED_RATE_CODES.includes(input.code)) throw refused("code", "error_rate_derived");
  const day = today(ctx);
  if (input.validFrom && !rateDayInRange(input.validFrom, day))
    throw refused("validFrom", "error_date_out_of_range");
  if (season && !rateDayInRange(seasonBounds(season).start, day))
    throw refused("season", "error_date_out_of_range");
  if (federationId && !corrected) {
    const [federation] = await db
      .select({ id: federations.id })
      .from(federations)
      .where(eq(federations.id, federationId))
      .limit(1);
    if (!federation)
      throw new AppError(errorCodes.organizationNotFound, { httpStatus: 404, field: "federationId" });
  }
  const validFrom = season ? seasonBounds(season).start : (input.validFrom ?? corrected?.validFrom);
  if (!validFrom) throw refused("validFrom", "error_date_invalid");
  const row = {
    code: input.code,
    value: input.value,
    validFrom,
    source: input.source,
    sourceEn: input.sourceEn ?? null,
    url: input.url ?? null,
    federationId,
    season,
    createdBy: user.id,
    correctsId: corrected?.id ?? null,
  };
  const [inserted] = await db.insert(referenceRates).values(row).returning({ id: referenceRates.id });
  // Answered as GET reference/rates lists it.
  const rate: ReferenceRate = {
    code: row.code,
    value: row.value,
    unit: RATE_UNITS[row.code],
    validFrom,
    source: row.source,
    method: RATE_METHODS[row.code],
  };
  if (row.sourceEn) rate.sourceEn = row.sourceEn;
  if (row.url) rate.url = row.url;
  if (inserted) rate.id = inserted.id;
  if (row.federationId) rate.federation = true;
  return { rate, season: row.season };
}

/** The row a correction names: it must exist and not be corrected already (correct the newer one). */
async function correctedRow(ctx: ServiceContext, id: number) {
  const db = ctx.deps.db();
  const [[row], [already]] = await db.batch([
    db.select().from(referenceRates).where(eq(referenceRates.id, id)).limit(1),
    db
      .select({ id: referenceRates.id })
      .from(referenceRates)
      .where(eq(referenceRates.correctsId, id))
      .limit(1),
  ]);
  if (!row)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 404,
      field: "input.corrects",
      message: "error_rate_unknown",
    });
  if (already)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 409,
      field: "input.corrects",
      message: "error_rate_corrected",
    });
  return row;
}

/**
 * GET reference/rates/history: every row of a scope, corrected ones included, oldest first, with what
 * corrects what: the national rows (admin) or a federation's own (its adminFede, or the admin).
 */
export async function referenceRatesHistory(
  ctx: ServiceContext,
  query: { code?: RateCode; federationId?: string },
) {
  if (query.federationId) requireFederationAdmin(ctx, query.federationId);
  else requireAdmin(ctx);
  const rows = await ctx.deps
    .db()
    .select()
    .from(referenceRates)
    .where(
      and(
        query.federationId
          ? eq(referenceRates.federationId, query.federationId)
          : isNull(referenceRates.federationId),
        query.code ? eq(referenceRates.code, query.code) : undefined,
      ),
    )
    .orderBy(asc(referenceRates.id));
  const correctedBy = new Map(
    rows.flatMap((row) => (row.correctsId ? [[row.correctsId, row.id] as const] : [])),
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      code: row.code,
      value: row.value,
      validFrom: row.validFrom,
      source: row.source,
      sourceEn: row.sourceEn,
      url: row.url,
      federationId: row.federationId,
      season: row.season,
      createdAt: row.createdAt,
      corrects: row.correctsId,
      correctedBy: correctedBy.get(row.id) ?? null,
    })),
  };
}
