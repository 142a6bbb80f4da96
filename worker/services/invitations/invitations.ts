import { and, count, eq, gt, sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { clubs, federations, invitations, memberships } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../../http/authenticate";
import { requireClubAccess, requireFederationAdmin } from "../permissions";
import { formatInvitationCode, newInvitationCode } from "./invitation-code";
import { mailInvitation } from "./invitation-mail";

export const MAX_OPEN_ADMIN_INVITATIONS = 3;
export const MAX_CLUB_ADMINS_AND_INVITATIONS = 4;

async function insertInvitation(ctx: ServiceContext, values: Omit<typeof invitations.$inferInsert, "id">) {
  const id = newInvitationCode();
  await ctx.deps.db().insert(invitations).values({ id, ...values });
  return { invitationId: formatInvitationCode(id), ...values };
}

/** Quota left for new club invitations: the contract quota minus what open invitations already reserve. */
export async function remainingClubQuota(ctx: ServiceContext, federationId: string) {
  const db = ctx.deps.db();
  const [fed, reserved] = await db.batch([
    db.select({ quota: federations.quota }).from(federations).where(eq(federations.id, federationId)).limit(1),
    db.select({ total: sql<number>`coalesce(sum(${invitations.amount}), 0)` }).from(invitations).where(and(eq(invitations.federationId, federationId), eq(invitations.type, "club"))),
  ]);
  if (!fed[0]) throw new AppError(1000, { httpStatus: 404 });
  return Math.max(0, fed[0].quota - Number(reserved[0].total));
}

export async function createFederationAdminInvitation(ctx: ServiceContext, input: { federationId: string; emails: string[] }) {
  const user = requireFederationAdmin(ctx, input.federationId);
  const db = ctx.deps.db();
  const [open] = await db.select({ value: count() }).from(invitations).where(and(eq(invitations.federationId, input.federationId), eq(invitations.type, "adminFede"), gt(invitations.amount, 0)));
  if (open.value >= MAX_OPEN_ADMIN_INVITATIONS) throw new AppError(1002, { httpStatus: 422, message: "There are already 3 open admin invitations." });
  const invitation = await insertInvitation(ctx, { type: "adminFede", federationId: input.federationId, amount: 1, emails: input.emails.join(","), createdBy: user.id });
  await mailInvitation(ctx, { emails: input.emails, code: invitation.invitationId, kind: "admin", organizationId: input.federationId, organizationType: "federation" });
  return invitation;
}

export async function createClubInvitation(ctx: ServiceContext, input: { federationId: string; emails: string[]; name: string; amount: number }) {
  const user = requireFederationAdmin(ctx, input.federationId);
  const remaining = await remainingClubQuota(ctx, input.federationId);
  if (input.amount > remaining) {
    throw new AppError(1002, { httpStatus: 422, field: "amount", message: `not in range (min 1, max ${remaining})`, data: { min: 1, max: remaining } });
  }
  const invitation = await insertInvitation(ctx, { type: "club", federationId: input.federationId, name: input.name, amount: input.amount, emails: input.emails.join(","), createdBy: user.id });
  await mailInvitation(ctx, { emails: input.emails, code: invitation.invitationId, kind: "club", organizationId: input.federationId, organizationType: "federation" });
  return invitation;
}

export async function createClubAdminInvitation(ctx: ServiceContext, input: { clubId: string; emails: string[] }) {
  const { user, club } = await requireClubAccess(ctx, input.clubId, "club-admin");
  const db = ctx.deps.db();
  const [admins, open] = await db.batch([
    db.select({ value: count() }).from(memberships).where(eq(memberships.organizationId, club.id)),
    db.select({ value: count() }).from(invitations).where(and(eq(invitations.clubId, club.id), gt(invitations.amount, 0))),
  ]);
  if (admins[0].value + open[0].value >= MAX_CLUB_ADMINS_AND_INVITATIONS) throw new AppError(1002, { httpStatus: 422, message: "A club has at most 4 admins and open invitations." });
  const invitation = await insertInvitation(ctx, { type: "clubAdmin", clubId: club.id, amount: 1, emails: input.emails.join(","), createdBy: user.id });
  await mailInvitation(ctx, { emails: input.emails, code: invitation.invitationId, kind: "admin", organizationId: club.id, organizationType: "club" });
  return invitation;
}

/** Invitation lookup for the join page: the organization's name and logo, and the invitation type. */
export async function whichOrganization(ctx: ServiceContext, code: string) {
  requireUser(ctx);
  const db = ctx.deps.db();
  const [invitation] = await db.select().from(invitations).where(and(eq(invitations.id, code), gt(invitations.amount, 0))).limit(1);
  if (!invitation) throw new AppError(1001, { httpStatus: 404, field: "invitationId" });
  if (invitation.clubId) {
    const [club] = await db.select({ id: clubs.id, name: clubs.name, logo: clubs.logo }).from(clubs).where(eq(clubs.id, invitation.clubId));
    return { ...club, type: "club" as const, invitationType: invitation.type };
  }
  if (invitation.federationId) {
    const [fed] = await db.select({ id: federations.id, name: federations.name, logo: federations.logo }).from(federations).where(eq(federations.id, invitation.federationId));
    return { ...fed, type: "federation" as const, invitationType: invitation.type };
  }
  return { id: null, name: invitation.name, logo: "", type: "licence" as const, invitationType: invitation.type };
}

/** Joins as admin of a federation or a club; the invitation is used up in the same batch. */
export async function joinOrganization(ctx: ServiceContext, code: string) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, code)).limit(1);
  if (!invitation || invitation.amount < 1 || invitation.type === "club") throw new AppError(1001, { httpStatus: 422, field: "invitationId" });
  const organizationId = (invitation.type === "adminFede" ? invitation.federationId : invitation.clubId) as string;
  const organizationType = invitation.type === "adminFede" ? "federation" : "club";
  const [consumed] = await db.batch([
    db.update(invitations).set({ amount: sql`${invitations.amount} - 1` }).where(and(eq(invitations.id, code), gt(invitations.amount, 0))).returning({ id: invitations.id }),
    db.insert(memberships).values({ userId: user.id, organizationId, organizationType }).onConflictDoNothing(),
  ]);
  if (!consumed.length) throw new AppError(1001, { httpStatus: 422, field: "invitationId" });
  return { id: organizationId, type: organizationType };
}
