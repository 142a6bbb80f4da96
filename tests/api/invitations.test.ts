import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, federations, invitations, memberships, outbox, users } from "../../worker/db/schema";
import { AppError, errorCodes } from "#core/errors";
import {
  createClubInvitation,
  createFederation,
  registerAndLogin,
  TEST_PASSWORD,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: string;
let serial = 0;

const newFederation = (quota: number) => createFederation(t, admin, { name: `Fédé ${++serial}`, quota });
const clubInvitation = (federationId: string, amount: number) =>
  createClubInvitation(t, admin, federationId, { amount });
const clubInput = (invitationId: string, code = `K${++serial}`) => ({
  input: {
    name: `Club ${code}`,
    code,
    zipCode: "33000",
    league: "Nouvelle-Aquitaine",
    federation: "Other",
    invitationId,
  },
});
const quotaOf = async (id: string) =>
  (await t.deps.db().select({ quota: federations.quota }).from(federations).where(eq(federations.id, id)))[0]
    .quota;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

describe("races for the last unit", () => {
  it("lets only one of two founders take the federation's last unit, even with two invitations", async () => {
    const fed = await newFederation(2);
    const [a, b] = await Promise.all([clubInvitation(fed, 1), clubInvitation(fed, 1)]);
    // The global admin lowers the quota below what the invitations reserve: the quota is now the limit.
    await t.deps.db().update(federations).set({ quota: 1 }).where(eq(federations.id, fed));
    const founders = await Promise.all(
      [`r1-${serial}@x.org`, `r2-${serial}@x.org`].map((email) => registerAndLogin(t, email)),
    );
    const attempts = await Promise.all([
      t.call("/api/club/create", {
        method: "POST",
        token: founders[0],
        json: clubInput(a.body.data.invitationId),
      }),
      t.call("/api/club/create", {
        method: "POST",
        token: founders[1],
        json: clubInput(b.body.data.invitationId),
      }),
    ]);
    expect(attempts.map((x) => x.http).sort()).toEqual([200, 422]);
    expect(await quotaOf(fed)).toBe(0);
    expect(await t.deps.db().select().from(clubs).where(eq(clubs.federationId, fed))).toHaveLength(1);
  });

  it("lets only one of two racing club invitations take the last free quota", async () => {
    const fed = await newFederation(1);
    const answers = await Promise.all([clubInvitation(fed, 1), clubInvitation(fed, 1)]);
    expect(answers.map((x) => x.http).sort()).toEqual([200, 422]);
    expect(answers.find((x) => x.http === 422)!.body.data).toEqual({ min: 1, max: 0 });
  });

  it("keeps admin invitations under 3 when requested at once", async () => {
    const fed = await newFederation(0);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        t.call("/api/invitation/federation", {
          method: "POST",
          token: admin,
          json: { request: { emails: [], federationId: fed } },
        }),
      ),
    );
    expect(answers.filter((x) => x.http === 200)).toHaveLength(3);
    expect(answers.filter((x) => x.http === 422)).toHaveLength(2);
  });

  it("gives a one-time admin invitation to one of two people joining at once", async () => {
    const fed = await newFederation(0);
    const invitation = await t.call<{ invitationId: string }>("/api/invitation/federation", {
      method: "POST",
      token: admin,
      json: { request: { emails: [], federationId: fed } },
    });
    const people = await Promise.all(
      [`j1-${serial}@x.org`, `j2-${serial}@x.org`].map((email) => registerAndLogin(t, email)),
    );
    const answers = await Promise.all(
      people.map((token) =>
        t.call("/api/invitation/join", {
          method: "POST",
          token,
          json: { input: { invitationId: invitation.body.data.invitationId } },
        }),
      ),
    );
    expect(answers.map((x) => x.http).sort()).toEqual([200, 422]);
    expect(
      await t.deps.db().select().from(memberships).where(eq(memberships.organizationId, fed)),
    ).toHaveLength(1);
  });
});

