import { sql } from "drizzle-orm";
import { AppError, errorCodes } from "#core/errors";
import { INVITATION_LIFETIME_MS, invitationExpiresAt, invitationIsFor } from "#core/invitation-limits";
import { invitations } from "../../db/schema";

type InvitationRow = Pick<
  typeof invitations.$inferSelect,
  "type" | "federationId" | "clubId" | "emails" | "createdAt"
>;

/**
 * A paid licence's club invitation (no federation, no club) does not expire after 30 days: it was
 * paid for, only its buyer is shown it, and it lasts as long as the licence (decision 117).
 */
export const isLicenceInvitation = (invitation: Pick<InvitationRow, "type" | "federationId" | "clubId">) =>
  invitation.type === "club" && !invitation.federationId && !invitation.clubId;

/** When the invitation stops being usable; null for a licence's. */
export const expiresAtOf = (invitation: InvitationRow): number | null =>
  isLicenceInvitation(invitation) ? null : invitationExpiresAt(invitation.createdAt);

/**
 * SQL: the invitation still has a use and has not expired. Expired invitations no longer count in
 * the limits (3 admin invitations, 4 club admins, the quota club invitations reserve) either.
 */
export const openInvitationSql = (now: number) =>
  sql`(${invitations.amount} > 0 and (${invitations.createdAt} > ${now - INVITATION_LIFETIME_MS}
    or (${invitations.type} = 'club' and ${invitations.federationId} is null and ${invitations.clubId} is null)))`;

/**
 * Refuses an invitation that has expired, or, when `bound`, one sent to addresses that the caller's
 * account is not (422, field invitationId, code 1001 with a text key the web app translates).
 */
export function refuseUnusableInvitation(
  invitation: InvitationRow,
  options: { now: number; accountEmail: string; bound: boolean },
) {
  const expiresAt = expiresAtOf(invitation);
  if (expiresAt !== null && expiresAt <= options.now)
    throw new AppError(errorCodes.invalidInvitation, {
      httpStatus: 422,
      field: "invitationId",
      message: "invitation_expired",
    });
  if (options.bound && !invitationIsFor(invitation.emails, options.accountEmail)) {
    throw new AppError(errorCodes.invalidInvitation, {
      httpStatus: 422,
      field: "invitationId",
      message: "invitation_other_account",
    });
  }
}
