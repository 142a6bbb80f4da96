import { and, eq, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { sportsFederationOf } from "#core/sports-federations";
import { searchableName } from "#core/text";
import { clubs, federations, invitations, memberships } from "../../db/schema";
import type { Database } from "../../deps";
import type { ServiceContext } from "../../http/context";
import { requireFederationAdmin, requireUser } from "../permissions";
import { isUniqueViolation } from "../federations/unique-violation";
import { forgetSession } from "../auth/session-cache";
import { formatInvitationCode, newInvitationCode } from "../invitations/invitation-code";
import { openInvitationSql, refuseUnusableInvitation } from "../invitations/invitation-validity";
import { federationsOfClubs, statisticsVersionWrite } from "../statistics/statistics-version";
import { listRowWrite } from "./kept-columns";

export interface ClubFields {
  name: string;
  code: string;
  zipCode: string;
  league: string;
  /** The sports federation picked in the form's list. */
  federation: string;
}

export interface ClubInput extends ClubFields {
  invitationId: string;
}

/** Clubs still free under the contract: the quota minus what open club invitations (not expired) already reserve. */
const freeQuota = (federationId: string, now: number) =>
  sql`((select ${federations.quota} from ${federations} where ${federations.id} = ${federationId})
    - (select coalesce(sum(${invitations.amount}), 0) from ${invitations} where ${invitations.federationId} = ${federationId} and ${invitations.type} = 'club' and ${openInvitationSql(now)}))`;

async function refuseDuplicate(ctx: ServiceContext, federationId: string | null, code: string) {
  if (!federationId) return;
  const [duplicate] = await ctx.deps
    .db()
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.federationId, federationId), eq(clubs.code, code)))
    .limit(1);
  if (duplicate) throw new AppError(errorCodes.clubExists, { httpStatus: 409, field: "code" });
}

const insertClub = (
  id: string,
  federationId: string | null,
  input: ClubFields,
  invitationId: string | null,
  guard: ReturnType<typeof sql>,
) =>
  sql`insert into ${clubs} (id, federation_id, code, name, name_search, zip_code, league, federation, invitation_id)
    select ${id}, ${federationId}, ${input.code}, ${input.name}, ${searchableName(input.name)}, ${input.zipCode}, ${input.league}, ${input.federation}, ${invitationId}
    where ${guard}`;

/**
 * The invitation of a club's first admin, inserted only if the club was (`done`): for a club a
 * federation admin adds, who does not become its admin and may not invite one (decision 109). Sent
 * to no address, anyone given the link may use it; it expires like every invitation (decision 117).
 */
function firstAdminInvitation(clubId: string, createdBy: string, done: ReturnType<typeof sql>, now: number) {
  const id = newInvitationCode();
  const insert = sql`insert into ${invitations} (id, type, club_id, name, amount, emails, created_by, created_at)
    select ${id}, 'clubAdmin', ${clubId}, '', 1, '', ${createdBy}, ${now} where ${done}`;
  return { insert, invitationId: formatInvitationCode(id) };
}

/**
 * What a new club writes beside its own row, in the same batch and after its insert (nothing when the
 * insert's guard left it out): its row of the club list, and its federation's statistics version.
 */
function keptForNewClub(db: Database, id: string) {
  return [
    listRowWrite(db, eq(clubs.id, id)),
    statisticsVersionWrite(db, federationsOfClubs(eq(clubs.id, id))),
  ] as const;
}

/** Runs the batch; a unique index hit by a racing twin (same federal code) reads as 'club already exists'. */
async function runBatch(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError(errorCodes.clubExists, { httpStatus: 409, field: "code" });
    throw error;
  }
}

/** The sports federation of a federation's clubs (core's sportsFederationOf); what was sent if it is gone. */
async function sportsFederationOfId(
  ctx: ServiceContext,
  federationId: string,
  sent: string,
): Promise<string> {
  const [federation] = await ctx.deps
    .db()
    .select({ name: federations.name })
    .from(federations)
    .where(eq(federations.id, federationId))
    .limit(1);
  return federation ? sportsFederationOf(federation.name) : sent;
}

async function created(ctx: ServiceContext, id: string, refusal: AppError) {
  const [club] = await ctx.deps.db().select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
  if (!club) throw refusal;
  return { id };
}

/**
 * Creates a club with a club invitation. One batch (one transaction): the insert happens only
 * while the invitation and the federation's quota both have a unit left, and both are decremented
 * only if the insert happened, so two people racing for the last unit cannot both win.
 */