describe("invitation rules", () => {
  it("mails the link to each address given, in the hash form the app reads", async () => {
    const fed = await newFederation(3);
    const answer = await t.call<{ invitationId: string }>("/api/invitation/club", {
      method: "POST",
      token: admin,
      json: { request: { emails: ["one@x.org", "two@x.org"], federationId: fed, name: "Lot", amount: 2 } },
    });
    const code = answer.body.data.invitationId;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    for (const to of ["one@x.org", "two@x.org"]) {
      const [mail] = await t.deps.db().select().from(outbox).where(eq(outbox.to, to));
      expect(mail.text).toContain(`/#/join/club/${code}`);
    }
  });

  it("mails in the inviter's language, with the day written as that language writes it", async () => {
    const fed = await newFederation(3);
    const adminRow = eq(users.email, "admin@demo.clubcost.app");
    const invite = async (to: string) => {
      await t.call("/api/invitation/federation", {
        method: "POST",
        token: await t.login("admin@demo.clubcost.app"),
        json: { request: { emails: [to], federationId: fed } },
      });
      const [mail] = await t.deps.db().select().from(outbox).where(eq(outbox.to, to));
      return mail;
    };
    const french = await invite("fr-invitee@x.org");
    await t.deps.db().update(users).set({ locale: "en" }).where(adminRow);
    try {
      const english = await invite("en-invitee@x.org");
      expect(english.subject).toMatch(/: you are invited to join Fédé \d/);
      expect(english.text).toMatch(/This invitation is valid until \d{1,2} [A-Z][a-z]+ \d{4}\./);
      expect(french.subject).toMatch(/vous êtes invité à rejoindre Fédé \d/);
      expect(french.text).toMatch(/Cette invitation est valable jusqu'au \d{2}\/\d{2}\/\d{4}\./);
    } finally {
      await t.deps.db().update(users).set({ locale: "fr" }).where(adminRow);
    }
  });

  it("withdraws an invitation whose e-mail could not be sent: the failed call uses up no place", async () => {
    const fed = await newFederation(2);
    const clubId = (await t.deps.db().select({ id: clubs.id }).from(clubs).limit(1))[0].id;
    const send = t.deps.mailer.send;
    // A mail service that refuses, and one that breaks before any mail leaves.
    const failures = [
      () => Promise.reject(new AppError(errorCodes.mailFailed, { httpStatus: 503 })),
      () => {
        throw new AppError(errorCodes.mailFailed, { httpStatus: 503 });
      },
    ];
    try {
      for (const failing of failures) {
        t.deps.mailer.send = failing;
        const calls = [
          t.call("/api/invitation/club", {
            method: "POST",
            token: admin,
            json: { request: { emails: ["a@x.org"], federationId: fed, name: "Lot", amount: 2 } },
          }),
          t.call("/api/invitation/federation", {
            method: "POST",
            token: admin,
            json: { request: { emails: ["b@x.org"], federationId: fed } },
          }),
          t.call("/api/invitation/user", {
            method: "POST",
            token: admin,
            json: { request: { emails: ["c@x.org"], clubId } },
          }),
        ];
        for (const failed of await Promise.all(calls))
          expect([failed.http, failed.body.status, failed.body.data]).toEqual([503, 9, null]);
      }
    } finally {
      t.deps.mailer.send = send;
    }
    const left = await t.deps
      .db()
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.federationId, fed));
    const ofClub = await t.deps
      .db()
      .select({ emails: invitations.emails })
      .from(invitations)
      .where(eq(invitations.clubId, clubId));
    expect([left, ofClub.filter((i) => i.emails === "c@x.org")]).toEqual([[], []]);
    // The whole quota is still there to invite with.
    expect((await clubInvitation(fed, 2)).http).toBe(200);
  });

  it("keeps an invitation some addresses received, and names those it could not reach", async () => {
    const fed = await newFederation(2);
    const send = t.deps.mailer.send;
    t.deps.mailer.send = (mail) =>
      mail.to === "down@x.org"
        ? Promise.reject(new AppError(errorCodes.mailFailed, { httpStatus: 503 }))
        : send(mail);
    try {
      const answer = await t.call<{ invitationId: string; unsentEmails: string[] }>("/api/invitation/club", {
        method: "POST",
        token: admin,
        json: { request: { emails: ["down@x.org", "up@x.org"], federationId: fed, name: "Lot", amount: 1 } },
      });
      expect([answer.http, answer.body.data.unsentEmails]).toEqual([200, ["down@x.org"]]);
      // The address after the failed one got its mail, and the code it holds is the kept invitation's.
      const code = answer.body.data.invitationId.replaceAll("-", "");
      const mailed = await t.deps
        .db()
        .select({ to: outbox.to, text: outbox.text })
        .from(outbox)
        .where(eq(outbox.to, "up@x.org"));
      expect(mailed.some((mail) => mail.text.includes(answer.body.data.invitationId))).toBe(true);
      expect(
        await t.deps.db().select({ id: invitations.id }).from(invitations).where(eq(invitations.id, code)),
      ).toHaveLength(1);
    } finally {
      t.deps.mailer.send = send;
    }
    // Every address mailed: nothing unsent.
    const fine = await t.call<{ unsentEmails: string[] }>("/api/invitation/federation", {
      method: "POST",
      token: admin,
      json: { request: { emails: ["boss@x.org"], federationId: fed } },
    });
    expect([fine.http, fine.body.data.unsentEmails]).toEqual([200, []]);
  });

  it("refuses an amount outside 1 to the remaining quota, and names the bounds", async () => {
    const fed = await newFederation(3);
    expect((await clubInvitation(fed, 2)).http).toBe(200);
    const tooMany = await clubInvitation(fed, 2);
    expect([tooMany.http, tooMany.body.status, tooMany.body.data]).toEqual([422, 1002, { min: 1, max: 1 }]);
    const zero = await clubInvitation(fed, 0);
    expect([zero.http, zero.body.message]).toEqual([400, "not_in_range"]);
    const unknown = await t.call("/api/invitation/club", {
      method: "POST",
      token: admin,
      json: { request: { emails: [], federationId: "nope", name: "Lot", amount: 1 } },
    });
    expect([unknown.http, unknown.body.status]).toEqual([404, 1000]);
  });

  it("answers 'invalid invitation' for unknown, used-up or wrong-kind numbers", async () => {
    const user = await registerAndLogin(t, `inv-${++serial}@x.org`);
    const unknown = await t.call("/api/invitation/whichOrganization/AAAA-BBBB-CCCC-DDDD", { token: user });
    expect([unknown.http, unknown.body.status]).toEqual([422, 1001]);
    const fed = await newFederation(2);
    const club = await clubInvitation(fed, 1);
    const asAdmin = await t.call("/api/invitation/join", {
      method: "POST",
      token: user,
      json: { input: { invitationId: club.body.data.invitationId } },
    });
    expect([asAdmin.http, asAdmin.body.status]).toEqual([422, 1001]);
    expect(
      (
        await t.call("/api/club/create", {
          method: "POST",
          token: user,
          json: clubInput(club.body.data.invitationId),
        })
      ).http,
    ).toBe(200);
    const usedUp = await t.call("/api/club/create", {
      method: "POST",
      token: user,
      json: clubInput(club.body.data.invitationId),
    });
    expect([usedUp.http, usedUp.body.status]).toEqual([422, 1002]);
    const missing = await t.call("/api/club/create", {
      method: "POST",
      token: user,
      json: { input: { name: "X", code: "Y", zipCode: "1" } },
    });
    expect([missing.http, missing.body.field]).toEqual([400, "input.invitationId"]);
  });

  it("refuses a second club with the same federal code in one federation", async () => {
    const fed = await newFederation(3);
    const invitation = await clubInvitation(fed, 3);
    const user = await registerAndLogin(t, `dup-${++serial}@x.org`);
    const first = await t.call<{ id: string }>("/api/club/create", {
      method: "POST",
      token: user,
      json: clubInput(invitation.body.data.invitationId, "SAME"),
    });
    expect(first.http).toBe(200);
    const second = await t.call("/api/club/create", {
      method: "POST",
      token: user,
      json: clubInput(invitation.body.data.invitationId, "SAME"),
    });
    expect([second.http, second.body.status]).toEqual([409, 1003]);
    const [row] = await t.deps.db().select().from(clubs).where(eq(clubs.id, first.body.data.id));
    // A federation's invitation gives the sports federation (decision 153): its name, not the "Other" sent.
    const [federation] = await t.deps
      .db()
      .select({ name: federations.name })
      .from(federations)
      .where(eq(federations.id, fed));
    expect(row.federation).toBe(federation.name);
    const [left] = await t.deps.db().select().from(invitations).where(eq(invitations.federationId, fed));
    expect(left.amount).toBe(2);
  });

  it("lets a federation admin add a club on the free quota only, without becoming its admin", async () => {
    const fed = await newFederation(2);
    await clubInvitation(fed, 1);
    const added = await t.call<{ id: string; invitationId: string }>("/api/federation/addClub", {
      method: "POST",
      token: admin,
      json: { input: { ...clubInput("").input, invitationId: undefined, federationId: fed } },
    });
    expect(added.http).toBe(200);
    expect(
      await t.deps.db().select().from(memberships).where(eq(memberships.organizationId, added.body.data.id)),
    ).toHaveLength(0);
    const adminInvitations = () =>
      t.deps.db().select().from(invitations).where(eq(invitations.type, "clubAdmin"));
    const before = (await adminInvitations()).length;
    const full = await t.call("/api/federation/addClub", {
      method: "POST",
      token: admin,
      json: { input: { ...clubInput("").input, invitationId: undefined, federationId: fed } },
    });
    expect([full.http, full.body.status]).toEqual([422, 1002]);
    expect(await quotaOf(fed)).toBe(1);
    // A refused club leaves no invitation behind.
    expect(await adminInvitations()).toHaveLength(before);

    // The added club comes with the invitation of its first admin, which whoever gets the link uses.
    const treasurer = await registerAndLogin(t, `first-admin-${++serial}@x.org`);
    const joined = await t.call("/api/invitation/join", {
      method: "POST",
      token: treasurer,
      json: { input: { invitationId: added.body.data.invitationId } },
    });
    expect(joined.http).toBe(200);
    const admins = await t.deps
      .db()
      .select()
      .from(memberships)
      .where(eq(memberships.organizationId, added.body.data.id));
    expect(admins).toHaveLength(1);
    const again = await t.call("/api/invitation/join", {
      method: "POST",
      token: await registerAndLogin(t, `second-${++serial}@x.org`),
      json: { input: { invitationId: added.body.data.invitationId } },
    });
    expect(again.http).not.toBe(200);
  });

  it("gives a club a federation admin adds with one of its club invitations the invitation of its first admin too", async () => {
    const fed = await newFederation(2);
    const invitation = await clubInvitation(fed, 1);
    const added = await t.call<{ id: string; invitationId: string }>("/api/federation/addClub", {
      method: "POST",
      token: admin,
      json: { input: { ...clubInput(invitation.body.data.invitationId, `INV${++serial}`).input } },
    });
    expect(added.http).toBe(200);
    expect(
      await t.deps.db().select().from(memberships).where(eq(memberships.organizationId, added.body.data.id)),
    ).toHaveLength(0);
    const treasurer = await registerAndLogin(t, `first-by-invitation-${++serial}@x.org`);
    expect(
      (
        await t.call("/api/invitation/join", {
          method: "POST",
          token: treasurer,
          json: { input: { invitationId: added.body.data.invitationId } },
        })
      ).http,
    ).toBe(200);
    expect(
      await t.deps.db().select().from(memberships).where(eq(memberships.organizationId, added.body.data.id)),
    ).toHaveLength(1);
  });

  it("removes a federation with its invitations and admins; its clubs stay, outside any contract", async () => {
    const fed = await newFederation(2);
    const invitation = await clubInvitation(fed, 2);
    const user = await registerAndLogin(t, `rm-${++serial}@x.org`);
    const club = await t.call<{ id: string }>("/api/club/create", {
      method: "POST",
      token: user,
      json: clubInput(invitation.body.data.invitationId),
    });
    expect((await t.call(`/api/federation/remove/${fed}`, { method: "DELETE", token: admin })).http).toBe(
      200,
    );
    const [row] = await t.deps.db().select().from(clubs).where(eq(clubs.id, club.body.data.id));
    expect(row.federationId).toBeNull();
    expect(
      await t.deps.db().select().from(invitations).where(eq(invitations.federationId, fed)),
    ).toHaveLength(0);
    expect((await t.call(`/api/federation/remove/${fed}`, { method: "DELETE", token: admin })).http).toBe(
      404,
    );
  });

  it("makes leaving permanent: the former admin needs a new invitation", async () => {
    const fed = await newFederation(0);
    const invitation = await t.call<{ invitationId: string }>("/api/invitation/federation", {
      method: "POST",
      token: admin,
      json: { request: { emails: [], federationId: fed } },
    });
    let boss = await registerAndLogin(t, `leave-${++serial}@x.org`);
    await t.call("/api/invitation/join", {
      method: "POST",
      token: boss,
      json: { input: { invitationId: invitation.body.data.invitationId } },
    });
    expect((await t.call(`/api/federation/${fed}`, { token: boss })).http).toBe(200);
    expect((await t.call(`/api/federation/leave/${fed}`, { method: "POST", token: boss })).http).toBe(200);
    boss = await t.login(`leave-${serial}@x.org`, TEST_PASSWORD);
    expect((await t.call(`/api/federation/${fed}`, { token: boss })).http).toBe(403);
    const again = await t.call("/api/invitation/join", {
      method: "POST",
      token: boss,
      json: { input: { invitationId: invitation.body.data.invitationId } },
    });
    expect(again.http).toBe(422);
    expect(
      await t.deps
        .db()
        .select()
        .from(memberships)
        .where(and(eq(memberships.organizationId, fed))),
    ).toHaveLength(0);
  });
});
