import { and, eq, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { calculations, clubs, federations } from "../../db/schema";
import type { Database } from "../../deps";
import type { SessionUser } from "../../http/context";

/**
 * Queries every calculation call batches with its own reads, so one round trip tells which
 * organization is meant, what it holds and whether the caller may see it.
 */
export function organizationQueries(db: Database, organizationId: string) {
  return [
    db
      .select({ id: clubs.id, federationId: clubs.federationId })
      .from(clubs)
      .where(eq(clubs.id, organizationId))
      .limit(1),
    db.select({ id: federations.id }).from(federations).where(eq(federations.id, organizationId)).limit(1),
  ] as const;
}

/** The stored calculator of the organization for a season, and the template of the club's federation for that season (none for a federation). */
export function documentQueries(db: Database, organizationId: string, season: string) {
  // A scalar subquery (`=`, not `in`): SQLite then looks the template up by primary key instead of
  // scanning every calculation (one per club).
  const federationOfClub = sql`(select ${clubs.federationId} from ${clubs} where ${clubs.id} = ${organizationId})`;
  return [
    db
      .select()
      .from(calculations)
      .where(and(eq(calculations.organizationId, organizationId), eq(calculations.season, season)))
      .limit(1),
    db
      .select({ document: calculations.document })
      .from(calculations)
      .where(
        and(
          eq(calculations.organizationId, federationOfClub),
          eq(calculations.season, season),
          eq(calculations.organizationType, "federation"),
        ),
      )
      .limit(1),
  ] as const;
}

type CalculationRow = typeof calculations.$inferSelect;

/** What a calculation call needs to know about an organization, read in one statement. */
export interface CalculationState {
  club?: { id: string; federationId: string | null };
  federation?: { id: string };
  saved?: CalculationRow;
  templateJson: string | null;
}

interface StateRow {
  clubId: string | null;
  clubFederationId: string | null;
  federationId: string | null;
  savedType: CalculationRow["organizationType"] | null;
  document: string | null;
  version: number;
  modifier: string;
  modifierId: string | null;
  updatedAt: number;
  members: number;
  globalFees: number;
  result: number | null;
  templateJson: string | null;
}

/**
 * The organization (club or federation), its stored calculator of the season and the template of a
 * club's federation for the same season (docs/decisions/167): one statement of primary-key lookups,
 * where a batch of four costs six statements.
 */
export async function calculationState(
  db: Database,
  organizationId: string,
  season: string,
): Promise<CalculationState> {
  const row = await db.get<StateRow>(sql`
    select c.id as clubId, c.federation_id as clubFederationId, f.id as federationId,
      k.organization_type as savedType, k.document as document, k.version as version, k.modifier as modifier,
      k.modifier_id as modifierId, k.updated_at as updatedAt, k.members as members, k.global_fees as globalFees, k.result as result,
      (select t.document from ${calculations} t where t.organization_id = c.federation_id and t.season = ${season} and t.organization_type = 'federation') as templateJson
    from (select ${organizationId} as id) o
    left join ${clubs} c on c.id = o.id
    left join ${federations} f on f.id = o.id
    left join ${calculations} k on k.organization_id = o.id and k.season = ${season}`);
  if (!row) return { templateJson: null };
  return {
    club: row.clubId === null ? undefined : { id: row.clubId, federationId: row.clubFederationId },
    federation: row.federationId === null ? undefined : { id: row.federationId },
    saved:
      row.savedType === null || row.document === null
        ? undefined
        : {
            organizationId,
            season,
            organizationType: row.savedType,
            document: row.document,
            version: row.version,
            modifier: row.modifier,
            modifierId: row.modifierId,
            updatedAt: row.updatedAt,
            members: row.members,
            globalFees: row.globalFees,
            result: row.result,
          },
    templateJson: row.templateJson,
  };
}

export type CalculationOwner =
  { kind: "club"; id: string; federationId: string | null } | { kind: "federation"; id: string };

/**
 * api.md: a club's calculator is written by its admins and the global admin, and read by the admins
 * of its federation too; a federation template by the global admin and that federation's admins.
 * An unknown organization is 404 only for those who could have seen it, 403 for everyone else.
 */
export function authorizeCalculation(
  user: SessionUser,
  organizationId: string,
  rows: { club?: { id: string; federationId: string | null }; federation?: { id: string } },
  access: "read" | "write",
): CalculationOwner {
  if (rows.club) {
    const { federationId } = rows.club;
    const byFederation =
      access === "read" && federationId !== null && user.federationIds.includes(federationId);
    if (!user.isAdmin && !user.clubIds.includes(organizationId) && !byFederation)
      throw new AppError(errorCodes.noRight, { httpStatus: 403 });
    return { kind: "club", id: organizationId, federationId };
  }
  if (rows.federation) {
    if (!user.isAdmin && !user.federationIds.includes(organizationId))
      throw new AppError(errorCodes.noRight, { httpStatus: 403 });
    return { kind: "federation", id: organizationId };
  }
  const couldKnow =
    user.isAdmin || user.clubIds.includes(organizationId) || user.federationIds.includes(organizationId);
  if (!couldKnow) throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  throw new AppError(errorCodes.organizationNotFound, { httpStatus: 404, field: "organizationId" });
}
