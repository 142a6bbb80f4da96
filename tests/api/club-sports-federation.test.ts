import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs } from "../../worker/db/schema";
import { createClubInvitation, createFederation, registerAndLogin } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 31.6, decision 153: a federation's club invitation says the club's sports federation, so the
// join form does not ask for it, and the server takes it from the invitation whatever a client sends.
let t: TestApp;
let admin: string;
let serial = 0;

async function clubInvitationOf(federationName: string) {
  const federationId = await createFederation(t, admin, { name: federationName });
  return (await createClubInvitation(t, admin, federationId, { amount: 2 })).body.data.invitationId;
}

async function createClub(invitationId: string, federation?: string) {
  const founder = await registerAndLogin(t, `sports-fed-${++serial}@x.org`);
  const code = `SF${serial}`;
  const answer = await t.call<{ id: string }>("/api/club/create", {
    method: "POST",
    token: founder,
    json: {
      input: {
        name: `Club ${code}`,
        code,
        zipCode: "33000",
        league: "",
        invitationId,
        ...(federation === undefined ? {} : { federation }),
      },
    },
  });
  expect(answer.http).toBe(200);
  const [row] = await t.deps
    .db()
    .select({ federation: clubs.federation })
    .from(clubs)
    .where(eq(clubs.id, answer.body.data.id));
  return row?.federation;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

describe("a club created with a federation's invitation", () => {
  it("gets the federation's sports federation in the list's spelling, without sending one", async () => {
    const invitation = await clubInvitationOf("FÉDÉRATION FRANÇAISE DE BADMINTON");
    expect(await createClub(invitation)).toBe("Fédération française de badminton");
  });

  it("cannot be given another sports federation by a client", async () => {
    const invitation = await clubInvitationOf(
      "Fédération française de judo, jujitsu, kendo et disciplines associées",
    );
    expect(await createClub(invitation, "Fédération française de rugby")).toBe(
      "Fédération française de judo, jujitsu, kendo et disciplines associées",
    );
  });

  it("gets the federation's own name when the list does not hold it", async () => {
    const invitation = await clubInvitationOf("Ligue démo de palet breton");
    expect(await createClub(invitation, "Other")).toBe("Ligue démo de palet breton");
  });
});
