import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubListRow, ClubWithDetails } from "#core/schemas/federation-lists";
import { seasonOf } from "#core/season";
import { searchableName } from "#core/text";
import {
  calculations,
  clubs,
  connections,
  federations,
  invitations,
  memberships,
  users,
} from "../../worker/db/schema";
import { keptColumnsRecomputed } from "../../worker/services/clubs/kept-columns";
import { registerAndLogin, userIdOf } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: string;
let fede: string;
let otherFede: string;
let clubAdmin: string;
let stranger: string;
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db();
  // A federation of its own (the demo history would blur the expectations), and a second one.
  await db.insert(federations).values([
    { id: "list-fed", name: "Fédération de la liste", contractEnd: "2030-01-01", quota: 5 },
    { id: "other-fed", name: "Autre fédération", contractEnd: "2030-01-01" },
  ]);
  const club = (
    id: string,
    name: string,
    createdAt: string,
    extra: Partial<typeof clubs.$inferInsert> = {},
  ) => ({
    id,
    federationId: "list-fed",
    code: id.toUpperCase(),
    name,
    nameSearch: searchableName(name),
    zipCode: "69001",
    league: "Auvergne-Rhône-Alpes",
    createdAt: at(createdAt),
    ...extra,
  });
  await db.insert(clubs).values([
    club("l1", "Étoile Pongiste d'Évian", "2026-01-10T09:00:00Z", {
      members: 120,
      globalFees: 15230.5,
      categories: 4,
      avgMemberShip: 142.25,
      lastSaved: at("2026-03-02T17:45:00Z"),
    }),
    club("l2", "Ping 100% Loisir", "2026-02-01T09:00:00Z", { zipCode: "20200", league: "Corse" }),
    club("l3", "TT Lyon", "2025-12-24T09:00:00Z"),
  ]);
  fede = await registerAndLogin(t, "list-fede@example.org");
  otherFede = await registerAndLogin(t, "other-fede@example.org");
  clubAdmin = await registerAndLogin(t, "l1-admin@example.org");
  stranger = await registerAndLogin(t, "list-stranger@example.org");
  await db
    .update(users)
    .set({ firstName: "Émile", lastName: "Zola", lastConnection: at("2026-03-01T08:00:00Z") })
    .where(eq(users.email, "l1-admin@example.org"));
  await db.insert(memberships).values([
    {
      userId: await userIdOf(t, "list-fede@example.org"),
      organizationId: "list-fed",
      organizationType: "federation",
    },
    {
      userId: await userIdOf(t, "other-fede@example.org"),
      organizationId: "other-fed",
      organizationType: "federation",
    },
    { userId: await userIdOf(t, "l1-admin@example.org"), organizationId: "l1", organizationType: "club" },
  ]);
  await db.insert(connections).values([
    { userId: "x", organizationId: "l1", federationId: "list-fed", at: at("2026-03-01T08:00:00Z") },
    { userId: "x", organizationId: "l1", federationId: "list-fed", at: at("2026-02-01T08:00:00Z") },
  ]);
  // Written here in bulk, not through the services: the clubs' list rows and counts computed once.
  await keptColumnsRecomputed(db, eq(clubs.federationId, "list-fed"));
  await db.insert(invitations).values({
    id: "CLUBADMININVITE1",
    type: "clubAdmin",
    clubId: "l1",
    amount: 1,
    emails: "new@example.org",
  });
  // l1 saved this season's calculator (its figures), l2 opened it empty, l3 has not started the season.
  await db.insert(calculations).values([
    {
      organizationId: "l1",
      season: seasonOf(new Date()),
      organizationType: "club",
      document: "{}",
      members: 120,
      globalFees: 15230.5,
    },
    { organizationId: "l2", season: seasonOf(new Date()), organizationType: "club", document: "{}" },
  ]);
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

const list = (token: string, query = "federationId=list-fed") =>
  t.call<ClubListRow[]>(`/api/club/list?${query}`, { token });

describe("GET /api/club/list", () => {
  it("lists the federation's clubs with the screen's columns, newest first", async () => {
    const { http, body } = await list(fede);
    expect(http).toBe(200);
    expect(body.data.map((c) => c.id)).toEqual(["l2", "l1", "l3"]);
    expect(body.data[1]).toMatchObject({
      code: "L1",
      name: "Étoile Pongiste d'Évian",
      zipCode: "69001",
      league: "Auvergne-Rhône-Alpes",
      members: 120,
      globalFees: 15230.5,
      createdAt: at("2026-01-10T09:00:00Z"),
      started: true,
    });
    expect(body.data.map((c) => [c.id, c.started, c.members])).toEqual([
      ["l2", true, 0],
      ["l1", true, 120],
      ["l3", false, 0],
    ]);
  });

  it("searches names ignoring accents and case, and takes % literally", async () => {
    expect(
      (await list(fede, "federationId=list-fed&search=ETOILE%20pongiste%20d'evian")).body.data.map(
        (c) => c.id,
      ),
    ).toEqual(["l1"]);
    expect((await list(fede, "federationId=list-fed&search=%C3%A9VIAN")).body.data.map((c) => c.id)).toEqual([
      "l1",
    ]);
    expect(
      (await list(fede, "federationId=list-fed&search=%20evian%20%20etoile%20")).body.data.map((c) => c.id),
    ).toEqual(["l1"]);
    expect((await list(fede, "federationId=list-fed&search=100%25")).body.data.map((c) => c.id)).toEqual([
      "l2",
    ]);
    expect((await list(fede, "federationId=list-fed&search=%25")).body.data.map((c) => c.id)).toEqual(["l2"]);
    expect((await list(fede, "federationId=list-fed&search=nothing")).body.data).toEqual([]);
  });

  it("is open to the global admin and the federation's admins only", async () => {
    expect((await list(admin)).http).toBe(200);
    for (const token of [otherFede, clubAdmin, stranger]) expect((await list(token)).http).toBe(403);
    expect((await t.call("/api/club/list?federationId=list-fed")).http).toBe(401);
    expect((await t.call("/api/club/list", { token: fede })).http).toBe(400);
    expect((await list(admin, "federationId=no-such-fed")).body.status).toBe(1000);
  });
});

