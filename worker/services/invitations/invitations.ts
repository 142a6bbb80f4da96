import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { MAX_CLUB_ADMINS_AND_INVITATIONS, MAX_OPEN_ADMIN_INVITATIONS } from "#core/invitation-limits";
import { clubs, federations, invitations, memberships } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin, requireUser } from "../permissions";
import { formatInvitationCode, newInvitationCode } from "./invitation-code";
import { type InvitationDelivery, mailInvitation } from "./invitation-mail";
import { expiresAtOf, openInvitationSql, refuseUnusableInvitation } from "./invitation-validity";
import { forgetSession } from "../auth/session-cache";

type InvitationValues = Omit<typeof invitations.$inferInsert, "id" | "createdAt">;

/**
 * Inserts the invitation only while `guard` (SQL) holds, in the same statement, so two admins inviting
 * at once cannot both take the last place; returns null when the guard refused it.
 */
async function insertInvitationWhere(ctx: ServiceContext, values: InvitationValues, guard: SQL) {
  const id = newInvitationCode();
  // Dated by the app's clock, which its expiry (30 days) is checked against.
  const createdAt = ctx.deps.clock.now();
  const v = {
    type: values.type,
    federationId: values.federationId ?? null,
    clubId: values.clubId ?? null,
    name: values.name ?? "",
    amount: values.amount ?? 1,
    emails: values.emails ?? "",
    createdBy: values.createdBy ?? null,
    createdAt,
  };
  const db = ctx.deps.db();
  await db.run(sql`insert into ${invitations} (id, type, federation_id, club_id, name, amount, emails, created_by, created_at)
    select ${id}, ${v.type}, ${v.federationId}, ${v.clubId}, ${v.name}, ${v.amount}, ${v.emails}, ${v.createdBy}, ${createdAt} where ${guard}`);
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.id, id))
    .limit(1);
  return row ? { invitationId: formatInvitationCode(id), ...v, expiresAt: expiresAtOf(v) } : null;
}

type MailOptions = Parameters<typeof mailInvitation>[1];

/**
 * Mails a new invitation. When no address could be mailed (code 9), the invitation is withdrawn before
 * the error goes on, so that a call the person sees fail uses up no place (3 admin invitations, the
 * quota, a club's 4 admins) and leaves no code nobody received. When some addresses got it, the code
 * they hold stays good: the answer names the others (`unsentEmails`) to hand the link over another way.
 */
async function mailOrWithdraw<T extends { invitationId: string; expiresAt: number | null }>(
  ctx: ServiceContext,
  invitation: T,
  mail: Omit<MailOptions, "code" | "expiresAt">,
) {
  const withdraw = () =>
    ctx.deps
      .db()
      .delete(invitations)
      .where(eq(invitations.id, invitation.invitationId.replaceAll("-", "")));
  let delivery: InvitationDelivery;
  try {
    delivery = await mailInvitation(ctx, {
      ...mail,
      code: invitation.invitationId,
      expiresAt: invitation.expiresAt,
    });
  } catch (error) {
    // Failed before any mail could leave (the organization's name unread, the mail not composed).
    await withdraw();
    throw error;
  }
  if (delivery.unsent.length > 0 && delivery.unsent.length === mail.emails.length) {
    await withdraw();
    throw delivery.failure;
  }
  return { ...invitation, unsentEmails: delivery.unsent };
}

/** What the federation's open club invitations reserve of its quota (an expired one reserves nothing). */
const reservedByClubInvitations = (federationId: string, now: number) =>
  sql`(select coalesce(sum(${invitations.amount}), 0) from ${invitations} where ${invitations.federationId} = ${federationId} and ${invitations.type} = 'club' and ${openInvitationSql(now)})`;
const quotaOf = (federationId: string) =>
  sql`(select ${federations.quota} from ${federations} where ${federations.id} = ${federationId})`;

