import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, federations } from "../../worker/db/schema";
import { registerAndLogin, TEST_PASSWORD } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";
import { digest } from "./authorization/fixtures";

let t: TestApp;
let admin: string;
let fede: string;
let clubAdmin: string;
let stranger: string;

const newFederation = {
  name: "Fédération d'essai",
  logo: "https://example.org/logo.png",
  subdomain: "essai",
  contact: "contact@essai.org",
  quota: 2,
  hasCustomization: false,
  contractEnd: "2027-11-23",
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
  clubAdmin = await t.login("club@demo.clubcost.app");
  stranger = await registerAndLogin(t, "stranger@example.org");
});
afterAll(() => t.close());

describe("federations", () => {
  it("lets only the global admin create one, and validates the form", async () => {
    expect(
      (
        await t.call("/api/federation/create", {
          method: "POST",
          token: fede,
          json: { request: newFederation },
        })
      ).http,
    ).toBe(403);
    expect(
      (await t.call("/api/federation/create", { method: "POST", json: { request: newFederation } })).http,
    ).toBe(401);
    const bad = await t.call("/api/federation/create", {
      method: "POST",
      token: admin,
      json: { request: { ...newFederation, contact: "nope" } },
    });
    expect([bad.http, bad.body.field]).toEqual([400, "request.contact"]);
    // The contract's end must be a day of the calendar; a date and time keeps its day.
    for (const contractEnd of ["2025-13-45", "2025-12-01xyz", "2027-02-29", "01/12/2027", ""]) {
      const refused = await t.call("/api/federation/create", {
        method: "POST",
        token: admin,
        json: { request: { ...newFederation, contractEnd } },
      });
      expect([contractEnd, refused.http, refused.body.field, refused.body.message]).toEqual([
        contractEnd,
        400,
        "request.contractEnd",
        "error_date",
      ]);
    }
    const created = await t.call<{ id: string }>("/api/federation/create", {
      method: "POST",
      token: admin,
      json: { request: newFederation },
    });
    expect(created.http).toBe(200);
    expect(created.body.data.id).toBeTruthy();
    const duplicate = await t.call("/api/federation/create", {
      method: "POST",
      token: admin,
      json: { request: newFederation },
    });
    expect([duplicate.http, duplicate.body.field]).toEqual([409, "subdomain"]);
  });

  it("shows a federation to its admins and the global admin only", async () => {
    expect((await t.call("/api/federation/demo-fftt", { token: fede })).http).toBe(200);
    expect((await t.call("/api/federation/demo-fftt", { token: admin })).http).toBe(200);
    expect((await t.call("/api/federation/demo-fftt", { token: clubAdmin })).http).toBe(403);
    expect((await t.call("/api/federation/demo-fftt", { token: stranger })).http).toBe(403);
  });

  it("lists all federations for the admin and their own for a federation admin", async () => {
    const all = await t.call<unknown[]>("/api/federation/list", { token: admin });
    const own = await t.call<{ id: string }[]>("/api/federation/list", { token: fede });
    expect(all.body.data.length).toBeGreaterThan(1);
    expect(own.body.data.map((f) => f.id)).toEqual(["demo-fftt"]);
  });
});