describe("GET /api/club/{id}", () => {
  it("adds the details: federation, admins, open invitations, figures, activity", async () => {
    const { http, body } = await t.call<ClubWithDetails>("/api/club/l1", { token: fede });
    expect(http).toBe(200);
    expect(body.data.federation).toBe("Fédération de la liste");
    // The Club of product.md section 3 and nothing of the table's own bookkeeping.
    expect(Object.keys(body.data).sort()).toEqual([
      "code",
      "createdAt",
      "details",
      "federation",
      "federationId",
      "globalFees",
      "id",
      "invitationId",
      "league",
      "logo",
      "members",
      "name",
      "region",
      "zipCode",
    ]);
    expect(body.data.details).toEqual({
      admins: [
        {
          firstName: "Émile",
          lastName: "Zola",
          email: "l1-admin@example.org",
          lastConnection: at("2026-03-01T08:00:00Z"),
        },
      ],
      // The federation's admins may not invite to a club that has admins: they see who is invited, not the code (decision 117).
      invitations: [{ name: "new@example.org", invitationId: null, expiresAt: expect.any(Number) }],
      categories: 4,
      avgMemberShip: 142.25,
      lastConnection: at("2026-03-01T08:00:00Z"),
      lastSaved: at("2026-03-02T17:45:00Z"),
    });
    const ofItsAdmin = await t.call<ClubWithDetails>("/api/club/l1", { token: clubAdmin });
    expect(ofItsAdmin.body.data.details.invitations).toEqual([
      { name: "new@example.org", invitationId: "CLUB-ADMI-NINV-ITE1", expiresAt: expect.any(Number) },
    ]);
    const never = await t.call<ClubWithDetails>("/api/club/l3", { token: fede });
    expect(never.body.data.details).toMatchObject({
      admins: [],
      invitations: [],
      lastConnection: null,
      lastSaved: null,
    });
  });

  it("refuses other federations' admins and strangers", async () => {
    for (const token of [otherFede, stranger])
      expect((await t.call("/api/club/l1", { token })).http).toBe(403);
  });
});

describe("POST /api/invitation/user from the club list", () => {
  it("is the global admin's (not the federation's admins', decision 006), up to 4 admins and invitations", async () => {
    const refused = await t.call("/api/invitation/user", {
      method: "POST",
      token: fede,
      json: { request: { emails: [], clubId: "l1" } },
    });
    expect(refused.http).toBe(403);
    const first = await t.call<{ invitationId: string }>("/api/invitation/user", {
      method: "POST",
      token: admin,
      json: { request: { emails: ["second@example.org"], clubId: "l1" } },
    });
    expect(first.http).toBe(200);
    const details = await t.call<ClubWithDetails>("/api/club/l1", { token: fede });
    expect(details.body.data.details.invitations.map((i) => i.name)).toEqual([
      "new@example.org",
      "second@example.org",
    ]);
    const more = () =>
      t.call("/api/invitation/user", {
        method: "POST",
        token: admin,
        json: { request: { emails: [], clubId: "l1" } },
      });
    expect((await more()).http).toBe(200);
    expect((await more()).http).toBe(422);
  });
});

describe("DELETE /api/club/remove/{id}", () => {
  it("refuses the club's own admin, other federations' admins and strangers, and changes nothing", async () => {
    for (const token of [clubAdmin, otherFede, stranger]) {
      const refused = await t.call("/api/club/remove/l1", { method: "DELETE", token });
      expect([refused.http, refused.body.status]).toEqual([403, 3]);
    }
    expect((await list(fede)).body.data.map((c) => c.id)).toEqual(["l2", "l1", "l3"]);
    expect(
      await t.deps.db().select().from(memberships).where(eq(memberships.organizationId, "l1")),
    ).toHaveLength(1);
  });

  it("removes a club with its admins, invitations and calculator; a second try answers 1000", async () => {
    const removed = await t.call("/api/club/remove/l1", { method: "DELETE", token: fede });
    expect([removed.http, removed.body.status]).toEqual([200, 0]);
    expect((await list(fede)).body.data.map((c) => c.id)).toEqual(["l2", "l3"]);
    const db = t.deps.db();
    expect(await db.select().from(memberships).where(eq(memberships.organizationId, "l1"))).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.clubId, "l1"))).toEqual([]);
    const again = await t.call("/api/club/remove/l1", { method: "DELETE", token: fede });
    expect([again.http, again.body.status]).toEqual([404, 1000]);
    expect((await t.call("/api/club/remove/l1", { method: "DELETE", token: stranger })).http).toBe(403);
    expect((await t.call("/api/club/remove/l2", { method: "DELETE", token: admin })).http).toBe(200);
    expect(await db.select().from(calculations).where(eq(calculations.organizationId, "l2"))).toEqual([]);
  });
});
