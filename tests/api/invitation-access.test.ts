import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_LIFETIME_MS } from "#core/invitation-limits";
import type { ClubWithDetails } from "#core/schemas/federation-lists";
import { clubs, federations, invitations, memberships, outbox } from "../../worker/db/schema";
import {
  createClubInvitation,
  createFederation,
  registerAndLogin,
  TEST_PASSWORD,
} from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

// Decision 117: reading a club never gives the means to become its admin; an invitation sent to
// addresses is theirs alone; every invitation (but a paid licence's) expires after 30 days.

let t: TestApp;
let admin: string;
let serial = 0;
const DAY = 24 * 60 * 60 * 1000;

const post = <T = unknown>(path: string, token: string, json: unknown) =>
  t.call<T>(path, { method: "POST", token, json });
const raw = (code: string) => code.replaceAll("-", "");
const clubFields = () => ({
  name: `Club ${++serial}`,
  code: `IA${serial}`,
  zipCode: "33000",
  league: "",
  federation: "Other",
});
const membersOf = (organizationId: string) =>
  t.deps.db().select().from(memberships).where(eq(memberships.organizationId, organizationId));
const invitationRow = async (code: string) =>
  (
    await t.deps
      .db()
      .select()
      .from(invitations)
      .where(eq(invitations.id, raw(code)))
  )[0];

