import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { InvitationOrganization, Lookup } from "./join-api";
import { addClubResolver, emptyAddClub, givenSportsFederation, joinResolver } from "./join-forms";

const found = (invitationType: InvitationOrganization["invitationType"]) => ({
  state: "found" as const,
  organization: {
    id: "f",
    name: "F",
    logo: "",
    type: "federation" as const,
    invitationType,
    expiresAt: null,
  },
});

/** What the form's check says of these values: its output, or each field's message (a validation key). */
async function run<T extends FieldValues, O>(resolver: Resolver<T, unknown, O>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: result.values };
}

/** A licence's club invitation: it names no federation, so the sports federation picked is sent. */
const licence = {
  state: "found" as const,
  organization: { ...found("club").organization, type: "licence" as const },
};

const addClub = (values: typeof emptyAddClub, lookup: Lookup) => run(addClubResolver(lookup), values);
const join = (invitation: string, lookup: Lookup) => run(joinResolver(lookup), { invitation });

describe("join forms", () => {
  it("names every missing field of the add-club form with product.md's messages", async () => {
    expect(await addClub(emptyAddClub, { state: "empty" })).toEqual({
      ok: false,
      errors: {
        invitation: "invitation_required",
        federation: "federation_required",
        code: "club_code_required",
        name: "club_name_required",
        zipCode: "club_zip_required",
      },
    });
  });

  it("reads a short, unknown or admin invitation as invalid for a club", async () => {
    const draft = { ...emptyAddClub, federation: "Other", code: "0875", name: "TT Club", zipCode: "75011" };
    expect((await addClub({ ...draft, invitation: "ABCD" }, { state: "partial" })).ok).toBe(false);
    expect(
      await addClub({ ...draft, invitation: "abcd-efgh-jkmn-pqrs" }, { state: "invalid" }),
    ).toMatchObject({ errors: { invitation: "invitation_invalid" } });
    expect(await addClub({ ...draft, invitation: "abcd-efgh-jkmn-pqrs" }, found("adminFede"))).toMatchObject({
      errors: { invitation: "invitation_invalid" },
    });
    expect(await addClub({ ...draft, invitation: " abcd-efgh-jkmn-pqrs " }, licence)).toEqual({
      ok: true,
      data: {
        invitationId: "ABCDEFGHJKMNPQRS",
        federation: "Other",
        code: "0875",
        name: "TT Club",
        zipCode: "75011",
        league: "",
      },
    });
  });

  it("sends the club's fields trimmed, as the server reads them", async () => {
    const draft = {
      invitation: "abcdefghjkmnpqrs",
      federation: "Other",
      code: " 0875 ",
      name: " TT Club ",
      zipCode: " 75011 ",
      league: " Bretagne ",
    };
    expect(await addClub(draft, licence)).toEqual({
      ok: true,
      data: {
        invitationId: "ABCDEFGHJKMNPQRS",
        federation: "Other",
        code: "0875",
        name: "TT Club",
        zipCode: "75011",
        league: "Bretagne",
      },
    });
  });

  it("joins with an admin invitation only", async () => {
    expect(await join("", { state: "empty" })).toEqual({
      ok: false,
      errors: { invitation: "invitation_required" },
    });
    expect(await join("abcdefghjkmnpqrs", found("club"))).toEqual({
      ok: false,
      errors: { invitation: "invitation_invalid" },
    });
    expect(await join("abcd efgh jkmn pqrs", found("clubAdmin"))).toEqual({
      ok: true,
      data: { invitationId: "ABCDEFGHJKMNPQRS" },
    });
  });

  it("says why the server refused a number: expired, or sent to another address (decision 117)", async () => {
    expect(await join("abcdefghjkmnpqrs", { state: "invalid", reason: "invitation_expired" })).toEqual({
      ok: false,
      errors: { invitation: "invitation_expired" },
    });
    expect(await join("abcdefghjkmnpqrs", { state: "invalid", reason: "invitation_other_account" })).toEqual({
      ok: false,
      errors: { invitation: "invitation_other_account" },
    });
  });
});

describe("a federation's club invitation gives the sports federation (issue 31.6)", () => {
  const draft = {
    ...emptyAddClub,
    invitation: "ABCD-EFGH-JKLM-NPQR",
    code: "0875",
    name: "TT Club",
    zipCode: "75011",
  };
  const ofFederation = (name: string): Lookup => ({
    state: "found",
    organization: { ...found("club").organization, name },
  });

  it("is the list's entry for the federation, and the form asks for none", async () => {
    const lookup = ofFederation("Fédération Française de Tennis de Table");
    expect(givenSportsFederation(lookup)).toBe("Fédération française de tennis de table");
    expect(await addClub(draft, lookup)).toMatchObject({
      ok: true,
      data: { federation: "Fédération française de tennis de table" },
    });
  });

  it("is still asked for with a licence's invitation, or while the number is looked up", async () => {
    expect(givenSportsFederation(licence)).toBeNull();
    expect(givenSportsFederation({ state: "checking" })).toBeNull();
    expect(await addClub(draft, licence)).toEqual({
      ok: false,
      errors: { federation: "federation_required" },
    });
  });
});