async function requireFederation(ctx: ServiceContext, federationId: string) {
  const [fed] = await ctx.deps
    .db()
    .select({ quota: federations.quota })
    .from(federations)
    .where(eq(federations.id, federationId))
    .limit(1);
  if (!fed) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  return fed;
}

/** Quota left for new club invitations: the contract quota minus what open invitations already reserve. */
export async function remainingClubQuota(ctx: ServiceContext, federationId: string) {
  await requireFederation(ctx, federationId);
  const [row] = await ctx.deps
    .db()
    .all<{ left: number }>(
      sql`select ${quotaOf(federationId)} - ${reservedByClubInvitations(federationId, ctx.deps.clock.now())} as "left"`,
    );
  return Math.max(0, Number(row?.left ?? 0));
}

export async function createFederationAdminInvitation(
  ctx: ServiceContext,
  input: { federationId: string; emails: string[] },
) {
  const user = requireFederationAdmin(ctx, input.federationId);
  await requireFederation(ctx, input.federationId);
  const openAdmin = sql`(select count(*) from ${invitations} where ${invitations.federationId} = ${input.federationId} and ${invitations.type} = 'adminFede' and ${openInvitationSql(ctx.deps.clock.now())})`;
  const invitation = await insertInvitationWhere(
    ctx,
    {
      type: "adminFede",
      federationId: input.federationId,
      amount: 1,
      emails: input.emails.join(","),
      createdBy: user.id,
    },
    sql`${openAdmin} < ${MAX_OPEN_ADMIN_INVITATIONS}`,
  );
  if (!invitation)
    throw new AppError(errorCodes.noInvitationsLeft, {
      httpStatus: 422,
      message: "There are already 3 open admin invitations.",
    });
  return mailOrWithdraw(ctx, invitation, {
    emails: input.emails,
    kind: "admin",
    organizationId: input.federationId,
    organizationType: "federation",
  });
}

export async function createClubInvitation(
  ctx: ServiceContext,
  input: { federationId: string; emails: string[]; name: string; amount: number },
) {
  const user = requireFederationAdmin(ctx, input.federationId);
  await requireFederation(ctx, input.federationId);
  const invitation = await insertInvitationWhere(
    ctx,
    {
      type: "club",
      federationId: input.federationId,
      name: input.name,
      amount: input.amount,
      emails: input.emails.join(","),
      createdBy: user.id,
    },
    sql`${quotaOf(input.federationId)} - ${reservedByClubInvitations(input.federationId, ctx.deps.clock.now())} >= ${input.amount}`,
  );
  if (!invitation) {
    const remaining = await remainingClubQuota(ctx, input.federationId);
    throw new AppError(errorCodes.noInvitationsLeft, {
      httpStatus: 422,
      field: "amount",
      message: `not in range (min 1, max ${remaining})`,
      data: { min: 1, max: remaining },
    });
  }
  return mailOrWithdraw(ctx, invitation, {
    emails: input.emails,
    kind: "club",
    organizationId: input.federationId,
    organizationType: "federation",
  });
}

/** A club's admins and the global admin invite another admin of the club (api.md; decision 006). */
export async function createClubAdminInvitation(
  ctx: ServiceContext,
  input: { clubId: string; emails: string[] },
) {
  const user = requireUser(ctx);
  const [club] = await ctx.deps
    .db()
    .select({ id: clubs.id, federationId: clubs.federationId })
    .from(clubs)
    .where(eq(clubs.id, input.clubId))
    .limit(1);
  // api.md: a federation's admins read and remove its clubs, but only the club's admins and the global admin invite (docs/decisions/006).
  if (!user.isAdmin && !user.clubIds.includes(input.clubId))
    throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  if (!club) throw new AppError(errorCodes.clubNotFound, { httpStatus: 404 });
  const admins = sql`(select count(*) from ${memberships} where ${memberships.organizationId} = ${club.id})`;
  const open = sql`(select count(*) from ${invitations} where ${invitations.clubId} = ${club.id} and ${openInvitationSql(ctx.deps.clock.now())})`;
  const invitation = await insertInvitationWhere(
    ctx,
    { type: "clubAdmin", clubId: club.id, amount: 1, emails: input.emails.join(","), createdBy: user.id },
    sql`${admins} + ${open} < ${MAX_CLUB_ADMINS_AND_INVITATIONS}`,
  );
  // A text key (locales' checks.club_admins_full): every client shows the limit, not code 1002's "contact sales".
  if (!invitation)
    throw new AppError(errorCodes.noInvitationsLeft, { httpStatus: 422, message: "club_admins_full" });
  return mailOrWithdraw(ctx, invitation, {
    emails: input.emails,
    kind: "admin",
    organizationId: club.id,
    organizationType: "club",
  });
}

