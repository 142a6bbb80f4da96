import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTemplateLine } from "#core/calculator-template";
import { evaluateCalculator } from "#core/cost-model/index";
import type { SavedCalculator } from "#core/schemas/calculation";
import type { Calculator } from "#core/schemas/calculator";
import type { ClubHealth, Simulation } from "#core/schemas/club-health";
import { calculations, clubs } from "../../worker/db/schema";
import { DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { recomputeEveryClub } from "../../worker/services/clubs/template-figures";
import { createTestApp, type TestApp } from "../support/test-app";
import { digest } from "./authorization/fixtures";

// Club health and the licence simulator (season-money.md section 6, docs/decisions/226), checked
// against each club's calculator as GET calculation/retrieve shows it, evaluated here line by line.
let t: TestApp;
let fede: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [fede, admin] = [await t.login("fede@demo.clubcost.app"), await t.login("admin@demo.clubcost.app")];
});
afterAll(() => t?.close());

const SEASON = "2026-2027";
const health = (token = fede, query = `federationId=${DEMO_FEDERATION_ID}&season=${SEASON}`) =>
  t.call<ClubHealth & { season: string }>(`/api/statistics/club-health?${query}`, { token });
const simulate = (input: Record<string, unknown>, token = fede) =>
  t.call<Simulation>("/api/federation/simulate", {
    method: "POST",
    token,
    json: { input: { federationId: DEMO_FEDERATION_ID, season: SEASON, ...input } },
  });

/** The federation's clubs' calculators of the season, as their screen loads them (the template brought in). */
async function documents(): Promise<Calculator[]> {
  const rows = await t.deps
    .db()
    .select({ id: clubs.id })
    .from(clubs)
    .innerJoin(calculations, eq(calculations.organizationId, clubs.id))
    .where(eq(clubs.federationId, DEMO_FEDERATION_ID));
  const ids = [...new Set(rows.map((r) => r.id))];
  const docs: Calculator[] = [];
  for (const id of ids) {
    const { http, body } = await t.call<SavedCalculator>(`/api/calculation/retrieve?season=${SEASON}`, {
      token: admin,
      headers: { "x-organization-id": id },
    });
    if (http === 200 && body.data.context.version > 0) docs.push(body.data);
  }
  return docs;
}

/** The result with the template's fees times (1 + pct/100) and, held, every category at the M it has now. */
function resultWith(doc: Calculator, pct: number, held: boolean): number {
  const now = evaluateCalculator(doc);
  const scale = (lines: Calculator["federalFees"]) =>
    lines.map((l) => (isTemplateLine(l) ? { ...l, value: l.value * (1 + pct / 100) } : l));
  const changed: Calculator = {
    ...doc,
    federalFees: scale(doc.federalFees),
    internalFees: scale(doc.internalFees),
    groups: doc.groups.map((g, gi) => ({
      ...g,
      categories: g.categories.map((c, ci) => {
        const M = now.categories[doc.groups.slice(0, gi).reduce((n, x) => n + x.categories.length, 0) + ci].M;
        return held ? { ...c, manualMembership: M } : c;
      }),
    })),
  };
  return evaluateCalculator(changed).totals.result;
}

