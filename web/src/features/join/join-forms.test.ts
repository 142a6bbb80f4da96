import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { InvitationOrganization, Lookup } from "./join-api";
import { addClubResolver, emptyAddClub, joinResolver } from "./join-forms";

const found = (invitationType: InvitationOrganization["invitationType"]) => ({
  state: "found" as const,
  organization: { id: "f", name: "F", logo: "", type: "federation" as const, invitationType, expiresAt: null },
});

/** What the form's check says of these values: its output, or each field's message (a validation key). */
async function run<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: result.values };
}

const addClub = (values: typeof emptyAddClub, lookup: Lookup) => run(addClubResolver(lookup), values);
const join = (invitation: string, lookup: Lookup) => run(joinResolver(lookup), { invitation });

describe("join forms", () => {
  it("names every missing field of the add-club form with product.md's messages", async () => {
    expect(await addClub(emptyAddClub, { state: "empty" })).toEqual({
      ok: false,
      errors: { invitation: "invitation_required", federation: "federation_required", code: "club_code_required", name: "club_name_required", zipCode: "club_zip_required" },
    });
  });

  it("reads a short, unknown or admin invitation as invalid for a club", async () => {
    const draft = { ...emptyAddClub, federation: "Other", code: "0875", name: "TT Club", zipCode: "75011" };
    expect((await addClub({ ...draft, invitation: "ABCD" }, { state: "partial" })).ok).toBe(false);
    expect(await addClub({ ...draft, invitation: "abcd-efgh-jkmn-pqrs" }, { state: "invalid" })).toMatchObject({ errors: { invitation: "invitation_invalid" } });
    expect(await addClub({ ...draft, invitation: "abcd-efgh-jkmn-pqrs" }, found("adminFede"))).toMatchObject({ errors: { invitation: "invitation_invalid" } });
    expect(await addClub({ ...draft, invitation: " abcd-efgh-jkmn-pqrs " }, found("club"))).toEqual({
      ok: true,
      data: { invitationId: "ABCDEFGHJKMNPQRS", federation: "Other", code: "0875", name: "TT Club", zipCode: "75011", league: "" },
    });
  });

  it("sends the club's fields trimmed, as the server reads them", async () => {
    const draft = { invitation: "abcdefghjkmnpqrs", federation: "Other", code: " 0875 ", name: " TT Club ", zipCode: " 75011 ", league: " Bretagne " };
    expect(await addClub(draft, found("club"))).toEqual({
      ok: true,
      data: { invitationId: "ABCDEFGHJKMNPQRS", federation: "Other", code: "0875", name: "TT Club", zipCode: "75011", league: "Bretagne" },
    });
  });

  it("joins with an admin invitation only", async () => {
    expect(await join("", { state: "empty" })).toEqual({ ok: false, errors: { invitation: "invitation_required" } });
    expect(await join("abcdefghjkmnpqrs", found("club"))).toEqual({ ok: false, errors: { invitation: "invitation_invalid" } });
    expect(await join("abcd efgh jkmn pqrs", found("clubAdmin"))).toEqual({ ok: true, data: { invitationId: "ABCDEFGHJKMNPQRS" } });
  });

  it("says why the server refused a number: expired, or sent to another address (decision 117)", async () => {
    expect(await join("abcdefghjkmnpqrs", { state: "invalid", reason: "invitation_expired" })).toEqual({ ok: false, errors: { invitation: "invitation_expired" } });
    expect(await join("abcdefghjkmnpqrs", { state: "invalid", reason: "invitation_other_account" })).toEqual({ ok: false, errors: { invitation: "invitation_other_account" } });
  });
});
