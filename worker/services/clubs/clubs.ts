import { and, eq, max, sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { searchableName } from "#core/text";
import {
  calculationHistory,
  calculations,
  clubs,
  connections,
  federations,
  invitations,
  memberships,
  users,
} from "../../db/schema";
import type { ServiceContext, SessionUser } from "../../http/context";
import { requireClubAccess, requireFederationAdmin, requireUser } from "../permissions";
import { formatInvitationCode } from "../invitations/invitation-code";
import { expiresAtOf, openInvitationSql } from "../invitations/invitation-validity";
import { forgetAllSessions, forgetSession } from "../auth/session-cache";
import { federationsOfClubs, statisticsVersionWrite } from "../statistics/statistics-version";
import { listRowWrite } from "./kept-columns";
import { seasonAsked } from "../calculations/season";

/**
 * A club's row of the list of a season (issue 38.3, decision 196), from its kept row (`list_row`,
 * decision 099) and `k`, its calculator of that season (left-joined by primary key). No calculator:
 * the club has not started the season, `started` false and no figures, whatever season its club row
 * still shows (at the turn of a season it keeps the last one's until a save, decision 168). Otherwise
 * the season's own members and budget: the kept row as it is when they are its figures (the usual
 * case, a string append), else written over. Either way with the season's forecast result, kept on
 * the calculator's row (null before its first save since migration 0021, decision 226).
 */
const seasonResult = sql.raw(`case when k.result is null then 'null' else printf('%!.17g', k.result) end`);
const seasonListRow = sql`case
  when k.organization_id is null then json_set(${clubs.listRow}, '$.members', 0, '$.globalFees', 0, '$.started', json('false'), '$.result', json('null'))
  when k.members = ${clubs.members} and k.global_fees = ${clubs.globalFees} then substr(${clubs.listRow}, 1, length(${clubs.listRow}) - 1) || ',"started":true,"result":' || ${seasonResult} || '}'
  else json_set(${clubs.listRow}, '$.members', k.members, '$.globalFees', json(printf('%!.17g', k.global_fees)), '$.started', json('true'), '$.result', json(${seasonResult})) end`;

/**
 * The club list of a federation (screen 7), newest first; the search ignores accents and case.
 * Answers the JSON array of `ClubListRow` as SQLite writes it: thousands of rows never become
 * JavaScript objects (docs/decisions/092), and each club's row is kept ready on the club itself
 * (`list_row`, docs/decisions/099), read in the order of the index (federation, newest, name).
 */
export async function listClubsJson(
  ctx: ServiceContext,
  federationId: string,
  search?: string,
  seasonParam?: string,
): Promise<string> {
  requireFederationAdmin(ctx, federationId);
  const season = seasonAsked(ctx, seasonParam, "season");
  const db = (ctx.deps.readerDb ?? ctx.deps.db)();
  // Every word must appear; instr() rather than LIKE so that a typed '%' or '_' is an ordinary character.
  const words = searchableName(search ?? "")
    .split(/\s+/)
    .filter(Boolean);
  const filter = words.length
    ? and(...words.map((word) => sql`instr(${clubs.nameSearch}, ${word}) > 0`))
    : undefined;
  // group_concat joins the rows in the order the subquery reads them (club-list-row.test.ts checks it).
  const row = await db.get<{ list: string }>(sql`
    select '[' || coalesce(group_concat(list_row, ','), '') || ']' as list
    from (select ${seasonListRow} as list_row from ${clubs}
      left join ${calculations} k on k.organization_id = ${clubs.id} and k.season = ${season}
      where ${and(eq(clubs.federationId, federationId), filter)}
      order by ${clubs.createdAt} desc, ${clubs.name})`);
  const list = row?.list ?? "[]";
  // Only an empty answer may hide an unknown federation: the usual case stays one query.
  if (list === "[]") {
    const [federation] = await db
      .select({ id: federations.id })
      .from(federations)
      .where(eq(federations.id, federationId))
      .limit(1);
    if (!federation) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  }
  return list;
}

/**
 * Which invitation codes the caller is shown (decision 117): reading a club must not give the means
 * to become its admin. Those who may invite (its admins, the global admin) see every code; its
 * federation's admins only the first-admin invitation of a club they added (decision 109), which they
 * hand over themselves: sent to no address, made by one of the federation's admins, while the club
 * has no admin. A link a club's admin made before the last of them left is not theirs to see: with
 * it, reading the club would again turn into running it.
 */
function codeShown(
  user: SessionUser,
  club: { id: string },
  hasAdmins: boolean,
  federationAdminIds: ReadonlySet<string>,
) {
  const mayInvite = user.isAdmin || user.clubIds.includes(club.id);
  return (invitation: { emails: string; createdBy: string | null }) =>
    mayInvite ||
    (!hasAdmins &&
      invitation.emails.trim() === "" &&
      invitation.createdBy !== null &&
      federationAdminIds.has(invitation.createdBy));
}

/** A club with its details: admins, open invitations, categories, average membership, activity. */
export async function getClub(ctx: ServiceContext, clubId: string) {
  const { club, user } = await requireClubAccess(ctx, clubId, "federation-read");
  const db = ctx.deps.db();
  const [admins, openInvitations, lastConnection, federation, federationAdmins] = await db.batch([
    db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        lastConnection: users.lastConnection,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.organizationId, clubId)),
    db
      .select()
      .from(invitations)
      .where(and(eq(invitations.clubId, clubId), openInvitationSql(ctx.deps.clock.now()))),
    db
      .select({ at: max(connections.at) })
      .from(connections)
      .where(eq(connections.organizationId, clubId)),
    db
      .select({ name: federations.name })
      .from(federations)
      .where(eq(federations.id, club.federationId ?? "")),
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(
        and(
          eq(memberships.organizationId, club.federationId ?? ""),
          eq(memberships.organizationType, "federation"),
        ),
      ),
  ]);
  const shown = codeShown(user, club, admins.length > 0, new Set(federationAdmins.map((m) => m.userId)));
  // The club invitation it was created from creates more clubs while it has units: only those who make them see it.
  const seesClubInvitation =
    user.isAdmin || (club.federationId != null && user.federationIds.includes(club.federationId));
  // The Club of product.md section 3 (and its logo): not the table's own columns (search key, kept list
  // row and counts, update time), which are no part of the contract.
  return {
    id: club.id,
    code: club.code,
    name: club.name,
    zipCode: club.zipCode,
    league: club.league,
    region: club.region,
    members: club.members,
    globalFees: club.globalFees,
    createdAt: club.createdAt,
    logo: club.logo,
    federationId: club.federationId,
    // The federation it belongs to, else the sports federation named when the club was created.
    federation: federation[0]?.name ?? club.federation ?? "",
    // The invitation the club was created from, written as the codes people are given.
    invitationId: club.invitationId && seesClubInvitation ? formatInvitationCode(club.invitationId) : null,
    details: {
      admins,
      // Club admin invitations carry no name: the e-mails they were sent to stand for it. A code the
      // caller may not be shown is null: the federation still sees who is invited, and until when.
      invitations: openInvitations.map((i) => ({
        name: i.name || i.emails.split(",").join(", "),
        invitationId: shown(i) ? formatInvitationCode(i.id) : null,
        expiresAt: expiresAtOf(i),
      })),
      categories: club.categories,
      avgMemberShip: club.avgMemberShip,
      lastConnection: lastConnection[0]?.at ?? null,
      lastSaved: club.lastSaved,
    },
  };
}

