import type { FieldValues, Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { adminInvitationResolver } from "../../../components/invite-dialog";
import { clubInvitationResolver } from "./invitation-forms";

async function run<T extends FieldValues>(resolver: Resolver<T, unknown, unknown>, values: T) {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
  return Object.keys(errors).length ? { errors } : { data: result.values };
}

describe("invitation forms", () => {
  it("takes an admin invitation without an e-mail, or with a valid one", async () => {
    expect(await run(adminInvitationResolver, { email: "  " })).toEqual({ data: { email: [] } });
    expect(await run(adminInvitationResolver, { email: " Boss@Club.org " })).toEqual({
      data: { email: ["boss@club.org"] },
    });
    expect(await run(adminInvitationResolver, { email: "boss@" })).toEqual({
      errors: { email: "error_email_malformed" },
    });
  });

  it("wants a name and a number from 1 to the remaining quota for a club invitation", async () => {
    const resolver = clubInvitationResolver(3);
    expect(await run(resolver, { email: "", invitationName: " Ligue Sud ", invitationNumber: "3" })).toEqual({
      data: { email: [], invitationName: "Ligue Sud", invitationNumber: 3 },
    });
    for (const number of ["0", "4", "", "1.5", "-1", "abc"]) {
      expect(await run(resolver, { email: "", invitationName: "Lot", invitationNumber: number })).toEqual({
        errors: { invitationNumber: "not_in_range" },
      });
    }
    expect(await run(resolver, { email: "x", invitationName: " ", invitationNumber: "1" })).toEqual({
      errors: { email: "error_email_malformed", invitationName: "error_name_required" },
    });
  });
});
