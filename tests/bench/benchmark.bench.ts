import { sql } from "drizzle-orm";
import { CATEGORY_KINDS } from "#core/category-kinds";
import { defaultCalculator } from "#core/schemas/calculator";
import { seasonOf } from "#core/season";
import { calculations } from "../../worker/db/schema";
import { serializeDocument } from "../../worker/services/calculations/stored-document";
import { recomputeTemplateClubs } from "../../worker/services/clubs/template-figures";
import { BENCH_FEDERATION, benchApp, type Timing } from "./bench-federation";

const CLUBS = 2000;

/**
 * GET statistics/benchmark and statistics/benchmark/club on 2,000 clubs with 5 categories each, every
 * category with a kind (issue 30: under 50 ms of server time). The clubs' kind figures are written by
 * the services' own page writer (recomputeTemplateClubs), as saves would leave them.
 */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const { app, seedMs: clubsMs } = await benchApp({ clubs: CLUBS, connections: 1000 });
  try {
    const started = performance.now();
    const db = app.deps.db();
    const season = seasonOf(new Date());
    const rows = Array.from({ length: CLUBS }, (_, i) => {
      const doc = defaultCalculator(`bench-${i}`);
      doc.internalFees = [{ name: "Entraîneur", value: -(5000 + ((i * 97) % 20000)) }];
      doc.groups = [
        {
          name: "Adhérents",
          categories: Array.from({ length: 5 }, (_, c) => ({
            name: `Catégorie ${c + 1}`,
            kind: CATEGORY_KINDS[(i + c) % CATEGORY_KINDS.length],
            members: 5 + ((i * 7 + c * 13) % 60),
            fees: [],
            subsidies: [],
            rate: 60 + ((i + c * 11) % 80),
          })),
        },
      ];
      return {
        organizationId: doc.organizationId,
        season,
        organizationType: "club" as const,
        document: serializeDocument(doc),
        version: 1,
        modifier: "bench",
        updatedAt: Date.now(),
      };
    });
    for (let i = 0; i < rows.length; i += 200) await db.insert(calculations).values(rows.slice(i, i + 200));
    await recomputeTemplateClubs(db, BENCH_FEDERATION, null, season, season);
    const seedMs = clubsMs + performance.now() - started;
    const admin = await app.login("admin@demo.clubcost.app");
    const fede = await app.login("fede@demo.clubcost.app");
    const federationPath = `/api/statistics/benchmark?federationId=${BENCH_FEDERATION}&season=${season}`;
    const clubPath = `/api/statistics/benchmark/club?season=${season}`;
    const clubHeaders = { "x-organization-id": "bench-7" };
    // What a club's save does to the kept answers (kind-figures.ts): the federation's version moves. Untimed.
    const afterSave = () =>
      db.run(
        sql`update federations set statistics_version = statistics_version + 1 where id = ${BENCH_FEDERATION}`,
      );
    return {
      seedMs,
      timings: [
        await time(
          app,
          fede,
          "benchmark, federation, kept",
          federationPath,
          {},
          "the answer kept since the last save: one version read (decision 179)",
        ),
        await time(
          app,
          fede,
          "benchmark, federation, after a save",
          federationPath,
          {},
          "10,000 kind rows: quartiles per kind, 13 leagues, ~95 departments",
          afterSave,
        ),
        await time(
          app,
          admin,
          "benchmark, one club, kept",
          clubPath,
          clubHeaders,
          "its 5 categories against the other 1,999 clubs of the day's snapshot (decision 195)",
        ),
        await time(
          app,
          admin,
          "benchmark, one club, after a save",
          clubPath,
          clubHeaders,
          "the same: a save reaches the clubs' views the next day",
          afterSave,
        ),
      ],
    };
  } finally {
    app.close();
  }
}

/**
 * Like timeCalls, with headers: the whole server path (auth, validation, query, JSON), 30 runs after 3
 * warm-ups; `before`, when given, runs before each call outside the timed span.
 */
async function time(
  app: Awaited<ReturnType<typeof benchApp>>["app"],
  token: string,
  name: string,
  path: string,
  headers: Record<string, string>,
  note: string,
  before?: () => Promise<unknown>,
): Promise<Timing> {
  const runs = 30;
  const call = async () => {
    const response = await app.request(path, { token, headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  };
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    const used = process.cpuUsage();
    await call();
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    times.push(performance.now() - started);
  }
  const at = (list: number[], q: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)];
  // CPU per call beside the wall time: on a machine shared by others the wall time waits for a core.
  return {
    name,
    runs,
    medianMs: at(times, 0.5),
    p95Ms: at(times, 0.95),
    targetMs: 50,
    note: `${note}; CPU median ${at(cpu, 0.5).toFixed(1)} ms`,
  };
}
