import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubBenchmark, FederationBenchmark } from "#core/schemas/benchmark";
import type { SavedCalculator } from "#core/schemas/calculation";
import { parisDay, seasonOf } from "#core/season";
import { benchmarkSnapshots, clubKindFigures, clubs } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * A club's benchmark view is no oracle on other clubs (treasurer.md section 6, issue 38.1,
 * docs/decisions/195): over the other clubs only, 5 of them per band, from the snapshot of the Paris
 * day, rounded to the euro. The clock is the test's: the next Paris day comes when the test says so.
 */
let t: TestApp;
let now = Date.now();
let admin: string;
let club: string;
let fede: string;
const season = seasonOf(new Date(now));
const logIn = async () => {
  [admin, club, fede] = [
    await t.login("admin@demo.clubcost.app"),
    await t.login("club@demo.clubcost.app"),
    await t.login("fede@demo.clubcost.app"),
  ];
};
/** The clock moves on (never back): the access tokens of 15 minutes are taken again. */
async function moveTo(at: number) {
  now = at;
  await logIn();
}
/** Seven clubs of the demo federation that keep kind figures (the demo club apart): the cell of kind "other" is theirs. */
let seven: string[];
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => now } } });
  await logIn();
  const rows = await t.deps
    .db()
    .selectDistinct({ id: clubKindFigures.clubId })
    .from(clubKindFigures)
    .innerJoin(clubs, eq(clubs.id, clubKindFigures.clubId))
    .where(
      and(
        eq(clubs.federationId, DEMO_FEDERATION_ID),
        eq(clubKindFigures.season, season),
        ne(clubs.id, DEMO_CLUB_ID),
      ),
    );
  seven = rows.map((r) => r.id).slice(0, 7);
});
afterAll(() => t?.close());

const headers = (id: string) => ({ "x-organization-id": id });
const clubView = async (clubId = DEMO_CLUB_ID, token = club) => {
  const { http, body } = await t.call<ClubBenchmark>("/api/statistics/benchmark/club", {
    token,
    headers: headers(clubId),
  });
  expect(http, JSON.stringify(body)).toBe(200);
  return body.data.categories;
};
const federationView = async () =>
  (
    await t.call<FederationBenchmark>(`/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}`, {
      token: fede,
    })
  ).body.data;

/** Saves the club's calculator with every category of `kind` at this price (a manual price). */
async function setPrice(clubId: string, token: string, kind: string, price: number) {
  const doc = (
    await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers: headers(clubId) })
  ).body.data;
  const groups = doc.groups.map((g) => ({
    ...g,
    categories: g.categories.map((c) => (c.kind === kind ? { ...c, manualMembership: price } : c)),
  }));
  const { http, body } = await t.call("/api/calculation/store", {
    method: "POST",
    token,
    headers: headers(clubId),
    json: { input: { ...doc, groups } },
  });
  expect(http, JSON.stringify(body)).toBe(200);
}

/** The first whole minute of the next Paris day after `at` (Paris is one or two hours ahead of UTC). */
function nextParisDay(at: number): number {
  let next = Math.ceil(at / 60_000) * 60_000;
  const day = parisDay(new Date(at));
  while (parisDay(new Date(next)) === day) next += 60_000;
  return next;
}

const youth = (rows: ClubBenchmark["categories"]) => rows.find((r) => r.kind === "youth")!;
const other = (rows: ClubBenchmark["categories"]) => rows.find((r) => r.kind === "other")!;

