import { and, count, eq, inArray, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import {
  calculationHistory,
  calculations,
  clubs,
  federations,
  invitations,
  memberships,
} from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireAdmin, requireFederationAdmin, requireUser } from "../permissions";
import { formatInvitationCode } from "../invitations/invitation-code";
import { expiresAtOf, openInvitationSql } from "../invitations/invitation-validity";
import { isUniqueViolation } from "./unique-violation";
import { forgetAllSessions, forgetSession } from "../auth/session-cache";

export interface FederationInput {
  name: string;
  logo: string;
  subdomain?: string | null;
  contact: string;
  quota: number;
  hasCustomization: boolean;
  contractEnd: string;
}

export async function createFederation(ctx: ServiceContext, input: FederationInput) {
  requireAdmin(ctx);
  const id = crypto.randomUUID();
  try {
    await ctx.deps
      .db()
      .insert(federations)
      .values({ id, ...input, subdomain: input.subdomain ?? null });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(errorCodes.invalidParameter, {
        httpStatus: 409,
        field: "subdomain",
        message: "This subdomain is already taken.",
      });
    throw error;
  }
  return { id };
}

/**
 * The contract's terms (and the brand's host) are the global admin's to set: a federation admin's
 * update keeps the stored ones, so a form opened before a club took a unit of quota cannot give it back.
 */
const contractFields = ["quota", "contractEnd", "subdomain", "hasCustomization"] as const;

export async function updateFederation(ctx: ServiceContext, id: string, input: FederationInput) {
  const user = requireFederationAdmin(ctx, id);
  const db = ctx.deps.db();
  const [current] = await db.select().from(federations).where(eq(federations.id, id)).limit(1);
  if (!current) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  const next = { ...input, subdomain: input.subdomain ?? null };
  if (!user.isAdmin) for (const field of contractFields) Object.assign(next, { [field]: current[field] });
  try {
    await db
      .update(federations)
      .set({ ...next, updatedAt: ctx.deps.clock.now() })
      .where(eq(federations.id, id));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(errorCodes.invalidParameter, {
        httpStatus: 409,
        field: "subdomain",
        message: "This subdomain is already taken.",
      });
    throw error;
  }
  return getFederation(ctx, id);
}

/** The federation screen's details: fields, clubs registered, open invitations with their links. */
export async function getFederation(ctx: ServiceContext, id: string) {
  const user = requireFederationAdmin(ctx, id);
  const db = ctx.deps.db();
  const [rows, clubCount, openInvitations] = await db.batch([
    db.select().from(federations).where(eq(federations.id, id)).limit(1),
    db.select({ value: count() }).from(clubs).where(eq(clubs.federationId, id)),
    // Expired invitations are gone from the screen and reserve no quota (decision 117).
    db
      .select()
      .from(invitations)
      .where(
        and(
          eq(invitations.federationId, id),
          inArray(invitations.type, ["club", "adminFede"]),
          openInvitationSql(ctx.deps.clock.now()),
        ),
      ),
  ]);
  const federation = rows[0];
  if (!federation) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  const shape = (inv: typeof invitations.$inferSelect) => ({
    invitationId: formatInvitationCode(inv.id),
    name: inv.name,
    quota: inv.amount,
    type: inv.type,
    expiresAt: expiresAtOf(inv),
  });
  const club = openInvitations.filter((i) => i.type === "club");
  const admin = openInvitations.filter((i) => i.type === "adminFede");
  const reserved = club.reduce((sum, i) => sum + i.amount, 0);
  return {
    ...federation,
    clubs: clubCount[0]?.value ?? 0,
    /** The caller administers it (and so may leave it); the global admin sees every federation. */
    member: user.federationIds.includes(id),
    /** What a new club invitation may still take (product.md section 5: 1 to the remaining quota). */
    invitationQuotaLeft: Math.max(0, federation.quota - reserved),
    invitations: { club: club.map(shape), admin: admin.map(shape) },
  };
}

export async function listFederations(ctx: ServiceContext) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const query = db.select().from(federations);
  return user.isAdmin
    ? query
    : query.where(inArray(federations.id, user.federationIds.length ? user.federationIds : [""]));
}

/** Its clubs stay, outside any contract; its admins, invitations and calculator template go. */
export async function removeFederation(ctx: ServiceContext, id: string) {
  requireAdmin(ctx);
  const db = ctx.deps.db();
  // Every statement is guarded by the federation's existence and the federation row goes last: an id
  // that names a club (or nothing) must not take that club's admins, calculator or history with it.
  const isFederation = sql`exists (select 1 from ${federations} where ${federations.id} = ${id})`;
  const [, , , , , deleted] = await db.batch([
    db
      .delete(memberships)
      .where(
        and(eq(memberships.organizationId, id), eq(memberships.organizationType, "federation"), isFederation),
      ),
    db.delete(invitations).where(and(eq(invitations.federationId, id), isFederation)),
    // No statistics version to move: the federation whose statistics these clubs left is gone.
    db
      .update(clubs)
      .set({ federationId: null })
      .where(and(eq(clubs.federationId, id), isFederation)),
    db
      .delete(calculations)
      .where(
        and(
          eq(calculations.organizationId, id),
          eq(calculations.organizationType, "federation"),
          isFederation,
        ),
      ),
    db.delete(calculationHistory).where(and(eq(calculationHistory.organizationId, id), isFederation)),
    db.delete(federations).where(eq(federations.id, id)).returning({ id: federations.id }),
  ]);
  forgetAllSessions(ctx.deps);
  if (!deleted.length) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
}

/** Leaving is permanent: a new invitation is needed to come back. */
export async function leaveFederation(ctx: ServiceContext, id: string) {
  const user = requireUser(ctx);
  if (!user.federationIds.includes(id)) throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  await ctx.deps
    .db()
    .delete(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, id)));
  forgetSession(ctx.deps, user.id);
}

/** Public: name and logo of a federation (the join page and the poster show them). */
export async function federationLogo(ctx: ServiceContext, id: string) {
  const [row] = await ctx.deps
    .db()
    .select({ id: federations.id, name: federations.name, logo: federations.logo })
    .from(federations)
    .where(eq(federations.id, id))
    .limit(1);
  if (!row) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  return row;
}