describe("invitations and clubs", () => {
  let federationId: string;
  let fedeOfEssai: string;

  it("invites a federation admin who joins through the link code (any case, with dashes)", async () => {
    const list = await t.call<{ id: string; subdomain: string }[]>("/api/federation/list", { token: admin });
    federationId = list.body.data.find((f) => f.subdomain === "essai")!.id;
    const invitation = await t.call<{ invitationId: string }>("/api/invitation/federation", {
      method: "POST",
      token: admin,
      json: { request: { emails: ["boss@essai.org"], federationId } },
    });
    expect(invitation.http).toBe(200);
    fedeOfEssai = await registerAndLogin(t, "boss@essai.org");
    const lookup = await t.call<{ name: string; type: string }>(
      `/api/invitation/whichOrganization/${invitation.body.data.invitationId.toLowerCase()}`,
      { token: fedeOfEssai },
    );
    expect(lookup.body.data).toMatchObject({ name: "Fédération d'essai", type: "federation" });
    const joined = await t.call("/api/invitation/join", {
      method: "POST",
      token: fedeOfEssai,
      json: { input: { invitationId: invitation.body.data.invitationId.toLowerCase() } },
    });
    expect(joined.http).toBe(200);
    fedeOfEssai = await t.login("boss@essai.org", TEST_PASSWORD);
    expect((await t.call(`/api/federation/${federationId}`, { token: fedeOfEssai })).http).toBe(200);
    const again = await t.call("/api/invitation/join", {
      method: "POST",
      token: stranger,
      json: { input: { invitationId: invitation.body.data.invitationId } },
    });
    expect(again.http).toBe(422);
  });

  it("refuses a fourth open admin invitation", async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (
          await t.call("/api/invitation/federation", {
            method: "POST",
            token: fedeOfEssai,
            json: { request: { emails: [], federationId } },
          })
        ).http,
      ).toBe(200);
    const fourth = await t.call("/api/invitation/federation", {
      method: "POST",
      token: fedeOfEssai,
      json: { request: { emails: [], federationId } },
    });
    expect(fourth.http).toBe(422);
  });

  it("keeps club invitations within the remaining quota and lets one club be created per unit", async () => {
    const tooMany = await t.call("/api/invitation/club", {
      method: "POST",
      token: fedeOfEssai,
      json: { request: { emails: [], federationId, name: "Lot", amount: 3 } },
    });
    expect([tooMany.http, tooMany.body.data]).toEqual([422, { min: 1, max: 2 }]);
    expect(
      (
        await t.call("/api/invitation/club", {
          method: "POST",
          token: fede,
          json: { request: { emails: [], federationId, name: "Lot", amount: 1 } },
        })
      ).http,
    ).toBe(403);
    const invitation = await t.call<{ invitationId: string }>("/api/invitation/club", {
      method: "POST",
      token: fedeOfEssai,
      json: { request: { emails: [], federationId, name: "Lot", amount: 1 } },
    });
    expect(invitation.http).toBe(200);
    const founders = await Promise.all(
      ["a@clubs.org", "b@clubs.org"].map((email) => registerAndLogin(t, email)),
    );
    const attempts = await Promise.all(
      founders.map((token, i) =>
        t.call<{ id: string }>("/api/club/create", {
          method: "POST",
          token,
          json: {
            input: {
              name: `Club Été ${i}`,
              code: `C${i}`,
              zipCode: "69001",
              league: "Auvergne-Rhône-Alpes",
              invitationId: invitation.body.data.invitationId,
            },
          },
        }),
      ),
    );
    expect(attempts.map((a) => a.http).sort()).toEqual([200, 422]);
    const [fed] = await t.deps.db().select().from(federations).where(eq(federations.id, federationId));
    expect(fed.quota).toBe(1);
    const list = await t.call<{ name: string }[]>(`/api/club/list?federationId=${federationId}&search=ETE`, {
      token: fedeOfEssai,
    });
    expect(list.body.data).toHaveLength(1);
    expect((await t.call(`/api/club/list?federationId=${federationId}`, { token: fede })).http).toBe(403);
  });

  it("lets club admins and federation admins read a club, and only club admins rename it", async () => {
    const [club] = await t.deps.db().select().from(clubs).where(eq(clubs.federationId, federationId));
    expect((await t.call(`/api/club/${club.id}`, { token: fedeOfEssai })).http).toBe(200);
    expect((await t.call(`/api/club/${club.id}`, { token: clubAdmin })).http).toBe(403);
    expect(
      (
        await t.call(`/api/club/${club.id}`, {
          method: "PATCH",
          token: fedeOfEssai,
          json: { input: { name: "Renamed" } },
        })
      ).http,
    ).toBe(403);
    expect(
      (
        await t.call("/api/club/demo-club", {
          method: "PATCH",
          token: clubAdmin,
          json: { input: { name: "Ping Club Renommé" } },
        })
      ).http,
    ).toBe(200);
    const details = await t.call<{ name: string; details: { admins: { email: string }[] } }>(
      "/api/club/demo-club",
      { token: fede },
    );
    expect(details.body.data.name).toBe("Ping Club Renommé");
    expect(details.body.data.details.admins.map((a) => a.email)).toEqual(["club@demo.clubcost.app"]);
    expect((await t.call("/api/club/remove/demo-club", { method: "DELETE", token: stranger })).http).toBe(
      403,
    );
    expect((await t.call("/api/club/demo-club", { token: fede })).http).toBe(200);
  });
});

describe("federation/remove with an id that is not a federation's", () => {
  it("answers 404 and leaves the club of that id, its admins, calculator and history as they were", async () => {
    const app = await createTestApp();
    try {
      const admin = await app.login("admin@demo.clubcost.app");
      const before = await digest(app);
      const { http } = await app.call("/api/federation/remove/demo-club", { method: "DELETE", token: admin });
      expect(http).toBe(404);
      expect(await digest(app)).toBe(before);
    } finally {
      app.close();
    }
  });
});