/** A federation with an admin of its own, and a club of it run by its founder. */
async function federationWithClub() {
  const fed = await createFederation(t, admin, { name: `Fédé IA ${++serial}` });
  const fedeInvitation = await post<{ invitationId: string }>("/api/invitation/federation", admin, {
    request: { emails: [], federationId: fed },
  });
  const [fedeEmail, founderEmail] = [`ia-fede-${serial}@x.org`, `ia-founder-${serial}@x.org`];
  const fede = await registerAndLogin(t, fedeEmail);
  expect(
    (
      await post("/api/invitation/join", fede, {
        input: { invitationId: fedeInvitation.body.data.invitationId },
      })
    ).http,
  ).toBe(200);
  const clubInvitation = await createClubInvitation(t, fede, fed, { amount: 2 });
  const founder = await registerAndLogin(t, founderEmail);
  const club = await post<{ id: string }>("/api/club/create", founder, {
    input: { ...clubFields(), invitationId: clubInvitation.body.data.invitationId },
  });
  expect(club.http).toBe(200);
  // Logged in again: the sessions now carry the memberships.
  return {
    fed,
    fede: await t.login(fedeEmail, TEST_PASSWORD),
    founder: await t.login(founderEmail, TEST_PASSWORD),
    clubId: club.body.data.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

describe("who is shown invitation codes", () => {
  it("shows a club's admin invitation codes to its admins and the global admin, not to its federation's admins", async () => {
    const { fede, founder, clubId } = await federationWithClub();
    const byLink = await post<{ invitationId: string }>("/api/invitation/user", founder, {
      request: { emails: [], clubId },
    });
    const byMail = await post<{ invitationId: string }>("/api/invitation/user", founder, {
      request: { emails: ["deputy@x.org"], clubId },
    });
    const codes = [byLink.body.data.invitationId, byMail.body.data.invitationId].sort();
    const seenBy = async (token: string) =>
      (await t.call<ClubWithDetails>(`/api/club/${clubId}`, { token })).body.data;

    const ofFede = await seenBy(fede);
    expect(ofFede.details.invitations.map((i) => i.invitationId)).toEqual([null, null]);
    // Still told who is invited, and until when.
    expect(ofFede.details.invitations.map((i) => i.name)).toContain("deputy@x.org");
    expect(ofFede.details.invitations.every((i) => typeof i.expiresAt === "number")).toBe(true);
    expect(JSON.stringify(ofFede)).not.toContain(codes[0]);
    expect(JSON.stringify(ofFede)).not.toContain(codes[1]);

    for (const token of [founder, admin])
      expect((await seenBy(token)).details.invitations.map((i) => i.invitationId).sort()).toEqual(codes);
    // The club invitation the club came from creates more clubs: its federation sees it, the club's admin does not.
    expect((await seenBy(fede)).invitationId).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect((await seenBy(founder)).invitationId).toBeNull();
  });

  it("shows a club added on the quota its first-admin link while it has no admin, then no more (decision 109)", async () => {
    const { fed, fede } = await federationWithClub();
    const added = await post<{ id: string; invitationId: string }>("/api/federation/addClub", fede, {
      input: { ...clubFields(), federationId: fed },
    });
    expect(added.http).toBe(200);
    const shown = async () =>
      (
        await t.call<ClubWithDetails>(`/api/club/${added.body.data.id}`, { token: fede })
      ).body.data.details.invitations.map((i) => i.invitationId);
    expect(await shown()).toEqual([added.body.data.invitationId]);
    // The global admin invites a second person by link; the first one the club is handed joins.
    const second = await post<{ invitationId: string }>("/api/invitation/user", admin, {
      request: { emails: [], clubId: added.body.data.id },
    });
    const treasurer = await registerAndLogin(t, `ia-treasurer-${++serial}@x.org`);
    expect(
      (
        await post("/api/invitation/join", treasurer, {
          input: { invitationId: added.body.data.invitationId },
        })
      ).http,
    ).toBe(200);
    // The club is run now: the federation no longer holds a way in.
    expect(await shown()).toEqual([null]);
    expect(
      (
        await t.call<ClubWithDetails>(`/api/club/${added.body.data.id}`, { token: admin })
      ).body.data.details.invitations.map((i) => i.invitationId),
    ).toEqual([second.body.data.invitationId]);
  });

  it("does not show the federation a link the club's admin made before leaving it without admins", async () => {
    const { fede, founder, clubId } = await federationWithClub();
    const link = await post<{ invitationId: string }>("/api/invitation/user", founder, {
      request: { emails: [], clubId },
    });
    expect((await t.call(`/api/club/leave/${clubId}`, { method: "POST", token: founder })).http).toBe(200);
    const seenBy = async (token: string) =>
      (await t.call<ClubWithDetails>(`/api/club/${clubId}`, { token })).body.data;
    // The club has no admin now; the link is still open, and still the club's admin's, not the federation's.
    const ofFede = await seenBy(fede);
    expect([ofFede.details.admins, ofFede.details.invitations.map((i) => i.invitationId)]).toEqual([
      [],
      [null],
    ]);
    expect(JSON.stringify(ofFede)).not.toContain(link.body.data.invitationId);
    expect((await seenBy(admin)).details.invitations.map((i) => i.invitationId)).toEqual([
      link.body.data.invitationId,
    ]);
  });
});

describe("an invitation sent to addresses is theirs alone", () => {
  it("refuses joining from another account with a clear message, and changes nothing", async () => {
    const { clubId } = await federationWithClub();
    // Stored as an older client may have: spaces and capitals, compared trimmed and without case.
    const code = `BOUND${++serial}`.padEnd(16, "X").slice(0, 16);
    await t.deps.db().insert(invitations).values({
      id: code,
      type: "clubAdmin",
      clubId,
      amount: 1,
      emails: " Deputy.IA@X.org ,other@x.org",
      createdAt: t.deps.clock.now(),
    });
    const intruder = await registerAndLogin(t, `ia-intruder-${serial}@x.org`);
    const before = await membersOf(clubId);

    const lookup = await t.call(`/api/invitation/whichOrganization/${code}`, { token: intruder });
    const joined = await post("/api/invitation/join", intruder, { input: { invitationId: code } });
    for (const refused of [lookup, joined]) {
      expect([refused.http, refused.body.status, refused.body.field, refused.body.message]).toEqual([
        422,
        1001,
        "invitationId",
        "invitation_other_account",
      ]);
    }
    expect(await membersOf(clubId)).toEqual(before);
    expect((await invitationRow(code)).amount).toBe(1);

    const deputy = await registerAndLogin(t, "deputy.ia@x.org");
    expect((await post("/api/invitation/join", deputy, { input: { invitationId: code } })).http).toBe(200);
    expect(await membersOf(clubId)).toHaveLength(before.length + 1);
  });

  it("binds a club invitation sent to addresses: another account cannot create a club with it", async () => {
    const { fed, fede } = await federationWithClub();
    const invitation = await createClubInvitation(t, fede, fed, { amount: 2, emails: ["founder-ia@x.org"] });
    const intruder = await registerAndLogin(t, `ia-club-intruder-${++serial}@x.org`);
    const clubsBefore = await t.deps
      .db()
      .select({ id: clubs.id })
      .from(clubs)
      .where(eq(clubs.federationId, fed));
    const refused = await post("/api/club/create", intruder, {
      input: { ...clubFields(), invitationId: invitation.body.data.invitationId },
    });
    expect([refused.http, refused.body.status, refused.body.field, refused.body.message]).toEqual([
      422,
      1001,
      "invitationId",
      "invitation_other_account",
    ]);
    expect(
      await t.deps.db().select({ id: clubs.id }).from(clubs).where(eq(clubs.federationId, fed)),
    ).toHaveLength(clubsBefore.length);
    expect((await invitationRow(invitation.body.data.invitationId)).amount).toBe(2);
    // The federation adding a club with it for someone else joins nothing: that stays allowed.
    expect(
      (
        await post("/api/federation/addClub", fede, {
          input: { ...clubFields(), invitationId: invitation.body.data.invitationId },
        })
      ).http,
    ).toBe(200);
    const founder = await registerAndLogin(t, "founder-ia@x.org");
    expect(
      (
        await post("/api/club/create", founder, {
          input: { ...clubFields(), invitationId: invitation.body.data.invitationId },
        })
      ).http,
    ).toBe(200);
  });
});

describe("every invitation expires after 30 days", () => {
  it("mails and shows until when it is good", async () => {
    const { fed } = await federationWithClub();
    const answer = await post<{ invitationId: string }>("/api/invitation/federation", admin, {
      request: { emails: ["boss-ia@x.org"], federationId: fed },
    });
    const row = await invitationRow(answer.body.data.invitationId);
    const expiresAt = row.createdAt + INVITATION_LIFETIME_MS;
    const day = new Date(expiresAt);
    const shownDay = `${String(day.getUTCDate()).padStart(2, "0")}/${String(day.getUTCMonth() + 1).padStart(2, "0")}/${day.getUTCFullYear()}`;
    const [mail] = await t.deps
      .db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "boss-ia@x.org")));
    expect(mail.text).toContain(`valable jusqu'au ${shownDay}`);
    expect(mail.text).toContain("(boss-ia@x.org)");
    const boss = await registerAndLogin(t, "boss-ia@x.org");
    const lookup = await t.call<{ expiresAt: number }>(
      `/api/invitation/whichOrganization/${answer.body.data.invitationId}`,
      { token: boss },
    );
    expect([lookup.http, lookup.body.data.expiresAt]).toEqual([200, expiresAt]);
  });

  it("refuses an invitation older than 30 days, which no longer takes a place nor reserves quota", async () => {
    const { fed, fede, clubId } = await federationWithClub();
    const old = t.deps.clock.now() - INVITATION_LIFETIME_MS - DAY;
    const adminCodes = [];
    for (let i = 0; i < 3; i++)
      adminCodes.push(
        (
          await post<{ invitationId: string }>("/api/invitation/federation", admin, {
            request: { emails: [], federationId: fed },
          })
        ).body.data.invitationId,
      );
    const clubCode = (await createClubInvitation(t, admin, fed, { amount: 3, name: "Old" })).body.data
      .invitationId;
    const clubAdminCode = (
      await post<{ invitationId: string }>("/api/invitation/user", admin, { request: { emails: [], clubId } })
    ).body.data.invitationId;
    for (const code of [...adminCodes, clubCode, clubAdminCode])
      await t.deps
        .db()
        .update(invitations)
        .set({ createdAt: old })
        .where(eq(invitations.id, raw(code)));

    const late = await registerAndLogin(t, `ia-late-${++serial}@x.org`);
    const expired = [422, 1001, "invitationId", "invitation_expired"];
    const shape = (x: { http: number; body: { status: number; field?: string; message: string } }) => [
      x.http,
      x.body.status,
      x.body.field,
      x.body.message,
    ];
    expect(
      shape(await t.call(`/api/invitation/whichOrganization/${adminCodes[0]}`, { token: late })),
    ).toEqual(expired);
    expect(
      shape(await post("/api/invitation/join", late, { input: { invitationId: adminCodes[0] } })),
    ).toEqual(expired);
    expect(
      shape(await post("/api/invitation/join", late, { input: { invitationId: clubAdminCode } })),
    ).toEqual(expired);
    expect(
      shape(await post("/api/club/create", late, { input: { ...clubFields(), invitationId: clubCode } })),
    ).toEqual(expired);
    expect(await membersOf(fed)).toHaveLength(1);
    expect((await invitationRow(adminCodes[0])).amount).toBe(1);
    expect((await invitationRow(clubCode)).amount).toBe(3);

    // Expired ones leave the federation's screen, take none of the 3 admin places, reserve no quota.
    const federation = await t.call<{
      invitationQuotaLeft: number;
      invitations: { club: unknown[]; admin: unknown[] };
    }>(`/api/federation/${fed}`, { token: fede });
    expect([federation.body.data.invitations.admin, federation.body.data.invitationQuotaLeft]).toEqual([
      [],
      3,
    ]);
    expect(
      (await post("/api/invitation/federation", admin, { request: { emails: [], federationId: fed } })).http,
    ).toBe(200);
    expect(
      (
        await t.deps
          .db()
          .select({ quota: federations.quota })
          .from(federations)
          .where(eq(federations.id, fed))
      )[0].quota,
    ).toBe(4);
  });

  it("keeps a paid licence's invitation good for the licence's year (decision 117)", async () => {
    const code = `LICENCEIA${++serial}`.padEnd(16, "X").slice(0, 16);
    const buyer = await registerAndLogin(t, `ia-buyer-${serial}@x.org`);
    await t.deps
      .db()
      .insert(invitations)
      .values({
        id: code,
        type: "club",
        name: "Licence I-1",
        amount: 1,
        createdAt: t.deps.clock.now() - 200 * DAY,
      });
    const lookup = await t.call<{ expiresAt: number | null }>(`/api/invitation/whichOrganization/${code}`, {
      token: buyer,
    });
    expect([lookup.http, lookup.body.data.expiresAt]).toEqual([200, null]);
    expect(
      (await post("/api/club/create", buyer, { input: { ...clubFields(), invitationId: code } })).http,
    ).toBe(200);
  });
});
