import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FederationStatistics } from "#core/schemas/federation-lists";
import { clubs, connections, federations, memberships } from "../../worker/db/schema";
import { keptColumnsRecomputed } from "../../worker/services/clubs/kept-columns";
import { registerAndLogin, userIdOf } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 3600 * 1000;
// A fixed clock: months and windows below are exact.
const NOW = Date.UTC(2026, 2, 15, 12, 0);
let t: TestApp;
let fede: string;
let otherFede: string;
let clubAdmin: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => NOW } } });
  const db = t.deps.db();
  await db.insert(federations).values([
    { id: "stat-fed", name: "Stats", contractEnd: "2030-01-01", quota: 7 },
    { id: "stat-other", name: "Other", contractEnd: "2030-01-01" },
    { id: "stat-empty", name: "Empty", contractEnd: "2030-01-01", quota: 3 },
  ]);
  const base = { federationId: "stat-fed", nameSearch: "" };
  await db.insert(clubs).values([
    {
      ...base,
      id: "s1",
      code: "S1",
      name: "Ajaccio TT",
      zipCode: "20000",
      league: "Corse",
      createdAt: Date.UTC(2026, 0, 15),
    },
    {
      ...base,
      id: "s2",
      code: "S2",
      name: "Bastia TT",
      zipCode: "20200",
      league: "Corse",
      createdAt: Date.UTC(2026, 1, 3),
    },
    {
      ...base,
      id: "s3",
      code: "S3",
      name: "Saint-Denis TT",
      zipCode: "97400",
      league: "La Réunion",
      createdAt: Date.UTC(2026, 1, 20),
    },
    {
      ...base,
      id: "s4",
      code: "S4",
      name: "Lyon Ping",
      zipCode: "69003",
      league: "Auvergne-Rhône-Alpes",
      createdAt: Date.UTC(2025, 10, 5),
    },
    {
      ...base,
      id: "s5",
      code: "S5",
      name: "Sans adresse",
      zipCode: "",
      league: "",
      createdAt: Date.UTC(2026, 2, 1),
    },
    {
      ...base,
      id: "o1",
      code: "O1",
      name: "Elsewhere",
      zipCode: "75001",
      league: "IDF",
      federationId: "stat-other",
    },
  ]);
  const login = (organizationId: string, at: number) => ({
    userId: "u",
    organizationId,
    federationId: "stat-fed",
    at,
  });
  await db
    .insert(connections)
    .values([
      login("s1", NOW - 2 * DAY),
      login("s1", NOW - 3 * DAY),
      login("s1", NOW - 29.5 * DAY),
      login("s3", NOW - 5 * DAY),
      login("s4", NOW - 10 * 60_000),
      login("s2", NOW - 90 * DAY),
      login("s2", NOW - 31 * DAY),
      login("stat-fed", NOW - DAY),
      { userId: "u", organizationId: "o1", federationId: "stat-other", at: NOW - DAY },
    ]);
  // Written here in bulk, not through the services: the clubs' list rows and counts computed once.
  await keptColumnsRecomputed(db, inArray(clubs.federationId, ["stat-fed", "stat-other"]));
  fede = await t.login("fede@demo.clubcost.app");
  await db
    .insert(memberships)
    .values({ userId: "demo-fede", organizationId: "stat-fed", organizationType: "federation" });
  await db
    .insert(memberships)
    .values({ userId: "demo-fede", organizationId: "stat-empty", organizationType: "federation" });
  otherFede = await registerAndLogin(t, "other-stats@example.org");
  await db.insert(memberships).values({
    userId: await userIdOf(t, "other-stats@example.org"),
    organizationId: "stat-other",
    organizationType: "federation",
  });
  clubAdmin = await t.login("club@demo.clubcost.app");
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

const stats = (query: string, token = fede) =>
  t.call<FederationStatistics>(`/api/statistics/federation?${query}`, { token });