export async function createClub(
  ctx: ServiceContext,
  input: ClubInput,
  options: { byFederationAdmin?: boolean } = {},
) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [invitation] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.id, input.invitationId))
    .limit(1);
  if (!invitation || invitation.type !== "club")
    throw new AppError(errorCodes.invalidInvitation, { httpStatus: 422, field: "invitationId" });
  // A federation admin adding a club for someone else (federation/addClub) does not become its admin.
  const joinAsAdmin = !(
    options.byFederationAdmin &&
    (user.isAdmin || (invitation.federationId && user.federationIds.includes(invitation.federationId)))
  );
  // Whoever becomes the club's admin must be the one it was sent to; adding it for someone else is not joining.
  const now = ctx.deps.clock.now();
  refuseUnusableInvitation(invitation, { now, accountEmail: user.email, bound: joinAsAdmin });
  if (invitation.amount < 1)
    throw new AppError(errorCodes.noInvitationsLeft, { httpStatus: 422, field: "invitationId" });
  await refuseDuplicate(ctx, invitation.federationId, input.code);
  const id = crypto.randomUUID();
  const fedId = invitation.federationId;
  // A federation's invitation says the club's sports federation: the form no longer asks, and a client
  // cannot claim another (issue 31.6, decision 153). A licence's invitation keeps the one picked.
  const fields = fedId
    ? { ...input, federation: await sportsFederationOfId(ctx, fedId, input.federation) }
    : input;
  const quotaLeft = fedId
    ? sql`and exists (select 1 from ${federations} where ${federations.id} = ${fedId} and ${federations.quota} > 0)`
    : sql``;
  const guard = sql`exists (select 1 from ${invitations} where ${invitations.id} = ${invitation.id} and ${openInvitationSql(now)}) ${quotaLeft}`;
  const done = sql`exists (select 1 from ${clubs} where ${clubs.id} = ${id})`;
  const firstAdmin = joinAsAdmin ? null : firstAdminInvitation(id, user.id, done, now);
  await runBatch(() =>
    db.batch([
      db.run(insertClub(id, fedId, fields, invitation.id, guard)),
      db
        .update(invitations)
        .set({ amount: sql`${invitations.amount} - 1` })
        .where(and(eq(invitations.id, invitation.id), done)),
      ...(fedId
        ? [
            db
              .update(federations)
              .set({ quota: sql`${federations.quota} - 1` })
              .where(and(eq(federations.id, fedId), done)),
          ]
        : []),
      db.run(
        firstAdmin
          ? firstAdmin.insert
          : sql`insert into ${memberships} (user_id, organization_id, organization_type) select ${user.id}, ${id}, 'club' where ${done}`,
      ),
      ...keptForNewClub(db, id),
    ]),
  );
  if (joinAsAdmin) forgetSession(ctx.deps, user.id);
  const club = await created(
    ctx,
    id,
    new AppError(errorCodes.noInvitationsLeft, { httpStatus: 422, field: "invitationId" }),
  );
  return firstAdmin ? { ...club, invitationId: firstAdmin.invitationId } : club;
}

/**
 * federation/addClub without an invitation: an admin of the federation adds a club straight on the
 * contract, taking one unit of the quota that open club invitations do not already reserve. They do
 * not become its admins and may not invite any (api.md, decision 006), so the club comes with one
 * admin invitation, in the same batch, whose link they hand to the club (decision 109).
 */
export async function addClubToFederation(ctx: ServiceContext, federationId: string, input: ClubFields) {
  const user = requireFederationAdmin(ctx, federationId);
  const db = ctx.deps.db();
  const [federation] = await db
    .select({ id: federations.id })
    .from(federations)
    .where(eq(federations.id, federationId))
    .limit(1);
  if (!federation) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  await refuseDuplicate(ctx, federationId, input.code);
  const id = crypto.randomUUID();
  const done = sql`exists (select 1 from ${clubs} where ${clubs.id} = ${id})`;
  const now = ctx.deps.clock.now();
  const firstAdmin = firstAdminInvitation(id, user.id, done, now);
  await runBatch(() =>
    db.batch([
      db.run(insertClub(id, federationId, input, null, sql`${freeQuota(federationId, now)} > 0`)),
      db
        .update(federations)
        .set({ quota: sql`${federations.quota} - 1` })
        .where(and(eq(federations.id, federationId), done)),
      db.run(firstAdmin.insert),
      ...keptForNewClub(db, id),
    ]),
  );
  const club = await created(
    ctx,
    id,
    new AppError(errorCodes.noInvitationsLeft, { httpStatus: 422, field: "federationId" }),
  );
  return { ...club, invitationId: firstAdmin.invitationId };
}

/** federation/addClub: with a club invitation (anyone holding it), or on the quota by the federation's admins. */
export function addClub(
  ctx: ServiceContext,
  input: ClubFields & { invitationId?: string; federationId?: string },
) {
  const { invitationId, federationId, ...fields } = input;
  if (invitationId) return createClub(ctx, { ...fields, invitationId }, { byFederationAdmin: true });
  return addClubToFederation(ctx, federationId as string, fields);
}
