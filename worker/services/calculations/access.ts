import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { calculations, clubs, federations } from "../../db/schema";
import type { Database } from "../../deps";
import type { SessionUser } from "../../http/context";

/**
 * Queries every calculation call batches with its own reads, so one round trip tells which
 * organization is meant, what it holds and whether the caller may see it.
 */
export function organizationQueries(db: Database, organizationId: string) {
  return [
    db.select({ id: clubs.id, federationId: clubs.federationId }).from(clubs).where(eq(clubs.id, organizationId)).limit(1),
    db.select({ id: federations.id }).from(federations).where(eq(federations.id, organizationId)).limit(1),
  ] as const;
}

/** The stored calculator of the organization, and the template of the club's federation (none for a federation). */
export function documentQueries(db: Database, organizationId: string) {
  const federationOfClub = db.select({ id: clubs.federationId }).from(clubs).where(eq(clubs.id, organizationId));
  return [
    db.select().from(calculations).where(eq(calculations.organizationId, organizationId)).limit(1),
    db
      .select({ document: calculations.document })
      .from(calculations)
      .where(and(inArray(calculations.organizationId, federationOfClub), eq(calculations.organizationType, "federation")))
      .limit(1),
  ] as const;
}

export type CalculationOwner =
  | { kind: "club"; id: string; federationId: string | null }
  | { kind: "federation"; id: string };

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
    const byFederation = access === "read" && federationId !== null && user.federationIds.includes(federationId);
    if (!user.isAdmin && !user.clubIds.includes(organizationId) && !byFederation) throw new AppError(3, { httpStatus: 403 });
    return { kind: "club", id: organizationId, federationId };
  }
  if (rows.federation) {
    if (!user.isAdmin && !user.federationIds.includes(organizationId)) throw new AppError(3, { httpStatus: 403 });
    return { kind: "federation", id: organizationId };
  }
  const couldKnow = user.isAdmin || user.clubIds.includes(organizationId) || user.federationIds.includes(organizationId);
  if (!couldKnow) throw new AppError(3, { httpStatus: 403 });
  throw new AppError(5, { httpStatus: 404, field: "organizationId" });
}
