import type { FieldErrors } from "../../lib/validate";
import { INVITATION_LENGTH, type Lookup, normalizeInvitation } from "./join-api";

export interface AddClubDraft {
  invitation: string;
  federation: string;
  code: string;
  name: string;
  zipCode: string;
  league: string;
}

export const emptyAddClub: AddClubDraft = { invitation: "", federation: "", code: "", name: "", zipCode: "", league: "" };

/** The invitation must be given, complete, known to the server and of the kind the form uses. */
export function invitationError(value: string, lookup: Lookup, kinds: string[]): string | undefined {
  const code = normalizeInvitation(value);
  if (!code) return "invitation_required";
  if (lookup.state === "invalid" && lookup.reason) return lookup.reason;
  if (code.length !== INVITATION_LENGTH || lookup.state === "invalid") return "invitation_invalid";
  if (lookup.state === "found" && !kinds.includes(lookup.organization.invitationType)) return "invitation_invalid";
  return undefined;
}

/** product.md section 5, add club: invitation, federation, federal code, name and zip code are required. */
export function checkAddClub(draft: AddClubDraft, lookup: Lookup) {
  const errors: FieldErrors<keyof AddClubDraft> = {};
  const invitation = invitationError(draft.invitation, lookup, ["club"]);
  if (invitation) errors.invitation = invitation;
  if (!draft.federation) errors.federation = "federation_required";
  if (!draft.code.trim()) errors.code = "club_code_required";
  if (!draft.name.trim()) errors.name = "club_name_required";
  if (!draft.zipCode.trim()) errors.zipCode = "club_zip_required";
  if (Object.keys(errors).length) return { ok: false as const, errors };
  return {
    ok: true as const,
    data: {
      invitationId: normalizeInvitation(draft.invitation),
      federation: draft.federation,
      code: draft.code.trim(),
      name: draft.name.trim(),
      zipCode: draft.zipCode.trim(),
      league: draft.league.trim(),
    },
  };
}

/** Join as admin: an admin invitation of a federation (adminFede) or of a club (clubAdmin). */
export function checkJoin(value: string, lookup: Lookup) {
  const error = invitationError(value, lookup, ["adminFede", "clubAdmin"]);
  return error ? { ok: false as const, error } : { ok: true as const, invitationId: normalizeInvitation(value) };
}
