import { describe, expect, it } from "vitest";
import { checkAdminInvitation, checkClubInvitation } from "./invitation-forms";

describe("invitation forms", () => {
  it("takes an admin invitation without an e-mail, or with a valid one", () => {
    expect(checkAdminInvitation({ email: "  " })).toEqual({ ok: true, data: { emails: [] } });
    expect(checkAdminInvitation({ email: " Boss@Club.org " })).toEqual({ ok: true, data: { emails: ["boss@club.org"] } });
    expect(checkAdminInvitation({ email: "boss@" })).toEqual({ ok: false, errors: { email: "error_email_malformed" } });
  });

  it("wants a name and a number from 1 to the remaining quota for a club invitation", () => {
    expect(checkClubInvitation({ email: "", invitationName: "Ligue Sud", invitationNumber: "3" }, 3)).toEqual({ ok: true, data: { emails: [], name: "Ligue Sud", amount: 3 } });
    for (const number of ["0", "4", "", "1.5", "-1", "abc"]) {
      expect(checkClubInvitation({ email: "", invitationName: "Lot", invitationNumber: number }, 3)).toEqual({ ok: false, errors: { invitationNumber: "not_in_range" } });
    }
    expect(checkClubInvitation({ email: "x", invitationName: " ", invitationNumber: "1" }, 3)).toEqual({ ok: false, errors: { email: "error_email_malformed", invitationName: "error_name_required" } });
  });
});
