import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import * as z from "zod/mini";
import { clubInputSchema } from "#core/schemas/organizations";
import { sportsFederationOf } from "#core/sports-federations";
import { type ClubRequest, INVITATION_LENGTH, type Lookup, normalizeInvitation } from "./join-api";

export interface AddClubDraft {
  invitation: string;
  federation: string;
  code: string;
  name: string;
  zipCode: string;
  league: string;
}

export const emptyAddClub: AddClubDraft = {
  invitation: "",
  federation: "",
  code: "",
  name: "",
  zipCode: "",
  league: "",
};

/** The invitation must be given, complete, known to the server and of the kind the form uses. */
export function invitationError(value: string, lookup: Lookup, kinds: readonly string[]): string | undefined {
  const code = normalizeInvitation(value);
  if (!code) return "invitation_required";
  if (lookup.state === "invalid" && lookup.reason) return lookup.reason;
  if (code.length !== INVITATION_LENGTH || lookup.state === "invalid") return "invitation_invalid";
  if (lookup.state === "found" && !kinds.includes(lookup.organization.invitationType))
    return "invitation_invalid";
  return undefined;
}

/** The invitation field, checked against what the server said of the number typed (the lookup); sent without case, spaces or dashes. */
const invitationField = (lookup: Lookup, kinds: readonly string[]) =>
  z.pipe(
    z.string().check(
      z.superRefine((value, context) => {
        const error = invitationError(value, lookup, kinds);
        if (error) context.addIssue({ code: "custom", message: error, input: value });
      }),
    ),
    z.transform(normalizeInvitation),
  );

/** core's club fields (the server's own rules and messages), and the sports federation the form requires. */
const { code, name, zipCode, league } = clubInputSchema.shape;
const federation = z.string().check(z.minLength(1, "federation_required"));

/**
 * The sports federation a federation's club invitation gives (issue 31.6, decision 153): the form then
 * does not ask for it (the server takes it from the invitation too); null when the form must ask.
 */
export function givenSportsFederation(lookup: Lookup): string | null {
  if (
    lookup.state !== "found" ||
    lookup.organization.type !== "federation" ||
    lookup.organization.invitationType !== "club"
  )
    return null;
  return sportsFederationOf(lookup.organization.name);
}

/** product.md section 5, add club: invitation (a club's), federation (unless the invitation gives it), federal code, name and zip code are required. */
export function addClubResolver(lookup: Lookup): Resolver<AddClubDraft, unknown, ClubRequest> {
  const given = givenSportsFederation(lookup);
  const form = z.object({
    invitation: invitationField(lookup, ["club"]),
    federation: given ? z.string() : federation,
    code,
    name,
    zipCode,
    league,
  });
  // The league may be left out of core's input (it defaults to ""); the form always has it.
  return zodResolver(
    z.pipe(
      form,
      z.transform(({ invitation, ...club }): ClubRequest => ({
        ...club,
        federation: given ?? club.federation,
        invitationId: invitation,
      })),
    ),
  ) as Resolver<AddClubDraft, unknown, ClubRequest>;
}

export interface JoinDraft {
  invitation: string;
}

/** Join as admin: an admin invitation of a federation (adminFede) or of a club (clubAdmin). */
export function joinResolver(lookup: Lookup): Resolver<JoinDraft, unknown, { invitationId: string }> {
  const form = z.object({ invitation: invitationField(lookup, ["adminFede", "clubAdmin"]) });
  return zodResolver(
    z.pipe(
      form,
      z.transform(({ invitation }) => ({ invitationId: invitation })),
    ),
  );
}
