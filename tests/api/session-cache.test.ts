import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../worker/db/schema";
import { createClubInvitation, createFederation, registerAndLogin } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The server keeps callers a few seconds (docs/decisions/092). Every change that must bite at once
 * does, even right after a call that put the caller in that cache: each test first makes such a call.
 */
let t: TestApp;
let admin: string;
let serial = 0;

interface Details {
  organizations: { id: string; type: string }[];
  lastConnection: number | null;
}

async function newUser() {
  const email = `cache-${++serial}@example.org`;
  return { email, token: await registerAndLogin(t, email) };
}

const newFederation = () => createFederation(t, admin, { name: `Cache ${++serial}` });

/** A federation with a new admin (through an admin invitation) and a club created by a new user. */
async function world() {
  const federation = await newFederation();
  const fede = await newUser();
  const invitation = await t.call<{ invitationId: string }>("/api/invitation/federation", {
    method: "POST",
    token: admin,
    json: { request: { emails: [], federationId: federation } },
  });
  const cached = await t.call<Details>("/api/user/details", { token: fede.token });
  expect(cached.body.data.organizations).toEqual([]);
  await t.call("/api/invitation/join", {
    method: "POST",
    token: fede.token,
    json: { input: { invitationId: invitation.body.data.invitationId } },
  });
  const clubAdmin = await newUser();
  expect((await t.call("/api/user/details", { token: clubAdmin.token })).http).toBe(200);
  const clubInvitation = await createClubInvitation(t, admin, federation, { amount: 1 });
  const club = await t.call<{ id: string }>("/api/club/create", {
    method: "POST",
    token: clubAdmin.token,
    json: {
      input: {
        name: `Club ${serial}`,
        code: `CACHE${serial}`,
        zipCode: "33000",
        league: "Nouvelle-Aquitaine",
        federation: "Other",
        invitationId: clubInvitation.body.data.invitationId,
      },
    },
  });
  return { federation, fede, clubAdmin, club: club.body.data.id };
}

const organizations = async (token: string) =>
  (await t.call<Details>("/api/user/details", { token })).body.data.organizations.map((o) => o.id);
const retrieve = (token: string, organizationId: string) =>
  t.call("/api/calculation/retrieve", { token, headers: { "x-organization-id": organizationId } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

describe("a cached caller", () => {
  it("gains an organization at once by joining with an invitation or creating a club", async () => {
    const w = await world();
    expect(await organizations(w.fede.token)).toEqual([w.federation]);
    expect(
      (await t.call(`/api/statistics/federation?federationId=${w.federation}`, { token: w.fede.token })).http,
    ).toBe(200);
    expect(await organizations(w.clubAdmin.token)).toEqual([w.club]);
    expect((await retrieve(w.clubAdmin.token, w.club)).http).toBe(200);
  });

  it("loses a club at once by leaving it, or when its federation's admin removes it", async () => {
    const w = await world();
    expect(
      (await t.call(`/api/club/leave/${w.club}`, { method: "POST", token: w.clubAdmin.token })).http,
    ).toBe(200);
    expect((await retrieve(w.clubAdmin.token, w.club)).http).toBe(403);
    expect(await organizations(w.clubAdmin.token)).toEqual([]);

    const other = await world();
    expect((await retrieve(other.clubAdmin.token, other.club)).http).toBe(200);
    expect(
      (await t.call(`/api/club/remove/${other.club}`, { method: "DELETE", token: other.fede.token })).http,
    ).toBe(200);
    expect(await organizations(other.clubAdmin.token)).toEqual([]);
  });

  it("loses a federation at once by leaving it, or when the global admin removes it", async () => {
    const w = await world();
    const stats = (token: string, id: string) =>
      t.call(`/api/statistics/federation?federationId=${id}`, { token });
    expect((await stats(w.fede.token, w.federation)).http).toBe(200);
    expect(
      (await t.call(`/api/federation/leave/${w.federation}`, { method: "POST", token: w.fede.token })).http,
    ).toBe(200);
    expect((await stats(w.fede.token, w.federation)).http).toBe(403);

    const other = await world();
    expect(
      (await t.call(`/api/club/list?federationId=${other.federation}`, { token: other.fede.token })).http,
    ).toBe(200);
    expect(
      (await t.call(`/api/federation/remove/${other.federation}`, { method: "DELETE", token: admin })).http,
    ).toBe(200);
    expect(
      (await t.call(`/api/club/list?federationId=${other.federation}`, { token: other.fede.token })).http,
    ).toBe(403);
    expect(await organizations(other.fede.token)).toEqual([]);
  });

  it("is refused at once after a password change, a password reset or the deletion of the account", async () => {
    const changer = await newUser();
    expect((await t.call("/api/user/details", { token: changer.token })).http).toBe(200);
    const changed = await t.call("/api/auth/changePassword", {
      method: "POST",
      token: changer.token,
      json: { input: { oldPassword: "password-123", newPassword: "password-456" } },
    });
    expect(changed.http).toBe(200);
    expect((await t.call("/api/user/details", { token: changer.token })).http).toBe(401);
    expect((await t.call("/api/user/details", { token: changed.body.token })).http).toBe(200);

    const forgetful = await newUser();
    expect((await t.call("/api/user/details", { token: forgetful.token })).http).toBe(200);
    await t.call("/api/auth/resetPassword", { method: "POST", json: { input: { email: forgetful.email } } });
    const mails = await t.deps.db().select().from(outbox);
    const resetToken = mails
      .find((m) => m.to === forgetful.email)
      ?.text.match(/reset-password\/([\w-]+)/)?.[1];
    expect(
      (
        await t.call("/api/auth/resetPassword/confirm", {
          method: "POST",
          json: { input: { token: resetToken, newPassword: "password-789" } },
        })
      ).http,
    ).toBe(200);
    expect((await t.call("/api/user/details", { token: forgetful.token })).http).toBe(401);

    const leaving = await newUser();
    const details = await t.call<{ id: string }>("/api/user/details", { token: leaving.token });
    expect((await t.call(`/api/user/${details.body.data.id}`, { method: "DELETE", token: admin })).http).toBe(
      200,
    );
    expect((await t.call("/api/user/details", { token: leaving.token })).http).toBe(401);
  });

  it("sees the last connection of a new login at once", async () => {
    const user = await newUser();
    const first = (await t.call<Details>("/api/user/details", { token: user.token })).body.data
      .lastConnection;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.login(user.email, "password-123");
    const second = (await t.call<Details>("/api/user/details", { token: user.token })).body.data
      .lastConnection;
    expect(second).toBeGreaterThan(first ?? 0);
  });
});
