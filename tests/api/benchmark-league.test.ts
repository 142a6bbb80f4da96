import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubBenchmark, FederationBenchmark } from "#core/schemas/benchmark";
import type { SavedCalculator } from "#core/schemas/calculation";
import { seasonOf } from "#core/season";
import { clubKindFigures, clubs, federations } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The benchmark by league (treasurer.md section 6, issue 40.9): a club's league band is read from the
 * clubs of its league only, not the whole federation, and clubs without a league are counted in the
 * federation's cells but grouped under no league (nor department) of an empty name.
 * A federation of its own: 6 other clubs of Bretagne at 100 to 150 a youth, 6 of Occitanie at 300 to
 * 350, 6 without a league nor a zip code at 500 to 550.
 */
let t: TestApp;
let admin: string;
const season = seasonOf(new Date());
const FED = "league-fed";
const ASKING = "lb-ask";
const NO_LEAGUE = "lb-none-ask";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
  const db = t.deps.db();
  await db
    .insert(federations)
    .values({ id: FED, name: "Fédération des ligues", contractEnd: "2030-01-01", quota: 30 });
  const groups = [
    { prefix: "bzh", league: "Bretagne", zipCode: "35000", base: 100 },
    { prefix: "occ", league: "Occitanie", zipCode: "31000", base: 300 },
    { prefix: "none", league: "", zipCode: "", base: 500 },
  ];
  const others = groups.flatMap(({ prefix, league, zipCode, base }) =>
    [0, 1, 2, 3, 4, 5].map((i) => ({ id: `lb-${prefix}-${i}`, league, zipCode, membership: base + 10 * i })),
  );
  await db.insert(clubs).values([
    ...others.map(({ id, league, zipCode }) => ({
      id,
      federationId: FED,
      code: id.toUpperCase(),
      name: id,
      nameSearch: id,
      league,
      zipCode,
    })),
    {
      id: ASKING,
      federationId: FED,
      code: "LB-ASK",
      name: "Rennes TT",
      nameSearch: "rennes tt",
      league: "Bretagne",
      zipCode: "35000",
    },
    {
      id: NO_LEAGUE,
      federationId: FED,
      code: "LB-NONE-ASK",
      name: "Sans ligue",
      nameSearch: "sans ligue",
      league: "",
      zipCode: "",
    },
  ]);
  await db.insert(clubKindFigures).values(
    others.map(({ id, membership }) => ({
      clubId: id,
      season,
      kind: "youth",
      members: 20,
      membership,
      realCost: membership,
      netCost: membership,
    })),
  );
  for (const clubId of [ASKING, NO_LEAGUE]) await saveYouthAt(clubId, 120);
});
afterAll(() => t?.close());

const headers = (clubId: string) => ({ "x-organization-id": clubId });

/** Saves, as the global admin and through the API, the club's calculator with one youth category at this price. */
async function saveYouthAt(clubId: string, membership: number) {
  const doc = (
    await t.call<SavedCalculator>("/api/calculation/retrieve", { token: admin, headers: headers(clubId) })
  ).body.data;
  const groups = [
    {
      name: "Jeunes",
      categories: [
        {
          name: "U13",
          kind: "youth",
          members: 10,
          fees: [],
          subsidies: [],
          rate: 100,
          manualMembership: membership,
        },
      ],
    },
  ];
  const { http, body } = await t.call("/api/calculation/store", {
    method: "POST",
    token: admin,
    headers: headers(clubId),
    json: { input: { ...doc, groups } },
  });
  expect(http, JSON.stringify(body)).toBe(200);
}

const youthOf = async (clubId: string) => {
  const { http, body } = await t.call<ClubBenchmark>("/api/statistics/benchmark/club", {
    token: admin,
    headers: headers(clubId),
  });
  expect(http, JSON.stringify(body)).toBe(200);
  return body.data.categories.find((c) => c.kind === "youth")!;
};

describe("GET statistics/benchmark by league", () => {
  it("groups the clubs by league and department, and leaves the clubs without one out of those groups", async () => {
    const { http, body } = await t.call<FederationBenchmark>(
      `/api/statistics/benchmark?federationId=${FED}&season=${season}`,
      { token: admin },
    );
    expect(http).toBe(200);
    // Every club counts in the federation's cells, those without a league too.
    expect(body.data.kinds.find((k) => k.kind === "youth")!.clubs).toBe(20);
    expect(body.data.byLeague.map((l) => [l.league, l.kinds.find((k) => k.kind === "youth")!.clubs])).toEqual(
      [
        ["Bretagne", 7],
        ["Occitanie", 6],
      ],
    );
    const occitanie = body.data.byLeague.find((l) => l.league === "Occitanie")!.kinds[0];
    expect(occitanie.membership).toEqual({ p25: 312.5, median: 325, p75: 337.5 });
    expect(body.data.byDepartment.map((d) => d.department)).toEqual(["31", "35"]);
  });
});

describe("GET statistics/benchmark/club, the league band", () => {
  it("is read from the other clubs of the club's league, not the whole federation", async () => {
    const youth = await youthOf(ASKING);
    // The 6 other clubs of Bretagne (100 to 150), not the 19 others of the federation.
    expect(youth.league).toEqual({ clubs: 6, p25: 113, median: 125, p75: 138, position: "within" });
    expect(youth.federation).toMatchObject({ clubs: 19, median: 320 });
    expect(youth.federation!.position).toBe("below");
    expect(youth.position).toBe("below");
  });

  it("is null for a club without a league, whose federation band still counts the clubs without one", async () => {
    const youth = await youthOf(NO_LEAGUE);
    expect(youth.league).toBeNull();
    expect(youth.federation).toMatchObject({ clubs: 19 });
  });
});
