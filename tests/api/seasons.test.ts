import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalculationHistoryEntry, CalculationSeasons, SavedCalculator } from "#core/schemas/calculation";
import type { ClubListRow } from "#core/schemas/federation-lists";
import type { FederationBenchmark } from "#core/schemas/benchmark";
import { nextSeason, previousSeason, seasonOf, shiftSeason } from "#core/season";
import { searchableName } from "#core/text";
import { clubs, federations, memberships, users } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { digest } from "./authorization/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Seasons (treasurer.md section 1, issue 27, docs/decisions/167-169): a calculator per organization
 * and season, each with its versions and history; the demo club holds this season (the worked
 * example) and last season (two saves, other figures).
 */
let t: TestApp;
let clubAdmin: string;
let fede: string;
let otherClubAdmin: string;
const current = seasonOf(new Date());
const last = previousSeason(current);
const next = nextSeason(current);
const tooFar = shiftSeason(current, 2);

const org = (id: string) => ({ "x-organization-id": id });
const get = <T>(token: string, path: string, id = DEMO_CLUB_ID) =>
  t.call<T>(path, { token, headers: org(id) });
const post = <T>(token: string, path: string, json: unknown, id = DEMO_CLUB_ID) =>
  t.call<T>(path, { method: "POST", token, headers: org(id), json });
const retrieve = (token: string, season?: string, id = DEMO_CLUB_ID) =>
  get<SavedCalculator>(token, `/api/calculation/retrieve${season ? `?season=${season}` : ""}`, id);
const store = (token: string, doc: SavedCalculator, version: number, season?: string) =>
  post<SavedCalculator>(
    token,
    "/api/calculation/store",
    { input: { ...doc, context: { version, inputMembership: false, ...(season ? { season } : {}) } } },
    doc.organizationId,
  );
const copy = (token: string, from: unknown, to: unknown, id = DEMO_CLUB_ID) =>
  post<SavedCalculator>(token, "/api/calculation/season/copy", { input: { from, to } }, id);
const members = (doc: SavedCalculator) =>
  doc.groups.flatMap((g) => g.categories.map((c) => [c.name, c.members]));
const listRow = async (season?: string) =>
  (
    await t.call<ClubListRow[]>(
      `/api/club/list?federationId=${DEMO_FEDERATION_ID}${season ? `&season=${season}` : ""}`,
      { token: fede },
    )
  ).body.data.find((r) => r.id === DEMO_CLUB_ID)!;

