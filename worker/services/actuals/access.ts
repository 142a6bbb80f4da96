import { and, eq, inArray } from "drizzle-orm";
import { targetExists, targetsOf, type ActualTarget } from "#core/actuals/index";
import { AppError, errorCodes } from "#core/errors";
import type { SavedCalculator } from "#core/schemas/calculation";
import { bankImports, bankTransactions } from "../../db/schema";
import type { ServiceContext, SessionUser } from "../../http/context";
import { requireUser } from "../permissions";
import { authorizeCalculation, calculationState } from "../calculations/access";
import { currentDocument } from "../calculations/retrieve";
import { currentSeason, mayOpenEmpty, seasonAsked, seasonUnknown } from "../calculations/season";

/**
 * Who may call the actuals (season-money.md section 4): writing as `calculation/store` (the club's
 * admins and the global admin), reading as `calculation/retrieve` (its federation's admins too).
 * Actuals are a club's bank: a federation's template has none (400, field organizationId). The
 * season's calculator, as the screen shows it, names the lines and categories a target may be.
 */
export interface ActualsScope {
  user: SessionUser;
  organizationId: string;
  season: string;
  document: SavedCalculator;
}

export async function actualsScope(
  ctx: ServiceContext,
  organizationId: string,
  seasonParam: string,
  access: "read" | "write",
): Promise<ActualsScope> {
  const user = requireUser(ctx);
  const season = seasonAsked(ctx, seasonParam, "season");
  const state = await calculationState(ctx.deps.db(), organizationId, season);
  const owner = authorizeCalculation(user, organizationId, state, access);
  if (owner.kind !== "club")
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "organizationId",
      message: "error_actuals_club_only",
    });
  if (!state.saved && !mayOpenEmpty(season, currentSeason(ctx))) throw seasonUnknown("season");
  return {
    user,
    organizationId,
    season,
    document: currentDocument(organizationId, owner, state.saved, state.templateJson, season),
  };
}

/** 400 on `field` when the target names no money line or category of the season's calculator (a benefit in kind included). */
export function checkTarget(
  scope: ActualsScope,
  target: ActualTarget | null | undefined,
  field: string,
): void {
  if (target && !targetExists(targetsOf(scope.document), target)) {
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field,
      message: "error_target_unknown",
    });
  }
}

/**
 * The season of transactions named by id, for the calls that take ids only (assign, delete): every id
 * must be one of the club's transactions, all of one season, else 400 on `input.ids`. The club's
 * access is checked first, so ids of another club tell nothing about them.
 */
export async function seasonOfIds(
  ctx: ServiceContext,
  organizationId: string,
  ids: readonly string[],
): Promise<string> {
  const user = requireUser(ctx);
  const state = await calculationState(ctx.deps.db(), organizationId, currentSeason(ctx));
  authorizeCalculation(user, organizationId, state, "write");
  const unique = [...new Set(ids)];
  const seasons = new Set<string>();
  let found = 0;
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await ctx.deps
      .db()
      .select({ season: bankTransactions.season })
      .from(bankTransactions)
      .where(
        and(
          eq(bankTransactions.organizationId, organizationId),
          inArray(bankTransactions.id, unique.slice(i, i + 500)),
        ),
      );
    found += rows.length;
    for (const row of rows) seasons.add(row.season);
  }
  if (found !== unique.length || seasons.size !== 1)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 400,
      field: "input.ids",
      message: "error_transactions_unknown",
    });
  return [...seasons][0];
}

/** The season of one of the club's imports, after the club's write access is checked; 404 on `input.importId` when it holds none such. */
export async function seasonOfImport(
  ctx: ServiceContext,
  organizationId: string,
  importId: string,
): Promise<string> {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const state = await calculationState(db, organizationId, currentSeason(ctx));
  authorizeCalculation(user, organizationId, state, "write");
  const [row] = await db
    .select({ season: bankImports.season })
    .from(bankImports)
    .where(and(eq(bankImports.organizationId, organizationId), eq(bankImports.id, importId)))
    .limit(1);
  if (!row)
    throw new AppError(errorCodes.invalidParameter, {
      httpStatus: 404,
      field: "input.importId",
      message: "error_import_unknown",
    });
  return row.season;
}
