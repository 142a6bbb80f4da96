import { describe, expect, it } from "vitest";
import type { InvitationOrganization } from "./join-api";
import { checkAddClub, checkJoin, emptyAddClub } from "./join-forms";

const found = (invitationType: InvitationOrganization["invitationType"]) => ({
  state: "found" as const,
  organization: { id: "f", name: "F", logo: "", type: "federation" as const, invitationType, expiresAt: null },
});

describe("join forms", () => {
  it("names every missing field of the add-club form with product.md's messages", () => {
    expect(checkAddClub(emptyAddClub, { state: "empty" })).toEqual({
      ok: false,
      errors: { invitation: "invitation_required", federation: "federation_required", code: "club_code_required", name: "club_name_required", zipCode: "club_zip_required" },
    });
  });

  it("reads a short, unknown or admin invitation as invalid for a club", () => {
    const draft = { ...emptyAddClub, federation: "Other", code: "0875", name: "TT Club", zipCode: "75011" };
    expect(checkAddClub({ ...draft, invitation: "ABCD" }, { state: "partial" }).ok).toBe(false);
    expect(checkAddClub({ ...draft, invitation: "abcd-efgh-jkmn-pqrs" }, { state: "invalid" })).toMatchObject({ errors: { invitation: "invitation_invalid" } });
    expect(checkAddClub({ ...draft, invitation: "abcd-efgh-jkmn-pqrs" }, found("adminFede"))).toMatchObject({ errors: { invitation: "invitation_invalid" } });
    expect(checkAddClub({ ...draft, invitation: " abcd-efgh-jkmn-pqrs " }, found("club"))).toEqual({
      ok: true,
      data: { invitationId: "ABCDEFGHJKMNPQRS", federation: "Other", code: "0875", name: "TT Club", zipCode: "75011", league: "" },
    });
  });

  it("joins with an admin invitation only", () => {
    expect(checkJoin("", { state: "empty" })).toEqual({ ok: false, error: "invitation_required" });
    expect(checkJoin("abcdefghjkmnpqrs", found("club"))).toEqual({ ok: false, error: "invitation_invalid" });
    expect(checkJoin("abcd efgh jkmn pqrs", found("clubAdmin"))).toEqual({ ok: true, invitationId: "ABCDEFGHJKMNPQRS" });
  });

  it("says why the server refused a number: expired, or sent to another address (decision 117)", () => {
    expect(checkJoin("abcdefghjkmnpqrs", { state: "invalid", reason: "invitation_expired" })).toEqual({ ok: false, error: "invitation_expired" });
    expect(checkJoin("abcdefghjkmnpqrs", { state: "invalid", reason: "invitation_other_account" })).toEqual({ ok: false, error: "invitation_other_account" });
  });
});
