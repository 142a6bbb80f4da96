import { and, eq, isNull, or } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { RATE_METHODS, RATE_UNITS, resolveRates, type RateCode, type ReferenceRate } from "../../../core/reference-rates";
import type { ReferenceRateAdd } from "../../../core/schemas/reference-rates";
import { seasonBounds, seasonOf } from "../../../core/season";
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
export async function listReferenceRates(ctx: ServiceContext, query: { season?: string; organizationId?: string }): Promise<{ season: string; rates: ReferenceRate[] }> {
  const season = query.season ?? seasonOf(new Date(ctx.deps.clock.now()));
  const federationId = await federationOf(ctx, query.organizationId);
  const rows = await ctx.deps
    .db()
    .select()
    .from(referenceRates)
    .where(
      federationId
        ? or(isNull(referenceRates.federationId), and(eq(referenceRates.federationId, federationId), eq(referenceRates.season, season)))
        : isNull(referenceRates.federationId),
    );
  const typed = rows.map((row) => ({ ...row, code: row.code as RateCode }));
  return { season, rates: resolveRates(typed, season, today(ctx), federationId) };
}

/**
 * POST reference/rates: a dated national value (global admin), or a federation's own value for one
 * season of its clubs (its adminFede, or the global admin). Rows are only added, never changed.
 */
export async function addReferenceRate(ctx: ServiceContext, input: ReferenceRateAdd) {
  const user = input.federationId ? requireFederationAdmin(ctx, input.federationId) : requireAdmin(ctx);
  const db = ctx.deps.db();
  if (input.federationId) {
    const [federation] = await db.select({ id: federations.id }).from(federations).where(eq(federations.id, input.federationId)).limit(1);
    if (!federation) throw new AppError(5, { httpStatus: 404, field: "federationId" });
  }
  const validFrom = input.season ? seasonBounds(input.season).start : input.validFrom!;
  const row = {
    code: input.code,
    value: input.value,
    validFrom,
    source: input.source,
    url: input.url ?? null,
    federationId: input.federationId ?? null,
    season: input.season ?? null,
    createdBy: user.id,
  };
  await db.insert(referenceRates).values(row);
  // Answered as GET reference/rates lists it.
  const rate: ReferenceRate = { code: row.code, value: row.value, unit: RATE_UNITS[row.code], validFrom, source: row.source, method: RATE_METHODS[row.code] };
  if (row.url) rate.url = row.url;
  if (row.federationId) rate.federation = true;
  return { rate, season: row.season };
}
