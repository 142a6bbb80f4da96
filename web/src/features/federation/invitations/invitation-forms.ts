import { emailSchema } from "../../../../../core/schemas/auth";
import type { FieldErrors } from "../../../lib/validate";

export { MAX_OPEN_ADMIN_INVITATIONS } from "../../../../../core/invitation-limits";

interface AdminInvitationDraft {
  email: string;
}

export interface ClubInvitationDraft {
  email: string;
  invitationName: string;
  invitationNumber: string;
}

/** The e-mail is optional; given, it must be valid (the invitation is then mailed to it). */
function checkEmail(email: string): { email?: string; error?: string } {
  const trimmed = email.trim();
  if (!trimmed) return {};
  const parsed = emailSchema.safeParse(trimmed);
  return parsed.success ? { email: parsed.data } : { error: "error_email_malformed" };
}

export function checkAdminInvitation(draft: AdminInvitationDraft) {
  const { email, error } = checkEmail(draft.email);
  if (error) return { ok: false as const, errors: { email: error } as FieldErrors<keyof AdminInvitationDraft> };
  return { ok: true as const, data: { emails: email ? [email] : [] } };
}

/** Invitation number: a whole number from 1 to the quota still free ('not in range' names both bounds). */
export function checkClubInvitation(draft: ClubInvitationDraft, remaining: number) {
  const errors: FieldErrors<keyof ClubInvitationDraft> = {};
  const { email, error } = checkEmail(draft.email);
  if (error) errors.email = error;
  const name = draft.invitationName.trim();
  if (!name) errors.invitationName = "error_name_required";
  const text = draft.invitationNumber.trim();
  const amount = Number(text);
  if (!text || !/^\d+$/.test(text) || amount < 1 || amount > remaining) errors.invitationNumber = "not_in_range";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  return { ok: true as const, data: { emails: email ? [email] : [], name, amount } };
}