describe("GET /api/statistics/federation", () => {
  it("computes every series of the default period (the last 30 days)", async () => {
    const { http, body } = await stats("federationId=stat-fed");
    expect(http).toBe(200);
    expect(body.data).toEqual({
      period: { from: -30, to: -1, start: NOW - 30 * DAY, end: NOW },
      quota: { available: 7, registered: 5 },
      connectionPerClub: [
        {
          time: "Corse|2A|Ajaccio TT",
          value: 3,
          clubId: "s1",
          club: "Ajaccio TT",
          league: "Corse",
          department: "2A",
        },
        {
          time: "Auvergne-Rhône-Alpes|69|Lyon Ping",
          value: 1,
          clubId: "s4",
          club: "Lyon Ping",
          league: "Auvergne-Rhône-Alpes",
          department: "69",
        },
        {
          time: "La Réunion|974|Saint-Denis TT",
          value: 1,
          clubId: "s3",
          club: "Saint-Denis TT",
          league: "La Réunion",
          department: "974",
        },
      ],
      clubMonthlyIncrease: [
        { label: "202511", value: 1 },
        { label: "202512", value: 0 },
        { label: "202601", value: 1 },
        { label: "202602", value: 2 },
        { label: "202603", value: 1 },
      ],
      coveredLeague: [
        { label: "202511", value: 1 },
        { label: "202512", value: 0 },
        { label: "202601", value: 1 },
        { label: "202602", value: 1 },
        { label: "202603", value: 0 },
      ],
      coveredDepartment: [
        { label: "202511", value: 1 },
        { label: "202512", value: 0 },
        { label: "202601", value: 1 },
        { label: "202602", value: 2 },
        { label: "202603", value: 0 },
      ],
      clubByDepartment: [
        { label: "", value: 1 },
        { label: "2A", value: 1 },
        { label: "2B", value: 1 },
        { label: "69", value: 1 },
        { label: "974", value: 1 },
      ],
      clubByLeague: [
        { label: "Corse", value: 2 },
        { label: "", value: 1 },
        { label: "Auvergne-Rhône-Alpes", value: 1 },
        { label: "La Réunion", value: 1 },
      ],
    });
  });

  it("counts the connections of the chosen period only", async () => {
    const year = await stats("federationId=stat-fed&from=-365&to=-1");
    expect(year.body.data.connectionPerClub.map((r) => [r.clubId, r.value])).toEqual([
      ["s1", 3],
      ["s2", 2],
      ["s4", 1],
      ["s3", 1],
    ]);
    const middle = await stats("federationId=stat-fed&from=-10&to=-3");
    expect(middle.body.data.period).toMatchObject({ start: NOW - 10 * DAY, end: NOW - 2 * DAY });
    expect(middle.body.data.connectionPerClub.map((r) => [r.clubId, r.value])).toEqual([
      ["s1", 1],
      ["s3", 1],
    ]);
    expect((await stats("federationId=stat-fed&period=365")).body.data.connectionPerClub).toHaveLength(4);
  });

  it("answers empty series for a federation without clubs", async () => {
    const { body } = await stats("federationId=stat-empty");
    expect(body.data).toMatchObject({
      quota: { available: 3, registered: 0 },
      connectionPerClub: [],
      clubMonthlyIncrease: [],
      coveredLeague: [],
      clubByDepartment: [],
    });
  });

  it("refuses bad periods with 400", async () => {
    for (const query of ["from=-400", "to=0", "from=-2&to=-5", "from=abc", "period=400"]) {
      const { http, body } = await stats(`federationId=stat-fed&${query}`);
      expect([query, http, [1, 400].includes(body.status)]).toEqual([query, 400, true]);
    }
    expect((await stats("")).http).toBe(400);
  });

  it("is for the global admin and the federation's admins only", async () => {
    expect((await stats("federationId=stat-fed", admin)).http).toBe(200);
    expect((await stats("federationId=no-such", admin)).body.status).toBe(1000);
    for (const token of [otherFede, clubAdmin])
      expect((await stats("federationId=stat-fed", token)).http).toBe(403);
    expect((await t.call("/api/statistics/federation?federationId=stat-fed")).http).toBe(401);
  });
});

describe("the demo federation", () => {
  it("has something in every chart", async () => {
    const demo = await createTestApp();
    try {
      const token = await demo.login("fede@demo.clubcost.app");
      const { body } = await demo.call<FederationStatistics>(
        "/api/statistics/federation?federationId=demo-fftt",
        { token },
      );
      const data = body.data;
      expect(data.connectionPerClub.length).toBeGreaterThan(15);
      expect(new Set(data.connectionPerClub.map((r) => r.league)).size).toBeGreaterThan(8);
      expect(data.clubMonthlyIncrease.length).toBeGreaterThanOrEqual(12);
      expect(data.clubByDepartment.map((r) => r.label)).toEqual(
        expect.arrayContaining(["2A", "2B", "974", "971", "972"]),
      );
      expect(data.clubByLeague.length).toBeGreaterThan(10);
      expect(data.quota.registered).toBeGreaterThan(24);
      expect(data.quota.available).toBeGreaterThan(0);
    } finally {
      demo.close();
    }
  });
});
