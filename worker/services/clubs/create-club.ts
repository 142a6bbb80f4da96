import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../../core/errors";
import { searchableName } from "../../../core/text";
import { clubs, federations, invitations, memberships } from "../../db/schema";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../../http/authenticate";

export interface ClubInput {
  name: string;
  code: string;
  zipCode: string;
  league: string;
  invitationId: string;
}

/**
 * Creates a club with a club invitation. One batch (one transaction): the insert happens only
 * while the invitation and the federation's quota both have a unit left, and both are decremented
 * only if the insert happened, so two people racing for the last unit cannot both win.
 */
export async function createClub(ctx: ServiceContext, input: ClubInput, options: { byFederationAdmin?: boolean } = {}) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, input.invitationId)).limit(1);
  if (!invitation || invitation.type !== "club") throw new AppError(1001, { httpStatus: 422, field: "invitationId" });
  // A federation admin adding a club for someone else (federation/addClub) does not become its admin.
  const joinAsAdmin = !(options.byFederationAdmin && (user.isAdmin || (invitation.federationId && user.federationIds.includes(invitation.federationId))));
  if (invitation.amount < 1) throw new AppError(1002, { httpStatus: 422, field: "invitationId" });
  if (invitation.federationId) {
    const [duplicate] = await db.select({ id: clubs.id }).from(clubs).where(and(eq(clubs.federationId, invitation.federationId), eq(clubs.code, input.code))).limit(1);
    if (duplicate) throw new AppError(1003, { httpStatus: 409, field: "code" });
  }
  const id = crypto.randomUUID();
  const fedId = invitation.federationId;
  const quotaLeft = fedId ? sql`and exists (select 1 from ${federations} where ${federations.id} = ${fedId} and ${federations.quota} > 0)` : sql``;
  const created = sql`exists (select 1 from ${clubs} where ${clubs.id} = ${id})`;
  await db.batch([
    db.run(sql`insert into ${clubs} (id, federation_id, code, name, name_search, zip_code, league, invitation_id)
      select ${id}, ${fedId}, ${input.code}, ${input.name}, ${searchableName(input.name)}, ${input.zipCode}, ${input.league}, ${invitation.id}
      where exists (select 1 from ${invitations} where ${invitations.id} = ${invitation.id} and ${invitations.amount} > 0) ${quotaLeft}`),
    db.update(invitations).set({ amount: sql`${invitations.amount} - 1` }).where(and(eq(invitations.id, invitation.id), created)),
    ...(fedId ? [db.update(federations).set({ quota: sql`${federations.quota} - 1` }).where(and(eq(federations.id, fedId), created))] : []),
    ...(joinAsAdmin ? [db.run(sql`insert into ${memberships} (user_id, organization_id, organization_type) select ${user.id}, ${id}, 'club' where ${created}`)] : []),
  ]);
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
  if (!club) throw new AppError(1002, { httpStatus: 422, field: "invitationId" });
  return { id };
}