describe("the club's benchmark view", () => {
  it("does not move when the asking club saves 0 then 999,999 (the attack of issue 38.1)", async () => {
    const before = youth(await clubView());
    expect(before.federation).not.toBeNull();
    await setPrice(DEMO_CLUB_ID, club, "youth", 0);
    const atZero = youth(await clubView());
    await setPrice(DEMO_CLUB_ID, club, "youth", 999_999);
    const atMax = youth(await clubView());
    // The federation's own view does see the save: the attack would have read this.
    expect(atZero.membership).toBe(0);
    expect(atMax.membership).toBe(999_999);
    for (const field of ["clubs", "p25", "median", "p75"] as const) {
      expect(atZero.federation![field], field).toBe(before.federation![field]);
      expect(atMax.federation![field], field).toBe(before.federation![field]);
      expect(atMax.league?.[field], field).toBe(before.league?.[field]);
    }
    expect([atZero.position, atMax.position]).toEqual(["below", "above"]);
    // Even on later days, the club is never among the clubs its own band counts.
    await moveTo(nextParisDay(now));
    expect(youth(await clubView()).federation).toEqual({ ...before.federation, position: "above" });
  });

  it("needs 5 other clubs: a kind of 5 clubs in all shows no band to any of them", async () => {
    const db = t.deps.db();
    await db.delete(clubKindFigures).where(eq(clubKindFigures.kind, "other"));
    for (const [i, price] of [100, 101, 102, 107, 111].entries()) await addOther(seven[i], price);
    await moveTo(nextParisDay(now));
    expect((await federationView()).kinds.find((k) => k.kind === "other")!.clubs).toBe(5);
    for (const id of seven.slice(0, 5))
      expect(
        (await clubView(id, admin)).find((c) => c.kind === "other"),
        id,
      ).toMatchObject({ federation: null, league: null, position: null });
    // A sixth club: the first now has 5 others.
    await addOther(seven[5], 114);
    await moveTo(nextParisDay(now));
    expect(other(await clubView(seven[0], admin)).federation).toEqual({
      clubs: 5,
      p25: 102,
      median: 107,
      p75: 111,
      position: "below",
    });
  });

  it("rounds the other clubs' quartiles to the euro", async () => {
    await addOther(seven[6], 117);
    await moveTo(nextParisDay(now));
    // 101, 102, 107, 111, 114, 117: p25 103.25, median 109, p75 113.25.
    expect(other(await clubView(seven[0], admin)).federation).toEqual({
      clubs: 6,
      p25: 103,
      median: 109,
      p75: 113,
      position: "below",
    });
  });

  it("does not move when the asking club saves 0 then 999,999, in a cell of 7 clubs", async () => {
    const band = { clubs: 6, p25: 103, median: 109, p75: 113 };
    await setPrice(seven[0], admin, "other", 0);
    expect(other(await clubView(seven[0], admin)).federation).toEqual({ ...band, position: "below" });
    await setPrice(seven[0], admin, "other", 999_999);
    expect(other(await clubView(seven[0], admin)).federation).toEqual({ ...band, position: "above" });
  });

  it("shows another club's save the next Paris day, not the same day", async () => {
    // 23:59 in Paris: the snapshot of the day is taken by this read.
    await moveTo(nextParisDay(nextParisDay(now)) - 60_000);
    const sameDay = other(await clubView(seven[0], admin)).federation;
    const federationBefore = (await federationView()).kinds.find((k) => k.kind === "other")!.membership;
    await setPrice(seven[1], admin, "other", 1000);
    expect(other(await clubView(seven[0], admin)).federation).toEqual(sameDay);
    // The federation's own view is not limited so: it shows the save at once.
    expect((await federationView()).kinds.find((k) => k.kind === "other")!.membership).not.toEqual(
      federationBefore,
    );
    // 00:00 in Paris: a new day, a new snapshot with the save (102, 107, 111, 114, 117, 1000); yesterday's is gone.
    await moveTo(now + 60_000);
    expect(other(await clubView(seven[0], admin)).federation).toEqual({
      clubs: 6,
      p25: 108,
      median: 113,
      p75: 116,
      position: "above",
    });
    const kept = await t.deps
      .db()
      .select({ day: benchmarkSnapshots.day })
      .from(benchmarkSnapshots)
      .where(eq(benchmarkSnapshots.season, season));
    expect(kept.map((r) => r.day)).toEqual([parisDay(new Date(now))]);
  });
});

/** Saves, as the global admin, the club's calculator with one category of kind "other", at this price. */
async function addOther(clubId: string, membership: number) {
  const doc = (
    await t.call<SavedCalculator>("/api/calculation/retrieve", { token: admin, headers: headers(clubId) })
  ).body.data;
  // Its own categories of that kind, if any, lose it: the cell holds the prices the test chose.
  const kept = doc.groups.map((g) => ({
    ...g,
    categories: g.categories.map((c) => (c.kind === "other" ? { ...c, kind: undefined } : c)),
  }));
  const groups = [
    ...kept,
    {
      name: "Benchmark",
      categories: [
        {
          name: "Sport santé",
          kind: "other",
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
