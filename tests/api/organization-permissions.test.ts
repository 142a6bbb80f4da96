import { count, eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, federations, invitations, memberships, outbox } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * api.md's permission table for federations, invitations and club creation: every call, every role.
 * Allowed calls succeed; refused ones answer 401/403 and leave the database exactly as it was.
 */
const roles = [
  "anonymous",
  "user",
  "clubAdmin",
  "otherClubAdmin",
  "fedAdmin",
  "otherFedAdmin",
  "admin",
] as const;
type Role = (typeof roles)[number];
const loggedIn = roles.filter((r) => r !== "anonymous");

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
const userIds: Partial<Record<Role, string>> = {};
let serial = 0;

interface World {
  F: string;
  G: string;
  C: string;
  D: string;
  adminInvitation: string;
  clubInvitation: string;
  clubAdminInvitation: string;
}

async function makeWorld(): Promise<World> {
  const n = ++serial;
  const w: World = {
    F: `perm-f-${n}`,
    G: `perm-g-${n}`,
    C: `perm-c-${n}`,
    D: `perm-d-${n}`,
    adminInvitation: `PERMADM${n}X`,
    clubInvitation: `PERMCLB${n}X`,
    clubAdminInvitation: `PERMCAD${n}X`,
  };
  const db = t.deps.db();
  const fed = (id: string) => ({
    id,
    name: `Fédération ${id}`,
    logo: "https://example.org/l.png",
    contact: "c@example.org",
    quota: 5,
    contractEnd: "2030-01-01",
  });
  const club = (id: string, federationId: string) => ({
    id,
    federationId,
    code: id,
    name: id,
    nameSearch: id,
  });
  await db.batch([
    db.insert(federations).values([fed(w.F), fed(w.G)]),
    db.insert(clubs).values([club(w.C, w.F), club(w.D, w.G)]),
    db.insert(memberships).values([
      { userId: userIds.fedAdmin!, organizationId: w.F, organizationType: "federation" },
      { userId: userIds.otherFedAdmin!, organizationId: w.G, organizationType: "federation" },
      { userId: userIds.clubAdmin!, organizationId: w.C, organizationType: "club" },
      { userId: userIds.otherClubAdmin!, organizationId: w.D, organizationType: "club" },
    ]),
    db.insert(invitations).values([
      { id: w.adminInvitation, type: "adminFede", federationId: w.F, amount: 1 },
      { id: w.clubInvitation, type: "club", federationId: w.F, amount: 2, name: "Lot" },
      { id: w.clubAdminInvitation, type: "clubAdmin", clubId: w.C, amount: 1 },
    ]),
  ]);
  // Memberships written behind the API's back: the callers it keeps for a few seconds must be reloaded (decision 092).
  t.deps.sessionCache?.clear();
  return w;
}

async function snapshot() {
  const db = t.deps.db();
  const [f, c, i, m, o] = await db.batch([
    db.select().from(federations).orderBy(federations.id),
    db.select().from(clubs).orderBy(clubs.id),
    db.select().from(invitations).orderBy(invitations.id),
    db.select().from(memberships).orderBy(memberships.userId, memberships.organizationId),
    db.select({ n: count() }).from(outbox),
  ]);
  return JSON.stringify({ f, c, i, m, o });
}

/** Removes the world and whatever the call made in it, so each role meets the same fresh world. */
async function dropWorld(w: World) {
  const db = t.deps.db();
  const feds = [w.F, w.G];
  const made = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(or(inArray(clubs.federationId, feds), inArray(clubs.id, [w.C, w.D])));
  const orgs = [...feds, ...made.map((c) => c.id)];
  await db.batch([
    db.delete(memberships).where(inArray(memberships.organizationId, orgs)),
    db
      .delete(invitations)
      .where(or(inArray(invitations.federationId, feds), inArray(invitations.clubId, orgs))),
    db.delete(clubs).where(inArray(clubs.id, orgs)),
    db.delete(federations).where(inArray(federations.id, feds)),
  ]);
  t.deps.sessionCache?.clear();
}