export async function renameClub(ctx: ServiceContext, clubId: string, name: string) {
  await requireClubAccess(ctx, clubId, "club-admin");
  const db = ctx.deps.db();
  // The name is listed and the statistics show it: its list row and its federation's version follow.
  await db.batch([
    db
      .update(clubs)
      .set({ name, nameSearch: searchableName(name), updatedAt: ctx.deps.clock.now() })
      .where(eq(clubs.id, clubId)),
    listRowWrite(db, eq(clubs.id, clubId)),
    statisticsVersionWrite(db, federationsOfClubs(eq(clubs.id, clubId))),
  ]);
  return { id: clubId, name };
}

/**
 * Removes a club: the global admin, or an admin of its federation (api.md); never its own admins.
 * A club that no longer exists answers 1000 so that the web app refreshes its stale list.
 */
export async function removeClub(ctx: ServiceContext, clubId: string) {
  const user = requireUser(ctx);
  const db = ctx.deps.db();
  const [club] = await db
    .select({ id: clubs.id, federationId: clubs.federationId })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  const allowed =
    user.isAdmin ||
    (club
      ? club.federationId != null && user.federationIds.includes(club.federationId)
      : user.federationIds.length > 0);
  if (!allowed) throw new AppError(errorCodes.noRight, { httpStatus: 403 });
  if (!club) throw new AppError(errorCodes.federationNotFound, { httpStatus: 404 });
  await db.batch([
    db.delete(memberships).where(eq(memberships.organizationId, clubId)),
    db.delete(invitations).where(eq(invitations.clubId, clubId)),
    db.delete(calculationHistory).where(eq(calculationHistory.organizationId, clubId)),
    db.delete(calculations).where(eq(calculations.organizationId, clubId)),
    // Before the delete, while the club's row still names its federation.
    statisticsVersionWrite(db, federationsOfClubs(eq(clubs.id, clubId))),
    db.delete(clubs).where(eq(clubs.id, clubId)),
  ]);
  // Its admins lost a membership: rare enough to drop every cached caller rather than look them up.
  forgetAllSessions(ctx.deps);
}

/** Leaving is permanent: a new invitation is needed to come back. */
export async function leaveClub(ctx: ServiceContext, clubId: string) {
  const { user } = await requireClubAccess(ctx, clubId, "club-admin");
  await ctx.deps
    .db()
    .delete(memberships)
    .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, clubId)));
  forgetSession(ctx.deps, user.id);
}