/**
 * Invitation lookup for the join page: the organization's name and logo, the invitation type and
 * when it expires. An expired one, or one sent to other addresses, is refused as join would refuse it.
 */
export async function whichOrganization(ctx: ServiceContext, code: string) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, code), gt(invitations.amount, 0)))
    .limit(1);
  // api.md: an invalid invitation is a business rule refused (422), as in invitation/join and club/create.
  if (!invitation)
    throw new AppError(errorCodes.invalidInvitation, { httpStatus: 422, field: "invitationId" });
  refuseUnusableInvitation(invitation, { now: ctx.deps.clock.now(), accountEmail: user.email, bound: true });
  const about = { invitationType: invitation.type, expiresAt: expiresAtOf(invitation) };
  if (invitation.clubId) {
    const [club] = await db
      .select({ id: clubs.id, name: clubs.name, logo: clubs.logo })
      .from(clubs)
      .where(eq(clubs.id, invitation.clubId));
    return { ...club, type: "club" as const, ...about };
  }
  if (invitation.federationId) {
    const [fed] = await db
      .select({ id: federations.id, name: federations.name, logo: federations.logo })
      .from(federations)
      .where(eq(federations.id, invitation.federationId));
    return { ...fed, type: "federation" as const, ...about };
  }
  return { id: null, name: invitation.name, logo: "", type: "licence" as const, ...about };
}

/** Joins as admin of a federation or a club; the invitation is used up in the same batch. */
export async function joinOrganization(ctx: ServiceContext, code: string) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, code)).limit(1);
  if (!invitation || invitation.amount < 1 || invitation.type === "club")
    throw new AppError(errorCodes.invalidInvitation, { httpStatus: 422, field: "invitationId" });
  // Holding the code is not enough: it must not have expired, and one sent to addresses is theirs alone.
  const now = ctx.deps.clock.now();
  refuseUnusableInvitation(invitation, { now, accountEmail: user.email, bound: true });
  const organizationId = (
    invitation.type === "adminFede" ? invitation.federationId : invitation.clubId
  ) as string;
  const organizationType = invitation.type === "adminFede" ? "federation" : "club";
  // Someone already admin keeps the invitation for the person it was meant for.
  if ((organizationType === "federation" ? user.federationIds : user.clubIds).includes(organizationId))
    return { id: organizationId, type: organizationType };
  const [consumed] = await db.batch([
    db
      .update(invitations)
      .set({ amount: sql`${invitations.amount} - 1` })
      .where(and(eq(invitations.id, code), openInvitationSql(now)))
      .returning({ id: invitations.id }),
    db.run(sql`insert into ${memberships} (user_id, organization_id, organization_type)
      select ${user.id}, ${organizationId}, ${organizationType} where changes() > 0 on conflict do nothing`),
  ]);
  forgetSession(ctx.deps, user.id);
  if (!consumed.length)
    throw new AppError(errorCodes.invalidInvitation, { httpStatus: 422, field: "invitationId" });
  return { id: organizationId, type: organizationType };
}