/** A refused call: its status, backend code, field and message key, and nothing changed. */
async function refused(
  call: () => Promise<{ http: number; body: { status: number; field?: string; message: string } }>,
) {
  const before = await digest(t);
  const { http, body } = await call();
  expect(await digest(t)).toBe(before);
  return [http, body.status, body.field, body.message];
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db();
  await db
    .insert(federations)
    .values({ id: "season-other-fed", name: "Autre fédération", contractEnd: "2030-01-01" });
  await db.insert(clubs).values({
    id: "season-other-club",
    federationId: "season-other-fed",
    code: "S1",
    name: "Autre club",
    nameSearch: searchableName("Autre club"),
  });
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "season-other@example.org", password: "password-123" },
  });
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "season-other@example.org"));
  await db
    .insert(memberships)
    .values({ userId: user.id, organizationId: "season-other-club", organizationType: "club" });
  otherClubAdmin = await t.login("season-other@example.org", "password-123");
  clubAdmin = await t.login("club@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t.close());

describe("GET calculation/seasons", () => {
  it("lists the demo club's two seasons newest first, with the current and next ones", async () => {
    const { http, body } = await get<CalculationSeasons>(clubAdmin, "/api/calculation/seasons");
    expect(http).toBe(200);
    expect(body.data.current).toBe(current);
    expect(body.data.next).toBe(next);
    expect(body.data.seasons.map((s) => [s.season, s.version, s.modifier])).toEqual([
      [current, 1, "Claire Trésorière"],
      [last, 2, "Claire Trésorière"],
    ]);
    expect(body.data.seasons[1].lastUpdate).toMatch(/^\d{4}-06-15T/);
  });

  it("lists the template's seasons to its federation's admin; refuses another club's admin", async () => {
    const { body } = await get<CalculationSeasons>(fede, "/api/calculation/seasons", DEMO_FEDERATION_ID);
    expect(body.data.seasons.map((s) => s.season)).toEqual([current, last]);
    expect(await refused(() => get(otherClubAdmin, "/api/calculation/seasons"))).toEqual([
      403,
      3,
      undefined,
      expect.any(String),
    ]);
  });
});

describe("GET calculation/retrieve?season=", () => {
  it("answers last season's calculator with its own figures, and the current one without a season", async () => {
    const lastDoc = (await retrieve(clubAdmin, last)).body.data;
    expect(lastDoc.context).toMatchObject({ season: last, version: 2 });
    expect(members(lastDoc)).toEqual([
      ["U11", 18],
      ["U15", 26],
      ["Loisir", 46],
    ]);
    const now = (await retrieve(clubAdmin)).body.data;
    expect(now.context).toMatchObject({ season: current, version: 1 });
    expect(members(now)).toEqual([
      ["U11", 20],
      ["U15", 30],
      ["Loisir", 50],
    ]);
    // The federation's admins read a club's seasons too (read only).
    expect((await retrieve(fede, last)).http).toBe(200);
  });

  it("opens next season empty (version 0) before its first save", async () => {
    const { http, body } = await retrieve(clubAdmin, next);
    expect([http, body.data.context.version, body.data.context.season]).toEqual([200, 0, next]);
  });

  it("refuses an unknown, a malformed and a too-far season with 400 and the field", async () => {
    expect(await refused(() => retrieve(clubAdmin, "2019-2020"))).toEqual([
      400,
      1,
      "season",
      "error_season_unknown",
    ]);
    expect(await refused(() => retrieve(clubAdmin, "2026-2028"))).toEqual([
      400,
      1,
      "season",
      "error_season_invalid",
    ]);
    expect(await refused(() => retrieve(clubAdmin, "2026/2027"))).toEqual([
      400,
      1,
      "season",
      "error_season_invalid",
    ]);
    expect(await refused(() => retrieve(clubAdmin, tooFar))).toEqual([
      400,
      1,
      "season",
      "error_season_too_far",
    ]);
  });
});

describe("POST calculation/store with input.context.season", () => {
  it("counts versions per season and leaves the other season and the club row alone", async () => {
    const lastDoc = (await retrieve(clubAdmin, last)).body.data;
    const rowBefore = await listRow();
    const edited = { ...lastDoc, internalFees: [{ name: "Coach", value: -8000 }] };
    const saved = await store(clubAdmin, edited, 2, last);
    expect([saved.http, saved.body.data.context.version, saved.body.data.context.season]).toEqual([
      200,
      3,
      last,
    ]);
    expect((await retrieve(clubAdmin)).body.data.context.version).toBe(1);
    // The list shows the current season: a save of last season does not move it...
    expect(await listRow()).toEqual(rowBefore);
    // ...but last season's list does.
    // Licences, affiliation, the coach (equipment dropped) and the U11 tournament.
    expect((await listRow(last)).globalFees).toBe(2200 + 600 + 8000 + 400);
  });

  it("refuses a stale save of a season with 409 and that season's document", async () => {
    const lastDoc = (await retrieve(clubAdmin, last)).body.data;
    const before = await digest(t);
    const { http, body } = await store(clubAdmin, lastDoc, 1, last);
    expect([http, body.status]).toEqual([409, 11]);
    expect(body.data.context).toMatchObject({ season: last, version: 3 });
    expect(await digest(t)).toBe(before);
  });

  it("refuses a malformed or too-far season with 400 and input.context.season", async () => {
    const doc = (await retrieve(clubAdmin)).body.data;
    expect(await refused(() => store(clubAdmin, doc, 1, "2026-2028"))).toEqual([
      400,
      1,
      "input.context.season",
      "error_season_invalid",
    ]);
    expect(await refused(() => store(clubAdmin, doc, 0, tooFar))).toEqual([
      400,
      1,
      "input.context.season",
      "error_season_too_far",
    ]);
  });
});

describe("history and restore per season", () => {
  it("lists, reads and restores the saves of one season only", async () => {
    const history = (
      await get<CalculationHistoryEntry[]>(clubAdmin, `/api/calculation/history?season=${last}`)
    ).body.data;
    expect(history.map((h) => h.version)).toEqual([3, 2, 1]);
    expect(
      (await get<CalculationHistoryEntry[]>(clubAdmin, "/api/calculation/history")).body.data.map(
        (h) => h.version,
      ),
    ).toEqual([1]);
    const draft = (await get<SavedCalculator>(clubAdmin, `/api/calculation/history/1?season=${last}`)).body
      .data;
    expect([draft.context.season, members(draft)[2]]).toEqual([last, ["Loisir", 40]]);
    const restored = await post<SavedCalculator>(clubAdmin, `/api/calculation/restore?season=${last}`, {
      input: { version: 1, baseVersion: 3 },
    });
    expect([restored.http, restored.body.data.context.version, restored.body.data.context.season]).toEqual([
      200,
      4,
      last,
    ]);
    expect((await retrieve(clubAdmin)).body.data.context.version).toBe(1);
  });

  it("refuses an unknown season (400) and a version the season does not have (404)", async () => {
    expect(await refused(() => get(clubAdmin, "/api/calculation/history?season=2019-2020"))).toEqual([
      400,
      1,
      "season",
      "error_season_unknown",
    ]);
    expect(await refused(() => get(clubAdmin, "/api/calculation/history/1?season=2019-2020"))).toEqual([
      400,
      1,
      "season",
      "error_season_unknown",
    ]);
    expect(await refused(() => get(clubAdmin, `/api/calculation/history/3?season=${current}`))).toEqual([
      404,
      1,
      "version",
      expect.any(String),
    ]);
    expect(
      await refused(() =>
        post(clubAdmin, `/api/calculation/restore?season=${tooFar}`, {
          input: { version: 1, baseVersion: 0 },
        }),
      ),
    ).toEqual([400, 1, "season", "error_season_too_far"]);
  });
});

describe("POST calculation/season/copy", () => {
  it("refuses bad seasons with 400 and the field, other organizations' admins with 403, and changes nothing", async () => {
    expect(await refused(() => copy(clubAdmin, "2019-2020", next))).toEqual([
      400,
      1,
      "input.from",
      "error_season_unknown",
    ]);
    expect(await refused(() => copy(clubAdmin, current, tooFar))).toEqual([
      400,
      1,
      "input.to",
      "error_season_too_far",
    ]);
    expect(await refused(() => copy(clubAdmin, current, current))).toEqual([
      400,
      1,
      "input.to",
      "error_season_same",
    ]);
    expect(await refused(() => copy(clubAdmin, "2026", next))).toEqual([
      400,
      1,
      "input.from",
      "error_season_invalid",
    ]);
    expect(await refused(() => copy(clubAdmin, current, undefined))).toEqual([
      400,
      400,
      "input.to",
      expect.any(String),
    ]);
    expect((await refused(() => copy(otherClubAdmin, current, next))).slice(0, 2)).toEqual([403, 3]);
    // The federation's admins read a club's calculators, they do not write them.
    expect((await refused(() => copy(fede, current, next))).slice(0, 2)).toEqual([403, 3]);
  });

  it("starts next season from this one: members, lines and prices kept, default rates moved to the new season's", async () => {
    // The federation sets its own gym rate for next season (treasurer.md section 4).
    const rate = await t.call("/api/reference/rates", {
      method: "POST",
      token: fede,
      json: {
        input: {
          code: "GYM",
          value: 24,
          source: "Convention des gymnases",
          federationId: DEMO_FEDERATION_ID,
          season: next,
        },
      },
    });
    expect(rate.http).toBe(200);
    const now = (await retrieve(clubAdmin)).body.data;
    const { http, body } = await copy(clubAdmin, current, next);
    expect([http, body.status, body.data.context.version, body.data.context.season]).toEqual([
      200,
      0,
      1,
      next,
    ]);
    expect(members(body.data)).toEqual(members(now));
    expect(body.data.internalFees).toEqual(now.internalFees);
    expect(body.data.groups.map((g) => g.categories.map((c) => c.membership))).toEqual(
      now.groups.map((g) => g.categories.map((c) => c.membership)),
    );
    // Gym at the default (22.65) takes the new rate; volunteers at the old default (14.11) take the
    // season's volunteer hour, SMIC x (1 + coefficient) = 12.02 (issue 38.11); civic service has no new rate.
    expect(body.data.benefits.map((b) => [b.benefitType, b.rate])).toEqual([
      ["GYM", 24],
      ["FMP", 12.02],
      ["CIS", 3.37],
    ]);
    expect((await retrieve(clubAdmin, next)).body.data.context).toMatchObject({ version: 1, season: next });
    expect(
      (
        await get<CalculationHistoryEntry[]>(clubAdmin, `/api/calculation/history?season=${next}`)
      ).body.data.map((h) => h.version),
    ).toEqual([1]);
  });

  it("answers 409 (status 14) onto a season that exists, and changes nothing", async () => {
    const before = await digest(t);
    const { http, body } = await copy(clubAdmin, last, next);
    expect([http, body.status, (body.data as unknown as { season: string; version: number }).season]).toEqual(
      [409, 14, next],
    );
    expect(await digest(t)).toBe(before);
  });
});

describe("the federation template per season", () => {
  it("reaches the clubs' calculators of its season only, and their list figures of that season at once", async () => {
    const template = await copy(fede, current, next, DEMO_FEDERATION_ID);
    expect([template.http, template.body.data.context.season]).toEqual([200, next]);
    const currentRow = await listRow();
    const changed = {
      ...template.body.data,
      federalFees: [...template.body.data.federalFees, { name: "Assurance", value: -300 }],
    };
    const saved = await store(fede, changed, 1, next);
    expect(saved.http).toBe(200);
    const clubNext = (await retrieve(clubAdmin, next)).body.data;
    expect(clubNext.federalFees.map((l) => [l.name, l.value])).toEqual([
      ["Licences", -2400],
      ["Affiliation", -600],
      ["Assurance", -300],
    ]);
    expect((await retrieve(clubAdmin)).body.data.federalFees.map((l) => l.name)).toEqual([
      "Licences",
      "Affiliation",
    ]);
    expect((await listRow(next)).globalFees).toBe(currentRow.globalFees + 300);
    expect(await listRow()).toEqual(currentRow);
  });
});

describe("the federation's club list and benchmark per season", () => {
  it("shows last season's figures on request, the current season's by default", async () => {
    expect((await listRow()).members).toBe(100);
    expect((await listRow(last)).members).toBe(18 + 40 + 26);
    const bad = await t.call(`/api/club/list?federationId=${DEMO_FEDERATION_ID}&season=2026-2028`, {
      token: fede,
    });
    expect([bad.http, bad.body.field]).toEqual([400, "season"]);
    const far = await t.call(`/api/club/list?federationId=${DEMO_FEDERATION_ID}&season=${tooFar}`, {
      token: fede,
    });
    expect([far.http, far.body.field, far.body.message]).toEqual([400, "season", "error_season_too_far"]);
  });

  it("compares the clubs' calculators of the season asked", async () => {
    const benchmark = async (season: string) =>
      (
        await t.call<FederationBenchmark>(
          `/api/statistics/benchmark?federationId=${DEMO_FEDERATION_ID}&season=${season}`,
          { token: fede },
        )
      ).body.data;
    const [now, before, none] = [
      await benchmark(current),
      await benchmark(last),
      await benchmark("2019-2020"),
    ];
    expect([now.season, before.season, none.season]).toEqual([current, last, "2019-2020"]);
    expect(now.clubs).toBeGreaterThan(30);
    expect(before.clubs).toBeGreaterThan(30);
    expect(none.clubs).toBe(0);
    expect(JSON.stringify(before.kinds)).not.toBe(JSON.stringify(now.kinds));
  });
});