const club = (extra: object = {}) => ({
  name: "Club Permis",
  code: `P${++serial}`,
  zipCode: "69001",
  league: "Auvergne-Rhône-Alpes",
  federation: "Other",
  ...extra,
});
const newFederation = () => ({
  name: "Nouvelle",
  logo: "https://example.org/n.png",
  subdomain: `perm${++serial}`,
  contact: "n@example.org",
  quota: 3,
  hasCustomization: false,
  contractEnd: "2030-01-01",
});

interface Case {
  call: string;
  request: (w: World) => { path: string; method?: string; json?: unknown };
  allowed: readonly Role[];
  /** Allowed callers for whom nothing needs to change (already admin, reads). */
  writes?: boolean;
  unchangedFor?: Role[];
}

const cases: Case[] = [
  {
    call: "POST federation/create",
    request: () => ({ path: "/api/federation/create", method: "POST", json: { request: newFederation() } }),
    allowed: ["admin"],
    writes: true,
  },
  {
    call: "POST federation/update",
    request: (w) => ({
      path: "/api/federation/update",
      method: "POST",
      json: {
        request: {
          id: w.F,
          name: "Renommée",
          logo: "https://example.org/l.png",
          contact: "c@example.org",
          quota: 5,
          contractEnd: "2030-01-01",
          subdomain: null,
          hasCustomization: false,
        },
      },
    }),
    allowed: ["fedAdmin", "admin"],
    writes: true,
  },
  {
    call: "GET federation/{id}",
    request: (w) => ({ path: `/api/federation/${w.F}` }),
    allowed: ["fedAdmin", "admin"],
  },
  { call: "GET federation/list", request: () => ({ path: "/api/federation/list" }), allowed: loggedIn },
  {
    call: "GET federation/logo/{id}",
    request: (w) => ({ path: `/api/federation/logo/${w.F}` }),
    allowed: roles,
  },
  {
    call: "DELETE federation/remove/{id}",
    request: (w) => ({ path: `/api/federation/remove/${w.F}`, method: "DELETE" }),
    allowed: ["admin"],
    writes: true,
  },
  {
    call: "POST federation/leave/{id}",
    request: (w) => ({ path: `/api/federation/leave/${w.F}`, method: "POST" }),
    allowed: ["fedAdmin"],
    writes: true,
  },
  {
    call: "POST federation/addClub (on the quota)",
    request: (w) => ({
      path: "/api/federation/addClub",
      method: "POST",
      json: { input: club({ federationId: w.F }) },
    }),
    allowed: ["fedAdmin", "admin"],
    writes: true,
  },
  {
    call: "POST federation/addClub (with an invitation)",
    request: (w) => ({
      path: "/api/federation/addClub",
      method: "POST",
      json: { input: club({ invitationId: w.clubInvitation }) },
    }),
    allowed: loggedIn,
    writes: true,
  },
  {
    call: "POST invitation/federation",
    request: (w) => ({
      path: "/api/invitation/federation",
      method: "POST",
      json: { request: { emails: ["x@example.org"], federationId: w.F } },
    }),
    allowed: ["fedAdmin", "admin"],
    writes: true,
  },
  {
    call: "POST invitation/club",
    request: (w) => ({
      path: "/api/invitation/club",
      method: "POST",
      json: { request: { emails: [], federationId: w.F, name: "Lot 2", amount: 1 } },
    }),
    allowed: ["fedAdmin", "admin"],
    writes: true,
  },
  {
    call: "POST invitation/user",
    request: (w) => ({
      path: "/api/invitation/user",
      method: "POST",
      json: { request: { emails: [], clubId: w.C } },
    }),
    allowed: ["clubAdmin", "admin"],
    writes: true,
  },
  {
    call: "POST invitation/join",
    request: (w) => ({
      path: "/api/invitation/join",
      method: "POST",
      json: { input: { invitationId: w.adminInvitation } },
    }),
    allowed: loggedIn,
    writes: true,
    unchangedFor: ["fedAdmin"],
  },
  {
    call: "GET invitation/whichOrganization/{id}",
    request: (w) => ({ path: `/api/invitation/whichOrganization/${w.clubInvitation}` }),
    allowed: loggedIn,
  },
  {
    call: "POST club/create",
    request: (w) => ({
      path: "/api/club/create",
      method: "POST",
      json: { input: club({ invitationId: w.clubInvitation }) },
    }),
    allowed: loggedIn,
    writes: true,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login("admin@demo.clubcost.app");
  for (const role of ["user", "clubAdmin", "otherClubAdmin", "fedAdmin", "otherFedAdmin"] as const) {
    const email = `${role.toLowerCase()}@perm.example.org`;
    await t.call("/api/auth/register", { method: "POST", json: { login: email, password: "password-123" } });
    tokens[role] = await t.login(email, "password-123");
    const details = await t.call<{ id: string }>("/api/user/details", { token: tokens[role] });
    userIds[role] = details.body.data.id;
  }
});
afterAll(() => t.close());