describe("GET statistics/club-health", () => {
  it("counts the clubs in deficit and those pricing a category under its net cost, as their calculators say", async () => {
    const docs = await documents();
    expect(docs.length).toBeGreaterThanOrEqual(5);
    const { http, body } = await health();
    expect(http).toBe(200);
    const evaluated = docs.map((d) => evaluateCalculator(d));
    expect(body.data).toMatchObject({
      season: SEASON,
      clubs: docs.length,
      withDeficit: evaluated.filter((e) => e.totals.result < 0).length,
      belowCost: evaluated.filter((e) => e.categories.some((c) => c.effectiveMembership < c.A - 0.005))
        .length,
    });
    const perMember = evaluated.map((e) => e.totals.result / e.totals.N).sort((a, b) => a - b);
    expect(body.data.resultPerMember!.p25).toBeGreaterThanOrEqual(perMember[0]);
    expect(body.data.resultPerMember!.p75).toBeLessThanOrEqual(perMember[perMember.length - 1]);
    // The demo clubs hold last season too: the price change is told for them.
    expect(body.data.priceChangeClubs).toBeGreaterThan(0);
    expect(body.data.resultBands.reduce((n, b) => n + b.clubs, 0)).toBe(docs.length);
  });

  it("is the federation's admins' and the global admin's only; a bad season is 400 on its field; an unknown federation 404", async () => {
    expect((await health(await t.login("club@demo.clubcost.app"))).http).toBe(403);
    expect((await health(admin)).http).toBe(200);
    const bad = await health(fede, `federationId=${DEMO_FEDERATION_ID}&season=2026-2028`);
    expect([bad.http, bad.body.field]).toEqual([400, "season"]);
    expect((await health(admin, "federationId=no-such-federation")).http).toBe(404);
  });
});

describe("POST federation/simulate", () => {
  it("answers, for +5 % on the licences at the prices voted, the clubs in deficit that each calculator gives, and saves nothing", async () => {
    const docs = await documents();
    const before = await digest(t);
    const { http, body } = await simulate({ templateFeesPct: 5, mode: "prices-voted" });
    expect(http).toBe(200);
    const now = docs.map((d) => resultWith(d, 0, true));
    const after = docs.map((d) => resultWith(d, 5, true));
    expect(body.data).toMatchObject({
      season: SEASON,
      templateFeesPct: 5,
      mode: "prices-voted",
      clubs: docs.length,
      withDeficit: after.filter((r) => r < 0).length,
      clubsTurningToDeficit: after.filter((r, i) => r < 0 && now[i] >= 0).length,
      medianPriceChange: 0,
      current: { withDeficit: now.filter((r) => r < 0).length },
    });
    expect(await digest(t)).toEqual(before);
  });

  it("with prices following their rates, a raise moves the prices up and the deficits do not grow", async () => {
    const follow = (await simulate({ templateFeesPct: 20, mode: "prices-follow" })).body.data;
    const voted = (await simulate({ templateFeesPct: 20, mode: "prices-voted" })).body.data;
    expect(follow.medianPriceChange).toBeGreaterThan(0);
    expect(follow.withDeficit).toBeLessThanOrEqual(voted.withDeficit);
    expect(voted.withDeficit).toBeGreaterThan(voted.current.withDeficit);
    const docs = await documents();
    expect(follow.withDeficit).toBe(docs.filter((d) => resultWith(d, 20, false) < 0).length);
  });

  it("0 % gives club health as it is", async () => {
    const { body } = await simulate({ templateFeesPct: 0, mode: "prices-follow" });
    const now = (await health()).body.data;
    expect(body.data.withDeficit).toBe(now.withDeficit);
    expect(body.data.belowCost).toBe(now.belowCost);
    expect(body.data.current.resultPerMember).toEqual(now.resultPerMember);
  });

  it("refuses bad input on its field (400), another federation's admin (403), a club admin (403)", async () => {
    const out = await simulate({ templateFeesPct: 101, mode: "prices-voted" });
    expect([out.http, out.body.status, out.body.field]).toEqual([400, 1, "input.templateFeesPct"]);
    expect((await simulate({ templateFeesPct: 5, mode: "prices-held" })).body.field).toBe("input.mode");
    expect((await simulate({ templateFeesPct: "5", mode: "prices-voted" })).http).toBe(400);
    const season = await simulate({ templateFeesPct: 5, mode: "prices-voted", season: "2026-2028" });
    expect([season.http, season.body.field]).toEqual([400, "input.season"]);
    expect(
      (await simulate({ templateFeesPct: 5, mode: "prices-voted" }, await t.login("club@demo.clubcost.app")))
        .http,
    ).toBe(403);
  });
});

