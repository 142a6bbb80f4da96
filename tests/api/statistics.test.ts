import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubs, connections, federations, memberships } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let fede: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  // A federation of its own, so the demo history does not mix into the expected figures.
  await t.deps.db().insert(federations).values({ id: "stat-fed", name: "Stats", contractEnd: "2030-01-01" });
  await t.deps.db().insert(memberships).values({ userId: "demo-fede", organizationId: "stat-fed", organizationType: "federation" });
  fede = await t.login("fede@demo.clubcost.app");
  const now = Date.now();
  const base = { federationId: "stat-fed", nameSearch: "" };
  await t.deps.db().insert(clubs).values([
    { ...base, id: "s1", code: "S1", name: "Ajaccio TT", zipCode: "20000", league: "Corse", createdAt: Date.UTC(2026, 0, 15) },
    { ...base, id: "s2", code: "S2", name: "Bastia TT", zipCode: "20200", league: "Corse", createdAt: Date.UTC(2026, 1, 3) },
    { ...base, id: "s3", code: "S3", name: "Saint-Denis TT", zipCode: "97400", league: "La Réunion", createdAt: Date.UTC(2026, 1, 20) },
  ]);
  await t.deps.db().insert(connections).values([
    { userId: "u", organizationId: "s1", federationId: "stat-fed", at: now - 2 * DAY },
    { userId: "u", organizationId: "s1", federationId: "stat-fed", at: now - 3 * DAY },
    { userId: "u", organizationId: "s3", federationId: "stat-fed", at: now - 5 * DAY },
    { userId: "u", organizationId: "s2", federationId: "stat-fed", at: now - 90 * DAY },
  ]);
});
afterAll(() => t.close());

describe("GET /api/statistics/federation", () => {
  it("computes the series with departments from zip codes, Corsica and overseas included", async () => {
    const { http, body } = await t.call<Record<string, { label?: string; time?: string; value: number }[]>>("/api/statistics/federation?federationId=stat-fed&period=30", { token: fede });
    expect(http).toBe(200);
    expect(body.data.connectionPerClub).toEqual([
      { time: "Corse|2A|Ajaccio TT", value: 2 },
      { time: "La Réunion|974|Saint-Denis TT", value: 1 },
    ]);
    expect(body.data.clubByDepartment).toEqual(expect.arrayContaining([{ label: "2A", value: 1 }, { label: "2B", value: 1 }, { label: "974", value: 1 }]));
    expect(body.data.clubByLeague).toEqual(expect.arrayContaining([{ label: "Corse", value: 2 }]));
    expect(body.data.clubMonthlyIncrease).toEqual(expect.arrayContaining([{ label: "202601", value: 1 }, { label: "202602", value: 2 }]));
    expect(body.data.coveredLeague).toEqual(expect.arrayContaining([{ label: "202601", value: 1 }, { label: "202602", value: 1 }]));
  });

  it("widens the period on request, and refuses other federations' admins", async () => {
    const year = await t.call<{ connectionPerClub: unknown[] }>("/api/statistics/federation?federationId=stat-fed&period=365", { token: fede });
    expect(year.body.data.connectionPerClub).toHaveLength(3);
    const club = await t.login("club@demo.clubcost.app");
    expect((await t.call("/api/statistics/federation?federationId=stat-fed", { token: club })).http).toBe(403);
    expect((await t.call("/api/statistics/federation?federationId=stat-fed&period=400", { token: fede })).http).toBe(400);
  });
});
