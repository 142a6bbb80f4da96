import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATE_LINE_TYPE } from "#core/calculator-template";
import { workedExample } from "#core/cost-model/index";
import type { CalculationHistoryEntry, SavedCalculator } from "#core/schemas/calculation";
import type { Calculator } from "#core/schemas/calculator";
import { seasonOf } from "#core/season";
import { searchableName } from "#core/text";
import { calculationHistory, calculations, clubs, federations, memberships } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { demoClubCalculator } from "../../worker/seed/demo-calculators";
import { registerAndLogin, userIdOf } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: string;
let fede: string;
let clubAdmin: string;
let otherClubAdmin: string;
let otherFede: string;
let ordinary: string;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const org = (id: string) => ({ "x-organization-id": id });
const retrieve = (token: string, id: string) =>
  t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers: org(id) });
const store = (token: string, doc: Calculator | SavedCalculator, version: number) =>
  t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token,
    json: { input: { ...doc, context: { version, inputMembership: false } } },
  });
const memberships_ = (doc: SavedCalculator) =>
  doc.groups.flatMap((g) => g.categories.map((c) => [c.name, c.membership]));
const clubRow = async (id: string) => (await t.deps.db().select().from(clubs).where(eq(clubs.id, id)))[0];
/** The current season's calculator is the one these calls read and save (the demo club also has last season's). */
const SEASON = seasonOf(new Date());
const historyCount = async (id: string) =>
  (
    await t.deps
      .db()
      .select()
      .from(calculationHistory)
      .where(and(eq(calculationHistory.organizationId, id), eq(calculationHistory.season, SEASON)))
  ).length;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db();
  await db
    .insert(federations)
    .values({ id: "calc-other-fed", name: "Autre fédération", contractEnd: "2030-01-01" });
  await db.insert(clubs).values([
    {
      id: "calc-other-club",
      federationId: "calc-other-fed",
      code: "C1",
      name: "Autre club",
      nameSearch: searchableName("Autre club"),
    },
    {
      id: "calc-new-club",
      federationId: DEMO_FEDERATION_ID,
      code: "C2",
      name: "Nouveau club",
      nameSearch: searchableName("Nouveau club"),
    },
  ]);
  otherClubAdmin = await registerAndLogin(t, "calc-other-club@example.org");
  otherFede = await registerAndLogin(t, "calc-other-fede@example.org", {
    firstName: "Odile",
    lastName: "Autre",
  });
  ordinary = await registerAndLogin(t, "calc-ordinary@example.org");
  await db.insert(memberships).values([
    {
      userId: await userIdOf(t, "calc-other-club@example.org"),
      organizationId: "calc-other-club",
      organizationType: "club",
    },
    {
      userId: await userIdOf(t, "calc-other-fede@example.org"),
      organizationId: "calc-other-fed",
      organizationType: "federation",
    },
  ]);
  admin = await t.login("admin@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

describe("the demo data", () => {
  it("gives the demo club the worked example, version 1, with its figures on the club row", async () => {
    const { http, body } = await retrieve(clubAdmin, DEMO_CLUB_ID);
    expect(http).toBe(200);
    expect(memberships_(body.data)).toEqual([
      ["U11", 96],
      ["U15", 110],
      ["Loisir", 150],
    ]);
    expect(body.data.context).toMatchObject({
      version: 1,
      modifier: "Claire Trésorière",
      inputMembership: false,
    });
    expect(new Date(body.data.context.lastUpdate!).toISOString()).toBe(body.data.context.lastUpdate);
    expect(body.data.federalFees).toMatchObject([
      { name: "Licences", value: -2400, readonly: true, type: TEMPLATE_LINE_TYPE },
      { name: "Affiliation", value: -600, readonly: true, type: TEMPLATE_LINE_TYPE },
    ]);
    expect(await clubRow(DEMO_CLUB_ID)).toMatchObject({
      members: 100,
      globalFees: 13400,
      categories: 3,
      avgMemberShip: 127.2,
    });
    expect(await historyCount(DEMO_CLUB_ID)).toBe(1);
  });

  it("gives the demo federation a template, which its admin reads in template mode", async () => {
    const { http, body } = await retrieve(fede, DEMO_FEDERATION_ID);
    expect(http).toBe(200);
    expect(body.data.federalFees.map((l) => l.name)).toEqual(["Licences", "Affiliation"]);
    expect(body.data.federalFees.every((l) => l.type === undefined)).toBe(true);
    expect(body.data.context.version).toBe(1);
  });
});

describe("who may read and save", () => {
  it("needs a session, and an organization", async () => {
    expect((await retrieve("", DEMO_CLUB_ID)).http).toBe(401);
    const missing = await t.call("/api/calculation/retrieve", { token: clubAdmin });
    expect([missing.http, missing.body.status, missing.body.field]).toEqual([400, 400, "organizationId"]);
    const query = await t.call<SavedCalculator>(`/api/calculation/retrieve?organizationId=${DEMO_CLUB_ID}`, {
      token: clubAdmin,
    });
    expect(query.body.data.organizationId).toBe(DEMO_CLUB_ID);
  });

  it("lets the club's admin, its federation's admins and the global admin read; nobody else", async () => {
    for (const token of [clubAdmin, fede, admin])
      expect((await retrieve(token, DEMO_CLUB_ID)).http).toBe(200);
    for (const token of [otherClubAdmin, otherFede, ordinary]) {
      const refused = await retrieve(token, DEMO_CLUB_ID);
      expect([refused.http, refused.body.status, refused.body.data]).toEqual([403, 3, null]);
    }
  });

  it("refuses a save by another club's admin, an ordinary user or the federation admin, and changes nothing", async () => {
    const before = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const changed = { ...workedExample(DEMO_CLUB_ID), internalFees: [] };
    for (const token of [otherClubAdmin, ordinary, fede, otherFede]) {
      const refused = await store(token, changed, before.context.version);
      expect([refused.http, refused.body.status]).toEqual([403, 3]);
    }
    expect((await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data).toEqual(before);
    expect(await historyCount(DEMO_CLUB_ID)).toBe(1);
  });

  it("keeps a federation template to that federation's admins and the global admin", async () => {
    const template = (await retrieve(fede, DEMO_FEDERATION_ID)).body.data;
    for (const token of [clubAdmin, otherFede, ordinary]) {
      expect((await retrieve(token, DEMO_FEDERATION_ID)).http).toBe(403);
      expect((await store(token, template, template.context.version)).http).toBe(403);
    }
    expect((await retrieve(admin, DEMO_FEDERATION_ID)).http).toBe(200);
  });

  it("answers 404 for an unknown organization to the global admin, 403 to anyone else", async () => {
    const unknown = await retrieve(admin, "no-such-org");
    expect([unknown.http, unknown.body.status]).toEqual([404, 5]);
    expect((await retrieve(clubAdmin, "no-such-org")).http).toBe(403);
    expect((await store(admin, workedExample("no-such-org"), 0)).http).toBe(404);
    expect(
      (await t.call("/api/calculation/history", { token: admin, headers: org("no-such-org") })).http,
    ).toBe(404);
  });
});

describe("saving", () => {
  it("stores a document and gives it back, with memberships recomputed by the server", async () => {
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const edited = structuredClone(current);
    edited.groups[0].categories[0].rate = 77;
    edited.groups[0].categories[0].membership = 1_000_000; // a client's figure is never trusted
    const saved = await store(clubAdmin, edited, current.context.version);
    expect(saved.http).toBe(200);
    expect(saved.body.data.context).toMatchObject({
      version: current.context.version + 1,
      modifier: "Claire Trésorière",
      inputMembership: false,
    });
    expect(Date.parse(saved.body.data.context.lastUpdate!)).toBeGreaterThan(Date.now() - 60_000);
    const back = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    expect(back.context).toEqual(saved.body.data.context);
    expect(memberships_(back)).toEqual([
      ["U11", 93],
      ["U15", 110],
      ["Loisir", 150],
    ]);
    expect((await clubRow(DEMO_CLUB_ID)).avgMemberShip).toBeCloseTo((93 * 20 + 110 * 30 + 150 * 50) / 100, 6);
  });

  it("updates the club row's figures on every save (the worked example: 100 members, 13400, 127.2)", async () => {
    const { context } = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const before = Date.now();
    // The demo club's federal fees are its federation's template lines (a plain worked example would add its own on top).
    expect((await store(clubAdmin, demoClubCalculator(DEMO_CLUB_ID), context.version)).http).toBe(200);
    const row = await clubRow(DEMO_CLUB_ID);
    expect(row).toMatchObject({ members: 100, globalFees: 13400, categories: 3, avgMemberShip: 127.2 });
    expect(row.lastSaved).toBeGreaterThanOrEqual(before);
  });

  it("refuses an invalid document with the field and code 1, and changes nothing", async () => {
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const bad = structuredClone(current);
    bad.groups[1].categories[0].members = 0;
    const refused = await store(clubAdmin, bad, current.context.version);
    expect([refused.http, refused.body.status, refused.body.field]).toEqual([
      400,
      1,
      "input.groups.1.categories.0.members",
    ]);
    const noVersion = await t.call("/api/calculation/store", {
      method: "POST",
      token: clubAdmin,
      json: { input: { ...current, context: {} } },
    });
    expect([noVersion.http, noVersion.body.field]).toEqual([400, "input.context.version"]);
    const notJson = await t.call("/api/calculation/store", {
      method: "POST",
      token: clubAdmin,
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.http).toBe(400);
    expect((await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data).toEqual(current);
  });

  it("refuses a stale save with 409 and the current document, and changes nothing", async () => {
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const rows = await historyCount(DEMO_CLUB_ID);
    const figures = await clubRow(DEMO_CLUB_ID);
    const stale = await store(admin, { ...current, internalFees: [] }, current.context.version - 1);
    expect([stale.http, stale.body.status]).toEqual([409, 11]);
    expect(stale.body.data).toEqual(current);
    expect((await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data).toEqual(current);
    expect(await historyCount(DEMO_CLUB_ID)).toBe(rows);
    expect(await clubRow(DEMO_CLUB_ID)).toEqual(figures);
  });

  it("refuses a save that claims a version above the stored one with 409 and the current document, and changes nothing", async () => {
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const rows = await historyCount(DEMO_CLUB_ID);
    const figures = await clubRow(DEMO_CLUB_ID);
    for (const claimed of [current.context.version + 1, current.context.version + 50]) {
      const future = await store(clubAdmin, { ...current, internalFees: [] }, claimed);
      expect([future.http, future.body.status]).toEqual([409, 11]);
      expect(future.body.data).toEqual(current);
    }
    expect((await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data).toEqual(current);
    expect(await historyCount(DEMO_CLUB_ID)).toBe(rows);
    expect(await clubRow(DEMO_CLUB_ID)).toEqual(figures);
  });

  it("refuses a save claiming a version on a calculator never saved, and a restore claiming a future version", async () => {
    const fresh = (await retrieve(admin, "calc-other-club")).body.data;
    const restore = (baseVersion: number) =>
      t.call<SavedCalculator>("/api/calculation/restore", {
        method: "POST",
        token: clubAdmin,
        headers: org(DEMO_CLUB_ID),
        json: { input: { version: 1, baseVersion } },
      });
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const rows = await historyCount(DEMO_CLUB_ID);
    const refused = await restore(current.context.version + 1);
    expect([refused.http, refused.body.status]).toEqual([409, 11]);
    expect(refused.body.data).toEqual(current);
    expect(await historyCount(DEMO_CLUB_ID)).toBe(rows);
    expect(fresh.context.version).toBe(0);
    const never = await store(admin, fresh, 3);
    expect([never.http, never.body.status]).toEqual([409, 11]);
    expect(await historyCount("calc-other-club")).toBe(0);
  });

  it("lets exactly one of two saves racing from the same version win", async () => {
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const rows = await historyCount(DEMO_CLUB_ID);
    const a = { ...current, internalFees: [{ name: "Race A", value: -1 }] };
    const b = { ...current, internalFees: [{ name: "Race B", value: -2 }] };
    // Every database round trip waits a little, so both requests read version N before either writes.
    const realDb = t.deps.db;
    const db = realDb();
    const slow = new Proxy(db, {
      get: (target, prop) =>
        prop === "batch"
          ? async (...args: Parameters<typeof db.batch>) => (await delay(30), target.batch(...args))
          : Reflect.get(target, prop),
    });
    t.deps.db = () => slow;
    const results = await Promise.all([
      store(clubAdmin, a, current.context.version),
      store(admin, b, current.context.version),
    ]).finally(() => {
      t.deps.db = realDb;
    });
    expect(results.map((r) => r.http).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.http === 200)!;
    const loser = results.find((r) => r.http === 409)!;
    const now = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    expect(now.context.version).toBe(current.context.version + 1);
    expect(now.context.modifier).toBe(winner.body.data.context.modifier);
    expect(loser.body.data).toEqual(now);
    expect(await historyCount(DEMO_CLUB_ID)).toBe(rows + 1);
  });

  it("starts a club with no saved document from a group without category and its federation's template", async () => {
    const fresh = (await retrieve(admin, "calc-new-club")).body.data;
    expect(fresh.context).toEqual({ version: 0, modifier: "", inputMembership: false, season: SEASON });
    // No made-up category: the template's fees over 1 member read as a cost of 3,000 per member (decision 165).
    expect(fresh.groups).toEqual([{ name: "Unique", categories: [] }]);
    expect(fresh.federalFees.every((l) => l.readonly && l.type === TEMPLATE_LINE_TYPE)).toBe(true);
    const first = await store(admin, fresh, 0);
    expect(first.body.data.context).toMatchObject({ version: 1, modifier: "Alice Admin" });
    expect((await clubRow("calc-new-club")).members).toBe(0);
  });

  it("names the modifier by e-mail when the account has no name", async () => {
    const doc = (await retrieve(otherClubAdmin, "calc-other-club")).body.data;
    const saved = await store(otherClubAdmin, doc, doc.context.version);
    expect(saved.body.data.context.modifier).toBe("calc-other-club@example.org");
  });
});

describe("history and restore", () => {
  it("lists the saves newest first, to readers only", async () => {
    const list = await t.call<CalculationHistoryEntry[]>("/api/calculation/history", {
      token: fede,
      headers: org(DEMO_CLUB_ID),
    });
    expect(list.http).toBe(200);
    const versions = list.body.data.map((h) => h.version);
    expect(versions).toEqual([...versions].sort((x, y) => y - x));
    expect(versions.at(-1)).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      modifier: expect.any(String),
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(
      (await t.call("/api/calculation/history", { token: otherClubAdmin, headers: org(DEMO_CLUB_ID) })).http,
    ).toBe(403);
  });

  it("gives one version as it was saved, and 404 for a version that does not exist", async () => {
    const first = await t.call<SavedCalculator>("/api/calculation/history/1", {
      token: clubAdmin,
      headers: org(DEMO_CLUB_ID),
    });
    expect(first.http).toBe(200);
    expect(first.body.data.context).toMatchObject({ version: 1, modifier: "Claire Trésorière" });
    expect(memberships_(first.body.data)).toEqual([
      ["U11", 96],
      ["U15", 110],
      ["Loisir", 150],
    ]);
    expect(
      (await t.call("/api/calculation/history/999", { token: clubAdmin, headers: org(DEMO_CLUB_ID) })).http,
    ).toBe(404);
    expect(
      (await t.call("/api/calculation/history/abc", { token: clubAdmin, headers: org(DEMO_CLUB_ID) })).http,
    ).toBe(400);
  });

  it("restores an old version as a new save, with the stale check, keeping history", async () => {
    const current = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    const rows = await historyCount(DEMO_CLUB_ID);
    const restore = (token: string, version: number, baseVersion: number) =>
      t.call<SavedCalculator>("/api/calculation/restore", {
        method: "POST",
        token,
        headers: org(DEMO_CLUB_ID),
        json: { input: { version, baseVersion } },
      });
    expect((await restore(fede, 1, current.context.version)).http).toBe(403);
    expect((await restore(clubAdmin, 1, current.context.version - 1)).http).toBe(409);
    expect((await restore(clubAdmin, 999, current.context.version)).http).toBe(404);
    const restored = await restore(clubAdmin, 1, current.context.version);
    expect(restored.http).toBe(200);
    expect(restored.body.data.context.version).toBe(current.context.version + 1);
    const now = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    expect(now).toEqual(restored.body.data);
    expect(now.internalFees).toMatchObject(workedExample().internalFees);
    expect(await historyCount(DEMO_CLUB_ID)).toBe(rows + 1);
  });
});

describe("the federation template", () => {
  it("reaches its clubs as readonly lines, keeping the amounts the clubs typed", async () => {
    const template = (await retrieve(fede, DEMO_FEDERATION_ID)).body.data;
    const changed = {
      ...template,
      federalFees: [
        { name: "Licences", value: -10 },
        { name: "Assurance", value: -5 },
      ],
      benefits: [{ index: 0, benefitType: "GYM" as const, name: "Gymnase fédéral", hours: 10, rate: 20 }],
    };
    const saved = await store(fede, changed, template.context.version);
    expect(saved.body.data.context).toMatchObject({
      version: template.context.version + 1,
      modifier: "Fabien Fédération",
    });
    const club = (await retrieve(clubAdmin, DEMO_CLUB_ID)).body.data;
    expect(club.federalFees).toMatchObject([
      { name: "Licences", value: -2400, readonly: true, type: TEMPLATE_LINE_TYPE },
      { name: "Assurance", value: -5, readonly: true, type: TEMPLATE_LINE_TYPE },
    ]);
    expect(club.internalFees.map((l) => l.name)).toEqual(["Coach", "Equipment"]);
    expect(club.benefits[0]).toEqual({
      index: 0,
      benefitType: "GYM",
      name: "Gymnase fédéral",
      hours: 10,
      rate: 20,
      readonly: true,
      type: TEMPLATE_LINE_TYPE,
    });
    expect(club.benefits).toHaveLength(4);
    // A club cannot drop a template line by saving without it: the server brings it back.
    const withoutLines = { ...club, federalFees: [] };
    expect((await store(clubAdmin, withoutLines, club.context.version)).http).toBe(200);
    const [row] = await t.deps
      .db()
      .select()
      .from(calculations)
      .where(and(eq(calculations.organizationId, DEMO_CLUB_ID), eq(calculations.season, SEASON)));
    expect(JSON.parse(row.document).federalFees.map((l: { name: string }) => l.name)).toEqual([
      "Licences",
      "Assurance",
    ]);
  });
});
