import { evaluateCalculator } from "#core/cost-model/index";
import { largeCalculator } from "#core/cost-model/large-calculator";
import { calculationEvaluateSchema } from "#core/schemas/calculation";
import { CALCULATOR_LIMITS, type Calculator } from "#core/schemas/calculator";
import { createApp } from "../../worker/app";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { evaluateAnswer } from "../../worker/services/calculations/evaluate";
import { createTestApp } from "../support/test-app";
import type { Timing } from "./bench-federation";

/** `runs` timed calls of `fn` after 10 untimed ones. */
function sample(runs: number, fn: () => unknown): number[] {
  for (let i = 0; i < 10; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return times;
}

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  return { medianMs: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99) };
}

/**
 * The largest document the limits allow (core/cost-model/large-calculator.ts, decision 213) with all
 * it can hold besides: 10 scenarios and full social pricing (9 family discounts, 10 tiers, 10 aids).
 */
export function pricingDocument(): Calculator {
  return {
    ...largeCalculator(DEMO_CLUB_ID),
    scenarios: Array.from({ length: CALCULATOR_LIMITS.scenarios }, (_, i) => ({
      id: `s${i}`,
      name: `Scenario ${i + 1}`,
      membersPct: -5 * i,
      subsidiesPct: -10 * i,
      feesPct: 2 * i,
      pricesPct: i,
      paidBenefits: i % 2 ? ["GYM" as const] : [],
    })),
    socialPricing: {
      familyDiscounts: Array.from({ length: CALCULATOR_LIMITS.familyDiscounts }, (_, i) => ({
        rank: i + 2,
        pct: 5 + i,
        share: 2,
      })),
      tiers: Array.from({ length: CALCULATOR_LIMITS.tiers }, (_, i) => ({
        name: `QF${i + 1}`,
        pct: 3 * i,
        share: 3,
      })),
      thirdPartyAids: Array.from({ length: CALCULATOR_LIMITS.thirdPartyAids }, (_, i) => ({
        name: i ? `Aid ${i}` : "Pass'Sport",
        amount: 70,
        share: 5,
      })),
    },
  };
}

/**
 * POST calculation/evaluate of that document, and its parts apart. **Server time** (docs/benchmarks.md):
 * the wall time from handing the app (createApp, in process, on a libSQL file) a request whose body is
 * the document's JSON text, to the last byte of its answer read; the request is built before the clock
 * starts (no client work, no network) and nothing else runs in the process meanwhile. CPU per call is
 * process.cpuUsage over the same span (user + system, every thread).
 */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const started = performance.now();
  // One account sends every call: the per-user rate (decision 214) is lifted here, this measures a call.
  const app = await createTestApp({
    overrides: { rateLimiter: { hit: async () => true, exhausted: async () => false } },
  });
  const seedMs = performance.now() - started;
  try {
    const doc = pricingDocument();
    const core = sample(200, () => evaluateCalculator(doc));
    // The request's parts apart: the body's parse and validation, the evaluation, the answer written as JSON.
    const body = JSON.stringify({ input: doc });
    const parsed = JSON.parse(body);
    const parse = sample(100, () => JSON.parse(body));
    const zod = sample(100, () => calculationEvaluateSchema.safeParse(parsed));
    const evaluation = evaluateCalculator(doc);
    const answerJson = sample(100, () => JSON.stringify(evaluateAnswer(evaluation)));
    const token = await app.login("club@demo.clubcost.app");
    const server = createApp(app.deps);
    const afterAnswer = { waitUntil: () => {}, passThroughOnException: () => {}, props: {} };
    let ip = 0;
    const request = () =>
      new Request("http://localhost/api/calculation/evaluate", {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "x-access-token": token,
          "x-forwarded-for": `10.9.${ip >> 8}.${ip++ & 255}`,
        },
      });
    let answerBytes = 0;
    for (let i = 0; i < 10; i++) {
      const warm = await server.fetch(request(), undefined, afterAnswer);
      if (warm.status !== 200) throw new Error(`evaluate answered ${warm.status}: ${await warm.text()}`);
      answerBytes = (await warm.arrayBuffer()).byteLength;
    }
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 100; i++) {
      const ready = request();
      const before = process.cpuUsage();
      const t = performance.now();
      const answered = await server.fetch(ready, undefined, afterAnswer);
      await answered.arrayBuffer();
      times.push(performance.now() - t);
      const spent = process.cpuUsage(before);
      cpu.push((spent.user + spent.system) / 1000);
    }
    return {
      seedMs,
      timings: [
        {
          name: "evaluate largest document (core)",
          runs: 200,
          ...percentiles(core),
          targetMs: 16,
          note: "one frame is 16 ms",
        },
        {
          name: "  part: JSON.parse of the body",
          runs: 100,
          ...percentiles(parse),
          targetMs: 50,
          note: "part of the request below",
        },
        {
          name: "  part: zod validation",
          runs: 100,
          ...percentiles(zod),
          targetMs: 50,
          note: "part of the request below",
        },
        {
          name: "  part: answer's JSON text",
          runs: 100,
          ...percentiles(answerJson),
          targetMs: 50,
          note: "part of the request below (JSON.stringify)",
        },
        {
          name: "calculation/evaluate, server time",
          runs: 100,
          ...percentiles(times),
          targetMs: 50,
          note: `${(body.length / 1024).toFixed(0)} KiB in, ${(answerBytes / 1024).toFixed(0)} KiB out`,
        },
        {
          name: "calculation/evaluate, CPU per call",
          runs: 100,
          ...percentiles(cpu),
          targetMs: 50,
          note: "process.cpuUsage, user + system (decision 212)",
        },
      ],
    };
  } finally {
    app.close();
  }
}
