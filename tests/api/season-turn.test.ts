import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FederationBenchmark } from "#core/schemas/benchmark";
import type { CalculationSeasons, SavedCalculator } from "#core/schemas/calculation";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { nextSeason, seasonOf } from "#core/season";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The turn of a season as the server sees it (issue 38.3 and 38.4): at midnight in Paris on 1 September
 * (22:00 UTC, summer time), not at midnight UTC; and after it the federation's club list shows the
 * clubs that have not started the new season as such, without last season's figures. The demo is
 * seeded at the real date; the test's clock then moves to the end of that season.
 */
let t: TestApp;
let now = Date.now();
const season = seasonOf(new Date(now));
const coming = nextSeason(season);
const turnYear = Number(coming.slice(0, 4));
/** 1 September of the coming season at 00:00 in Paris. */
const TURN = Date.UTC(turnYear, 7, 31, 22, 0);
let club: string;
let fede: string;

/** The clock moves (forward): the access tokens of 15 minutes are taken again. */
async function moveTo(at: number) {
  now = at;
  [club, fede] = [await t.login("club@demo.clubcost.app"), await t.login("fede@demo.clubcost.app")];
}
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
});
afterAll(() => t?.close());

const headers = { "x-organization-id": DEMO_CLUB_ID };
const seasons = async () =>
  (await t.call<CalculationSeasons>("/api/calculation/seasons", { token: club, headers })).body.data;
const list = async (query = "") => {
  const { http, body } = await t.call<ClubListRow[]>(
    `/api/club/list?federationId=${DEMO_FEDERATION_ID}${query}`,
    { token: fede },
  );
  expect(http, JSON.stringify(body)).toBe(200);
  return body.data;
};
const demoRow = async (query = "") => (await list(query)).find((row) => row.id === DEMO_CLUB_ID)!;
/** Saves the demo club's calculator of the season it opens (none asked: the current one), its U11 with `members`. */
async function save(members: number, season?: string) {
  const query = season ? `?season=${season}` : "";
  const doc = (await t.call<SavedCalculator>(`/api/calculation/retrieve${query}`, { token: club, headers }))
    .body.data;
  const groups = doc.groups.map((g) => ({
    ...g,
    categories: g.categories.map((c) => (c.name === "U11" ? { ...c, members } : c)),
  }));
  const context = { ...doc.context, ...(season ? { season } : {}) };
  const { http, body } = await t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token: club,
    headers,
    json: { input: { ...doc, groups, context } },
  });
  expect(http, JSON.stringify(body)).toBe(200);
  return body.data;
}

describe("the turn of a season", () => {
  it("comes at midnight in Paris: at 23:59 on 31 August (21:59 UTC) the season is still the old one", async () => {
    await moveTo(TURN - 60_000);
    expect((await seasons()).current).toBe(season);
    const row = await demoRow();
    expect(row).toMatchObject({ started: true });
    expect(row.members).toBeGreaterThan(0);
  });

  it("at 00:30 in Paris on 1 September (22:30 UTC on 31 August) the new season is current", async () => {
    await moveTo(TURN + 30 * 60_000);
    expect((await seasons()).current).toBe(coming);
    // No season asked: the save goes to the new season, as version 1.
    const doc = (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: club, headers })).body
      .data;
    expect(doc.context.season).toBe(coming);
  });

  it("lists the clubs that have not started the new season as such, with no figures from the last one", async () => {
    const rows = await list();
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows)
      expect([row.id, row.started, row.members, row.globalFees]).toEqual([row.id, false, 0, 0]);
    // Last season's list still shows them with last season's figures.
    expect(await demoRow(`&season=${season}`)).toMatchObject({ started: true });
    expect((await demoRow(`&season=${season}`)).members).toBeGreaterThan(0);
  });

  it("shows a club once it starts the new season from the last one, as the benchmark counts it", async () => {
    const copied = await t.call("/api/calculation/season/copy", {
      method: "POST",
      token: club,
      headers,
      json: { input: { from: season, to: coming } },
    });
    expect(copied.http, JSON.stringify(copied.body)).toBe(200);
    const saved = await save(21);
    expect(saved.context.season).toBe(coming);
    const rows = await list();
    const started = rows.filter((row) => row.started);
    expect(started.map((row) => row.id)).toEqual([DEMO_CLUB_ID]);
    const members = saved.groups.flatMap((g) => g.categories).reduce((n, c) => n + c.members, 0);
    expect(started[0].members).toBe(members);
    const benchmark = (
      await t.call<FederationBenchmark>(`/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}`, {
        token: fede,
      })
    ).body.data;
    expect([benchmark.season, benchmark.clubs]).toEqual([coming, 1]);
  });

  it("shows a season prepared before the turn with its own figures, not with the club row's of last season", async () => {
    // Prepared in August for the season after (the "next" one then), never saved again after its turn.
    const after = nextSeason(coming);
    await save(33, after);
    await moveTo(Date.UTC(turnYear + 1, 7, 31, 22, 30));
    const row = await demoRow();
    const prepared = (await t.call<SavedCalculator>(`/api/calculation/retrieve`, { token: club, headers }))
      .body.data;
    expect(prepared.context.season).toBe(after);
    expect(row).toMatchObject({
      started: true,
      members: prepared.groups.flatMap((g) => g.categories).reduce((n, c) => n + c.members, 0),
    });
  });
});
