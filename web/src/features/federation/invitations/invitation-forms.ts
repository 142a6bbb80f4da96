import { zodResolver } from "@hookform/resolvers/zod";
import * as z from "zod/mini";
import { invitationEmails } from "../../../components/invite-dialog";

export { MAX_OPEN_ADMIN_INVITATIONS } from "#core/invitation-limits";

/** Invitation number: a whole number from 1 to the quota still free ('not in range' names both bounds). */
function clubInvitationForm(remaining: number) {
  return z.object({
    email: invitationEmails,
    invitationName: z.string().check(z.trim(), z.minLength(1, "error_name_required")),
    invitationNumber: z.pipe(
      z.string().check(z.trim(), z.regex(/^\d+$/, "not_in_range")),
      z.pipe(
        z.transform(Number),
        z.number().check(z.gte(1, "not_in_range"), z.lte(remaining, "not_in_range")),
      ),
    ),
  });
}

export const clubInvitationResolver = (remaining: number) => zodResolver(clubInvitationForm(remaining));
