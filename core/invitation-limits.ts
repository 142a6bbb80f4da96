/** api.md "Invitations": limits the server enforces in the statement that inserts, and the screens show. */

/** A federation has fewer than this many open admin (adminFede) invitations. */
export const MAX_OPEN_ADMIN_INVITATIONS = 3;

/** A club's admins plus its open admin invitations stay below this. */
export const MAX_CLUB_ADMINS_AND_INVITATIONS = 4;
