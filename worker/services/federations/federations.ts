import { and, count, eq, inArray } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { clubs, federations, invitations, memberships } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireAdmin, requireUser } from "../../http/authenticate";
import { requireFederationAdmin } from "../permissions";
import { formatInvitationCode } from "../invitations/invitation-code";

export interface FederationInput {
  name: string;
  logo: string;
  subdomain?: string | null;
  contact: string;
  quota: number;
  hasCustomization: boolean;
  contractEnd: string;
}

function isUniqueViolation(error: unknown): boolean {
  return /UNIQUE constraint failed/i.test(String((error as Error)?.message ?? "")) || /UNIQUE constraint failed/i.test(String((error as { cause?: Error })?.cause?.message ?? ""));
}

export async function createFederation(ctx: ServiceContext, input: FederationInput) {
  requireAdmin(ctx);
  const id = crypto.randomUUID();
  try {
    await ctx.deps.db().insert(federations).values({ id, ...input, subdomain: input.subdomain ?? null });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(1, { httpStatus: 409, field: "subdomain", message: "This subdomain is already taken." });
    throw error;
  }
  return { id };
}

export async function updateFederation(ctx: ServiceContext, id: string, input: FederationInput) {
  requireFederationAdmin(ctx, id);
  try {
    const updated = await ctx.deps.db().update(federations).set({ ...input, subdomain: input.subdomain ?? null, updatedAt: ctx.deps.clock.now() }).where(eq(federations.id, id)).returning({ id: federations.id });
    if (!updated.length) throw new AppError(1000, { httpStatus: 404 });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(1, { httpStatus: 409, field: "subdomain", message: "This subdomain is already taken." });
    throw error;
  }
  return getFederation(ctx, id);
}

/** The federation screen's details: fields, clubs registered, open invitations with their links. */
export async function getFederation(ctx: ServiceContext, id: string) {
  requireFederationAdmin(ctx, id);
  const db = ctx.deps.db();
  const [rows, clubCount, openInvitations] = await db.batch([
    db.select().from(federations).where(eq(federations.id, id)).limit(1),
    db.select({ value: count() }).from(clubs).where(eq(clubs.federationId, id)),
    db.select().from(invitations).where(and(eq(invitations.federationId, id), inArray(invitations.type, ["club", "adminFede"]))),
  ]);
  const federation = rows[0];
  if (!federation) throw new AppError(1000, { httpStatus: 404 });
  const shape = (inv: typeof invitations.$inferSelect) => ({ invitationId: formatInvitationCode(inv.id), name: inv.name, quota: inv.amount, type: inv.type });
  return {
    ...federation,
    clubs: clubCount[0]?.value ?? 0,
    invitations: {
      club: openInvitations.filter((i) => i.type === "club" && i.amount > 0).map(shape),
      admin: openInvitations.filter((i) => i.type === "adminFede" && i.amount > 0).map(shape),
    },
  };
}

export async function listFederations(ctx: ServiceContext) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const query = db.select().from(federations);
  return user.isAdmin ? query : query.where(inArray(federations.id, user.federationIds.length ? user.federationIds : [""]));
}

export async function removeFederation(ctx: ServiceContext, id: string) {
  requireAdmin(ctx);
  const db = ctx.deps.db();
  const [deleted] = await db.batch([
    db.delete(federations).where(eq(federations.id, id)).returning({ id: federations.id }),
    db.delete(memberships).where(eq(memberships.organizationId, id)),
  ]);
  if (!deleted.length) throw new AppError(1000, { httpStatus: 404 });
}

/** Leaving is permanent: a new invitation is needed to come back. */
export async function leaveFederation(ctx: ServiceContext, id: string) {
  const user = requireUser(ctx);
  if (!user.federationIds.includes(id)) throw new AppError(3, { httpStatus: 403 });
  await ctx.deps.db().delete(memberships).where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, id)));
}

/** Public: name and logo of a federation (the join page and the poster show them). */
export async function federationLogo(ctx: ServiceContext, id: string) {
  const [row] = await ctx.deps.db().select({ id: federations.id, name: federations.name, logo: federations.logo }).from(federations).where(eq(federations.id, id)).limit(1);
  if (!row) throw new AppError(1000, { httpStatus: 404 });
  return row;
}
