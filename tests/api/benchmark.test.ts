import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_KINDS } from "#core/category-kinds";
import type { ClubBenchmark, FederationBenchmark } from "#core/schemas/benchmark";
import type { SavedCalculator } from "#core/schemas/calculation";
import { clubKindFigures, clubs } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

// The federation benchmark (treasurer.md section 6, docs/decisions/158): quartiles from the kind
// figures the saves keep, no cell under 5 clubs, no club name or id in any answer.
let t: TestApp;
let fede: string;
let admin: string;
let club: string;
beforeAll(async () => {
  t = await createTestApp();
  [fede, admin, club] = [
    await t.login("fede@demo.clubcost.app"),
    await t.login("admin@demo.clubcost.app"),
    await t.login("club@demo.clubcost.app"),
  ];
});
afterAll(() => t?.close());

const federationBenchmark = (token = fede) =>
  t.call<FederationBenchmark>(
    `/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}&season=2026-2027`,
    { token },
  );
const clubBenchmark = (clubId = DEMO_CLUB_ID, token = admin) =>
  t.call<ClubBenchmark>("/api/statistics/benchmark/club", {
    token,
    headers: { "x-organization-id": clubId },
  });

/** Saves, as the global admin and through the API, the club's calculator with one more category of this kind. */
async function addCategory(clubId: string, kind: string, membership: number) {
  const headers = { "x-organization-id": clubId };
  const doc = (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: admin, headers })).body
    .data;
  const groups = [
    ...doc.groups,
    {
      name: "Benchmark",
      categories: [
        {
          name: "Sport santé",
          kind,
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
    headers,
    json: { input: { ...doc, groups } },
  });
  expect(http, JSON.stringify(body)).toBe(200);
}

describe("the demo federation's benchmark", () => {
  it("shows every kind, each from at least 5 clubs, and no club's name or id", async () => {
    const { http, body } = await federationBenchmark();
    expect(http).toBe(200);
    const data = body.data;
    expect(data.season).toBe("2026-2027");
    expect(data.kinds.map((k) => k.kind)).toEqual([...CATEGORY_KINDS]);
    for (const cell of [
      ...data.kinds,
      ...data.byLeague.flatMap((l) => l.kinds),
      ...data.byDepartment.flatMap((d) => d.kinds),
    ]) {
      expect(cell.clubs).toBeGreaterThanOrEqual(5);
      expect(cell.membership.p25).toBeLessThanOrEqual(cell.membership.p75);
    }
    const text = JSON.stringify(data);
    const rows = await t.deps.db().select({ id: clubs.id, name: clubs.name, code: clubs.code }).from(clubs);
    for (const row of rows)
      for (const secret of [row.id, row.name, row.code]) expect(text).not.toContain(`"${secret}"`);
  });

  it("echoes a valid season, refuses a bad one (400, field season) and defaults to the current one", async () => {
    const bad = await t.call(
      `/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}&season=2026-2028`,
      { token: fede },
    );
    expect(bad.http).toBe(400);
    expect(bad.body.field).toContain("season");
    const plain = await t.call<FederationBenchmark>(
      `/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}`,
      { token: fede },
    );
    expect(plain.body.data.season).toMatch(/^\d{4}-\d{4}$/);
  });

  it("answers 404 for a federation that does not exist (global admin)", async () => {
    expect(
      (await t.call(`/api/statistics/benchmark?federationId=no-such-federation`, { token: admin })).http,
    ).toBe(404);
  });
});

describe("the demo club's benchmark", () => {
  it("places each of its priced categories against the federation's band, with no club name or id", async () => {
    const { http, body } = await clubBenchmark(DEMO_CLUB_ID, club);
    expect(http).toBe(200);
    const rows = body.data.categories;
    expect(rows.map((r) => [r.name, r.kind])).toEqual([
      ["U11", "child"],
      ["U15", "youth"],
      ["Loisir", "leisure"],
    ]);
    for (const row of rows) {
      expect(row.federation!.clubs).toBeGreaterThanOrEqual(5);
      expect(row.position).toBe(row.federation!.position);
      expect(["below", "within", "above"]).toContain(row.position);
    }
    expect(JSON.stringify(body.data)).not.toMatch(/demo-hist|demo-club/);
  });
});

// The club's own view counts 5 clubs besides itself, from the day's snapshot: benchmark-oracle.test.ts.
describe("the 5-club rule", () => {
  it("hides a kind of 4 clubs and shows it at 5 in the federation's answer", async () => {
    const db = t.deps.db();
    const saved = await db
      .selectDistinct({ id: clubKindFigures.clubId })
      .from(clubKindFigures)
      .innerJoin(clubs, eq(clubs.id, clubKindFigures.clubId))
      .where(eq(clubs.federationId, DEMO_FEDERATION_ID));
    const five = saved
      .map((r) => r.id)
      .filter((id) => id !== DEMO_CLUB_ID)
      .slice(0, 5);
    // No club of the federation keeps a category of kind "other" any more: the rule starts from zero.
    await db.delete(clubKindFigures).where(
      and(
        eq(clubKindFigures.kind, "other"),
        inArray(
          clubKindFigures.clubId,
          saved.map((r) => r.id),
        ),
      ),
    );
    for (const [i, id] of five.slice(0, 4).entries()) await addCategory(id, "other", 100 + 10 * i);
    const kindsOf = async () => (await federationBenchmark()).body.data.kinds.map((k) => k.kind);
    expect(await kindsOf()).not.toContain("other");

    await addCategory(five[4], "other", 140);
    const cell = (await federationBenchmark()).body.data.kinds.find((k) => k.kind === "other")!;
    expect(cell.clubs).toBe(5);
    expect(cell.membership).toEqual({ p25: 110, median: 120, p75: 130 });
  });
});
