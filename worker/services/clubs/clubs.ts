import { and, desc, eq, inArray, like, max } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { searchableName } from "../../../core/text";
import { clubs, connections, federations, invitations, memberships, users } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireClubAccess, requireFederationAdmin } from "../permissions";
import { formatInvitationCode } from "../invitations/invitation-code";

const listColumns = {
  id: clubs.id, code: clubs.code, name: clubs.name, zipCode: clubs.zipCode, league: clubs.league, region: clubs.region,
  members: clubs.members, globalFees: clubs.globalFees, createdAt: clubs.createdAt, federationId: clubs.federationId, invitationId: clubs.invitationId,
};

/** The club list of a federation (screen 7), newest first; the search ignores accents and case. */
export async function listClubs(ctx: ServiceContext, federationId: string, search?: string) {
  requireFederationAdmin(ctx, federationId);
  const filter = search ? like(clubs.nameSearch, `%${searchableName(search).replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
  return ctx.deps.db().select(listColumns).from(clubs).where(and(eq(clubs.federationId, federationId), filter)).orderBy(desc(clubs.createdAt));
}

/** A club with its details: admins, open invitations, categories, average membership, activity. */
export async function getClub(ctx: ServiceContext, clubId: string) {
  const { club } = await requireClubAccess(ctx, clubId, "federation-read");
  const db = ctx.deps.db();
  const [admins, openInvitations, lastConnection, federation] = await db.batch([
    db
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, lastConnection: users.lastConnection })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, clubId)),
    db.select({ id: invitations.id, name: invitations.name, amount: invitations.amount }).from(invitations).where(eq(invitations.clubId, clubId)),
    db.select({ at: max(connections.at) }).from(connections).where(eq(connections.organizationId, clubId)),
    db.select({ name: federations.name }).from(federations).where(eq(federations.id, club.federationId ?? "")),
  ]);
  const { nameSearch: _search, ...fields } = club;
  return {
    ...fields,
    federation: federation[0]?.name ?? "",
    details: {
      admins,
      invitations: openInvitations.filter((i) => i.amount > 0).map((i) => ({ name: i.name, invitationId: formatInvitationCode(i.id) })),
      categories: club.categories,
      avgMemberShip: club.avgMemberShip,
      lastConnection: lastConnection[0]?.at ?? null,
      lastSaved: club.lastSaved,
    },
  };
}

export async function renameClub(ctx: ServiceContext, clubId: string, name: string) {
  await requireClubAccess(ctx, clubId, "club-admin");
  await ctx.deps.db().update(clubs).set({ name, nameSearch: searchableName(name), updatedAt: ctx.deps.clock.now() }).where(eq(clubs.id, clubId));
  return { id: clubId, name };
}

export async function removeClub(ctx: ServiceContext, clubId: string) {
  await requireClubAccess(ctx, clubId, "federation-read");
  const db = ctx.deps.db();
  await db.batch([db.delete(memberships).where(eq(memberships.organizationId, clubId)), db.delete(clubs).where(eq(clubs.id, clubId))]);
}

/** Leaving is permanent: a new invitation is needed to come back. */
export async function leaveClub(ctx: ServiceContext, clubId: string) {
  const { user } = await requireClubAccess(ctx, clubId, "club-admin");
  await ctx.deps.db().delete(memberships).where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, clubId)));
}

export function clubsOfUser(ctx: ServiceContext, clubIds: string[]) {
  return ctx.deps.db().select(listColumns).from(clubs).where(inArray(clubs.id, clubIds.length ? clubIds : [""]));
}
