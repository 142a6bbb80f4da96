import { TEMPLATE_LINE_TYPE } from "#core/calculator-template";
import { defaultCalculator, type Calculator } from "#core/schemas/calculator";
import { previousSeason, seasonOf } from "#core/season";
import { calculations } from "../../worker/db/schema";
import { serializeDocument } from "../../worker/services/calculations/stored-document";
import { BENCH_FEDERATION, benchApp, type Timing } from "./bench-federation";

const CLUBS = 2000;
/** Issue 44: a federation of 2,000 clubs gets its answer in under 2 s. */
const TARGET_MS = 2000;
const RUNS = 10;

const template = (line: { name: string; value: number }) => ({
  ...line,
  readonly: true,
  type: TEMPLATE_LINE_TYPE,
});

/** A club's calculator as a mid-sized club keeps it: 2 groups of 5 categories, the template's licence and affiliation, 3 fees, 2 subsidies, 3 benefits. */
function clubDocument(i: number, seasonShift: number): Calculator {
  const doc = defaultCalculator(`bench-${i}`);
  const scale = 1 + seasonShift * 0.05;
  doc.federalFees = [
    template({ name: "Licences", value: -(1500 + ((i * 53) % 4000)) * scale }),
    template({ name: "Affiliation", value: -(300 + ((i * 11) % 500)) }),
  ];
  doc.internalFees = [
    { name: "Entraîneur", value: -(5000 + ((i * 97) % 20000)) },
    { name: "Matériel", value: -(500 + ((i * 31) % 2000)) },
    { name: "Déplacements", value: -(200 + ((i * 17) % 3000)) },
  ];
  doc.globalSubsidies = [
    { name: "Ville", value: 1000 + ((i * 29) % 6000) },
    { name: "Département", value: (i * 13) % 2000 },
  ];
  doc.benefits = [
    { index: 0, benefitType: "GYM", name: "Gymnase", hours: 100 + (i % 300), rate: 22.65 },
    { index: 1, benefitType: "FMP", name: "Bénévoles", hours: 200 + (i % 400), rate: 14.11 },
    { index: 2, benefitType: "CIS", name: "Service civique", hours: i % 200, rate: 3.37 },
  ];
  doc.groups = ["Jeunes", "Adultes"].map((name, g) => ({
    name,
    categories: Array.from({ length: 5 }, (_, c) => ({
      name: `${name} ${c + 1}`,
      members: 5 + ((i * 7 + c * 13 + g) % 60),
      fees: c === 0 ? [{ name: "Tournoi", value: -(100 + (i % 500)) }] : [],
      subsidies: c === 1 ? [{ name: "Aide jeunes", value: 50 + (i % 300) }] : [],
      rate: 70 + ((i + c * 11 + g * 5) % 60),
    })),
  }));
  return doc;
}

/**
 * GET statistics/club-health and POST federation/simulate (season-money.md section 6) on 2,000 clubs,
 * each with a calculator of this season and of the one before (10 categories, the template's two fee
 * lines), and the federation's template of both seasons: every club read, parsed and evaluated at
 * each call (nothing is kept between calls). 10 calls after 2 warm-ups; the target is on the slowest.
 */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const { app, seedMs: clubsMs } = await benchApp({ clubs: CLUBS, connections: 1000 });
  try {
    const started = performance.now();
    const db = app.deps.db();
    const season = seasonOf(new Date());
    const before = previousSeason(season);
    const row = (
      organizationId: string,
      organizationType: "club" | "federation",
      s: string,
      doc: Calculator,
    ) => ({
      organizationId,
      season: s,
      organizationType,
      document: serializeDocument(doc),
      version: 1,
      modifier: "bench",
      updatedAt: Date.now(),
    });
    const templateDoc = {
      ...defaultCalculator(BENCH_FEDERATION),
      federalFees: [template({ name: "Licences", value: 0 }), template({ name: "Affiliation", value: 0 })],
    };
    const rows = [
      row(BENCH_FEDERATION, "federation", season, templateDoc),
      row(BENCH_FEDERATION, "federation", before, templateDoc),
      ...Array.from({ length: CLUBS }, (_, i) => [
        row(`bench-${i}`, "club", season, clubDocument(i, 0)),
        row(`bench-${i}`, "club", before, clubDocument(i, -1)),
      ]).flat(),
    ];
    for (let i = 0; i < rows.length; i += 200) await db.insert(calculations).values(rows.slice(i, i + 200));
    const seedMs = clubsMs + performance.now() - started;
    const fede = await app.login("fede@demo.clubcost.app");
    const bytes = rows.reduce((n, r) => n + r.document.length, 0);
    const simulate = (mode: string) => ({
      input: { federationId: BENCH_FEDERATION, season, templateFeesPct: 5, mode },
    });
    return {
      seedMs,
      timings: [
        await time(
          app,
          fede,
          "club-health",
          `/api/statistics/club-health?federationId=${BENCH_FEDERATION}&season=${season}`,
          undefined,
          `${(bytes / 1e6).toFixed(1)} MB of documents, 2 seasons`,
        ),
        await time(
          app,
          fede,
          "simulate +5 %, prices voted",
          "/api/federation/simulate",
          simulate("prices-voted"),
          "each club evaluated now and changed, held prices",
        ),
        await time(
          app,
          fede,
          "simulate +5 %, prices follow",
          "/api/federation/simulate",
          simulate("prices-follow"),
          "each club evaluated now and changed, prices by rate",
        ),
      ],
    };
  } finally {
    app.close();
  }
}

/** The whole server path (auth, validation, reads, evaluations, JSON) with the CPU it took; p99 = the slowest of the runs. */
async function time(
  app: Awaited<ReturnType<typeof benchApp>>["app"],
  token: string,
  name: string,
  path: string,
  json: unknown,
  note: string,
): Promise<Timing> {
  const call = async () => {
    const response = await app.request(
      path,
      json === undefined ? { token } : { token, method: "POST", json },
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} ${text.slice(0, 200)}`);
    if (!text.includes(`"clubs":${CLUBS}`))
      throw new Error(`${path} did not count the ${CLUBS} clubs: ${text.slice(0, 200)}`);
  };
  for (let i = 0; i < 2; i++) await call();
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    await call();
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    times.push(performance.now() - started);
  }
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const at = (list: number[], q: number) =>
    sorted(list)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)];
  return {
    name,
    runs: RUNS,
    medianMs: at(times, 0.5),
    p95Ms: at(times, 0.95),
    p99Ms: Math.max(...times),
    targetMs: TARGET_MS,
    note: `${note}; CPU median ${at(cpu, 0.5).toFixed(0)} ms`,
  };
}