describe.each(cases)("$call", (c) => {
  it.each(roles)("as %s", async (role) => {
    const w = await makeWorld();
    try {
      const before = await snapshot();
      const { path, method, json } = c.request(w);
      const answer = await t.call(path, { method, json, token: tokens[role] });
      const after = await snapshot();
      if (c.allowed.includes(role)) {
        expect(answer.http, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.status).toBe(0);
        if (c.writes && !c.unchangedFor?.includes(role)) expect(after).not.toBe(before);
        else expect(after).toBe(before);
      } else {
        expect(answer.http).toBe(role === "anonymous" ? 401 : 403);
        expect(after).toBe(before);
      }
    } finally {
      await dropWorld(w);
    }
  });
});

describe("what each role sees and may change", () => {
  it("scopes federation/list: everything for the admin, their own for a federation admin, nothing for others", async () => {
    const w = await makeWorld();
    try {
      const ids = async (role: Role) =>
        (await t.call<{ id: string }[]>("/api/federation/list", { token: tokens[role] })).body.data.map(
          (f) => f.id,
        );
      expect(await ids("admin")).toEqual(expect.arrayContaining([w.F, w.G]));
      expect(await ids("fedAdmin")).toEqual([w.F]);
      expect(await ids("otherFedAdmin")).toEqual([w.G]);
      expect(await ids("clubAdmin")).toEqual([]);
      expect(await ids("user")).toEqual([]);
    } finally {
      await dropWorld(w);
    }
  });

  it("keeps the contract terms (quota, contract end, subdomain) to the global admin: a federation admin's update leaves them as they are", async () => {
    const w = await makeWorld();
    try {
      const base = {
        id: w.F,
        name: "Fédération",
        logo: "https://example.org/l.png",
        contact: "c@example.org",
        quota: 5,
        contractEnd: "2030-01-01",
        subdomain: null,
        hasCustomization: false,
      };
      for (const change of [
        { quota: 500 },
        { contractEnd: "2040-01-01" },
        { subdomain: "mine" },
        { hasCustomization: true },
      ]) {
        const terms = async () =>
          (
            await t.deps
              .db()
              .select({
                q: federations.quota,
                e: federations.contractEnd,
                s: federations.subdomain,
                h: federations.hasCustomization,
              })
              .from(federations)
              .where(eq(federations.id, w.F))
          )[0];
        const before = await terms();
        const answer = await t.call("/api/federation/update", {
          method: "POST",
          token: tokens.fedAdmin,
          json: { request: { ...base, ...change } },
        });
        expect(answer.http).toBe(200);
        expect(await terms()).toEqual(before);
      }
      const renamed = await t.call<{ name: string; quota: number }>("/api/federation/update", {
        method: "POST",
        token: tokens.fedAdmin,
        json: { request: { ...base, name: "Renommée", quota: 0 } },
      });
      expect(renamed.body.data).toMatchObject({ name: "Renommée", quota: 5 });
      const byAdmin = await t.call<{ quota: number }>("/api/federation/update", {
        method: "POST",
        token: tokens.admin,
        json: { request: { ...base, quota: 500 } },
      });
      expect(byAdmin.body.data.quota).toBe(500);
    } finally {
      await dropWorld(w);
    }
  });
});
