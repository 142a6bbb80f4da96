import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubBenchmark, FederationBenchmark } from "#core/schemas/benchmark";
import type { SavedCalculator } from "#core/schemas/calculation";
import { clubKindFigures, clubs } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

// The benchmark answers kept per federation and season (docs/decisions/179): served again while the
// federation's statistics version holds, never after a write of kind figures (a club's save, a
// template's). A change made behind the services' back (the hand updates below) is what shows whether
// an answer was kept: it stays unseen until a save moves the version.
let t: TestApp;
let fede: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [fede, admin] = [await t.login("fede@demo.clubcost.app"), await t.login("admin@demo.clubcost.app")];
});
afterAll(() => t?.close());

const federationBenchmark = async () => {
  const { http, body } = await t.call<FederationBenchmark>(
    `/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}`,
    { token: fede },
  );
  expect(http).toBe(200);
  return body.data;
};
const clubBenchmark = async (clubId: string) =>
  (
    await t.call<ClubBenchmark>("/api/statistics/benchmark/club", {
      token: admin,
      headers: { "x-organization-id": clubId },
    })
  ).body.data;

/** The demo federation's clubs that keep kind figures (of this kind, when given), the demo club apart. */
async function clubsWithKinds(kind?: string, season?: string): Promise<string[]> {
  const rows = await t.deps
    .db()
    .selectDistinct({ id: clubKindFigures.clubId })
    .from(clubKindFigures)
    .innerJoin(clubs, eq(clubs.id, clubKindFigures.clubId))
    .where(
      and(
        eq(clubs.federationId, DEMO_FEDERATION_ID),
        kind ? eq(clubKindFigures.kind, kind) : undefined,
        season ? eq(clubKindFigures.season, season) : undefined,
      ),
    );
  return rows.map((r) => r.id).filter((id) => id !== DEMO_CLUB_ID);
}

/** Saves the club's calculator through the API, its groups changed by `change`. */
async function save(
  organizationId: string,
  token: string,
  change: (doc: SavedCalculator) => SavedCalculator["groups"],
) {
  const headers = { "x-organization-id": organizationId };
  const doc = (await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers })).body.data;
  const { http, body } = await t.call("/api/calculation/store", {
    method: "POST",
    token,
    headers,
    json: { input: { ...doc, groups: change(doc) } },
  });
  expect(http, JSON.stringify(body)).toBe(200);
}

const adultMedian = (answer: FederationBenchmark) =>
  answer.kinds.find((k) => k.kind === "adult")?.membership.median;

describe("kept benchmark answers", () => {
  it("are served again until a club's save, then computed from every row as it is", async () => {
    const before = await federationBenchmark();
    const [saver] = await clubsWithKinds(undefined, before.season);
    expect(adultMedian(before)).toBeDefined();
    // Behind the services' back: no version moves, so the kept answer is served (both calls).
    const ids = await clubsWithKinds();
    await t.deps
      .db()
      .update(clubKindFigures)
      .set({ membership: 12345 })
      .where(and(eq(clubKindFigures.kind, "adult"), inArray(clubKindFigures.clubId, ids)));
    expect(await federationBenchmark()).toEqual(before);

    // Any club's save of its calculator moves the version: the next answer reads every row again.
    await save(saver, admin, (doc) => doc.groups);
    const after = await federationBenchmark();
    expect(adultMedian(after)).toBe(12345);
    const own = (await clubBenchmark(saver)).categories.find((c) => c.kind === "adult");
    if (own) expect(own.federation?.median).toBe(12345);
  });

  it("follow a save that takes away a club's last kind", async () => {
    const before = await federationBenchmark();
    const [leaver] = await clubsWithKinds(undefined, before.season);
    await save(leaver, admin, () => []);
    const after = await federationBenchmark();
    expect(after.clubs).toBe(before.clubs - 1);
  });

  it("follow a template save, which recomputes its clubs' kind figures", async () => {
    // Five clubs of one kind in a new league: a league cell of that kind appears once the answer is computed again.
    const before = await federationBenchmark();
    const ids = (await clubsWithKinds("adult", before.season)).slice(0, 5);
    expect(ids).toHaveLength(5);
    expect(before.byLeague.map((l) => l.league)).not.toContain("Ligue témoin");
    await t.deps.db().update(clubs).set({ league: "Ligue témoin" }).where(inArray(clubs.id, ids));
    expect(await federationBenchmark()).toEqual(before);
    await save(DEMO_FEDERATION_ID, fede, (doc) => doc.groups);
    expect((await federationBenchmark()).byLeague.map((l) => l.league)).toContain("Ligue témoin");
  });
});
