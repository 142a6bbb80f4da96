import { eq } from "drizzle-orm";
import { computeCalculator } from "#core/cost-model/index";
import { largeCalculator } from "#core/cost-model/large-calculator";
import { CALCULATOR_LIMITS } from "#core/schemas/calculator-basics";
import { seasonOf, shiftSeason } from "#core/season";
import { calculationHistory, calculations, clubs } from "../../worker/db/schema";
import { serializeDocument } from "../../worker/services/calculations/stored-document";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp } from "../support/test-app";
import type { Timing } from "./bench-federation";

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** Issue 5: recomputing the largest calculator the limits allow (decision 213), then storing and retrieving it. */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const started = performance.now();
  // One account saves 40 times in a row: the per-user rate (decision 214) is lifted here, this measures a call.
  const app = await createTestApp({
    overrides: { rateLimiter: { hit: async () => true, exhausted: async () => false } },
  });
  const seedMs = performance.now() - started;
  try {
    const doc = largeCalculator(DEMO_CLUB_ID);
    for (let i = 0; i < 50; i++) computeCalculator(doc);
    const compute: number[] = [];
    for (let i = 0; i < 300; i++) {
      const t = performance.now();
      computeCalculator(doc);
      compute.push(performance.now() - t);
    }
    // Issue 27: the club keeps five seasons of that document, five saves in each earlier season's
    // history (the demo seeds this season and last; three more before them).
    const current = seasonOf(new Date());
    const json = serializeDocument(doc);
    for (let back = 2; back < 5; back++) {
      const season = shiftSeason(current, -back);
      await app.deps.db().insert(calculations).values({
        organizationId: DEMO_CLUB_ID,
        season,
        organizationType: "club",
        document: json,
        version: 5,
        modifier: "Bench",
      });
      for (let version = 1; version <= 5; version++) {
        await app.deps
          .db()
          .insert(calculationHistory)
          .values({ organizationId: DEMO_CLUB_ID, season, version, document: json, modifier: "Bench" });
      }
    }
    const token = await app.login("club@demo.clubcost.app");
    const headers = { "x-organization-id": DEMO_CLUB_ID };
    let version = (
      await app.call<{ context: { version: number } }>("/api/calculation/retrieve", { token, headers })
    ).body.data.context.version;
    const store: number[] = [];
    const retrieve: number[] = [];
    for (let i = 0; i < 40; i++) {
      let t = performance.now();
      const saved = await app.call<{ context: { version: number } }>("/api/calculation/store", {
        method: "POST",
        token,
        headers,
        json: { input: { ...doc, context: { version } } },
      });
      store.push(performance.now() - t);
      if (saved.http !== 200) throw new Error(`store answered ${saved.http}: ${saved.body.message}`);
      version = saved.body.data.context.version;
      t = performance.now();
      const read = await app.request("/api/calculation/retrieve", { token, headers });
      await read.arrayBuffer();
      retrieve.push(performance.now() - t);
    }
    const [club] = await app.deps.db().select().from(clubs).where(eq(clubs.id, DEMO_CLUB_ID));
    if (club.categories !== CALCULATOR_LIMITS.categories)
      throw new Error(
        `expected ${CALCULATOR_LIMITS.categories} categories on the club row, got ${club.categories}`,
      );
    const size = JSON.stringify(doc).length;
    return {
      seedMs,
      timings: [
        {
          name: "recompute largest (browser)",
          runs: 300,
          ...percentiles(compute),
          targetMs: 16,
          note: "one frame is 16 ms",
        },
        {
          name: "calculation/store, large document",
          runs: 40,
          ...percentiles(store),
          targetMs: 100,
          note: `${(size / 1024).toFixed(0)} KiB of JSON`,
        },
        { name: "calculation/retrieve, large document", runs: 40, ...percentiles(retrieve), targetMs: 100 },
      ],
    };
  } finally {
    app.close();
  }
}
