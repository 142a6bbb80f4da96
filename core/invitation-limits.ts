/** api.md "Invitations": limits the server enforces in the statement that inserts, and the screens show. */

/** A federation has fewer than this many open admin (adminFede) invitations. */
export const MAX_OPEN_ADMIN_INVITATIONS = 3;

/** A club's admins plus its open admin invitations stay below this. */
export const MAX_CLUB_ADMINS_AND_INVITATIONS = 4;

/** Every invitation expires this many days after it was made (its mail and the join page say until when). */
export const INVITATION_LIFETIME_DAYS = 30;
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** When an invitation made at `createdAt` (epoch ms) stops being usable. */
export function invitationExpiresAt(createdAt: number): number {
  return createdAt + INVITATION_LIFETIME_MS;
}

/** The addresses an invitation was sent to (stored comma-separated), as compared: trimmed, lower case. */
export function invitationAddresses(emails: string): string[] {
  return emails
    .split(",")
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Whether the account with this address may use the invitation: one sent to addresses is bound to
 * them; one sent to none (a link handed over by hand) is anyone's who holds it.
 */
export function invitationIsFor(emails: string, accountEmail: string): boolean {
  const addresses = invitationAddresses(emails);
  return addresses.length === 0 || addresses.includes(accountEmail.trim().toLowerCase());
}