describe("the club list's forecast result (decision 226)", () => {
  const listed = async (clubId: string) => {
    const { body } = await t.call<{ id: string; result: number | null }[]>(
      `/api/club/list?federationId=${DEMO_FEDERATION_ID}&season=${SEASON}`,
      { token: fede },
    );
    return body.data.find((row) => row.id === clubId)?.result;
  };
  const retrieve = async (id: string) =>
    (
      await t.call<SavedCalculator>(`/api/calculation/retrieve?season=${SEASON}`, {
        token: admin,
        headers: { "x-organization-id": id },
      })
    ).body.data;
  const store = async (doc: SavedCalculator) => {
    const { http, body } = await t.call("/api/calculation/store", {
      method: "POST",
      token: admin,
      headers: { "x-organization-id": doc.organizationId },
      json: { input: doc },
    });
    expect(http, JSON.stringify(body).slice(0, 300)).toBe(200);
  };

  it("is each club's calculator's result, follows a club's save and a template's save", async () => {
    const docs = await documents();
    for (const doc of docs)
      expect(await listed(doc.organizationId)).toBeCloseTo(evaluateCalculator(doc).totals.result, 6);
    const id = docs[0].organizationId;
    const resultNow = async () => evaluateCalculator(await retrieve(id)).totals.result;
    const was = await resultNow();
    const club = await retrieve(id);
    await store({ ...club, internalFees: [...club.internalFees, { name: "Nouveau maillot", value: -100 }] });
    const saved = await resultNow();
    expect(saved).not.toBeCloseTo(was, 2);
    expect(await listed(id)).toBeCloseTo(saved, 6);
    // A new line of the template reaches every club at its amount: the result of each follows at once.
    const template = await retrieve(DEMO_FEDERATION_ID);
    await store({
      ...template,
      federalFees: [...template.federalFees, { name: "Assurance fédérale", value: -500 }],
    });
    const recomputed = await resultNow();
    expect(recomputed).not.toBeCloseTo(saved, 2);
    expect(await listed(id)).toBeCloseTo(recomputed, 6);
  });

  it("before a save since migration 0021 it is null, and the recompute command fills it", async () => {
    const db = t.deps.db();
    const id = (await documents())[0].organizationId;
    await db.update(calculations).set({ result: null });
    expect(await listed(id)).toBeNull();
    await recomputeEveryClub(db);
    expect(await listed(id)).toBeCloseTo(evaluateCalculator(await retrieve(id)).totals.result, 6);
  });
});

describe("club health's turns (decision 226)", () => {
  it("answers requests sent together one after the other: no two read their federation's calculators at once", async () => {
    const reader = t.deps.readerDb ?? t.deps.db;
    const original = reader();
    const spans: [number, number][] = [];
    // Each read of club health or the simulator is one batch of three statements: timed here.
    const timed = new Proxy(original, {
      get(target, key, receiver) {
        if (key !== "batch") return Reflect.get(target, key, receiver);
        return async (queries: unknown[]) => {
          const start = performance.now();
          try {
            return await (target.batch as (q: unknown[]) => Promise<unknown>)(queries);
          } finally {
            if (queries.length === 3) spans.push([start, performance.now()]);
          }
        };
      },
    });
    // The reader thread's connection on a local file (the test's), else the main one.
    const deps = t.deps as Record<"readerDb" | "db", (() => unknown) | undefined>;
    const key = deps.readerDb ? "readerDb" : "db";
    const kept = deps[key];
    deps[key] = () => timed;
    try {
      const answers = await Promise.all([
        health(),
        simulate({ templateFeesPct: 5, mode: "prices-voted" }),
        health(),
        simulate({ templateFeesPct: -5, mode: "prices-follow" }),
      ]);
      expect(answers.map((a) => a.http)).toEqual([200, 200, 200, 200]);
    } finally {
      deps[key] = kept;
    }
    expect(spans).toHaveLength(4);
    const ordered = [...spans].sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ordered.length; i++)
      expect(ordered[i][0], "a read started before the one before it ended").toBeGreaterThanOrEqual(
        ordered[i - 1][1],
      );
  });
});
