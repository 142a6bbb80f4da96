import { evaluateCalculator } from "../../core/cost-model";
import { largeCalculator } from "../../core/cost-model/large-calculator";
import { calculationEvaluateSchema } from "../../core/schemas/calculation";
import type { Calculator } from "../../core/schemas/calculator";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
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
  return { medianMs: at(0.5), p95Ms: at(0.95) };
}

/** Issue 28's document: 20 groups x 25 categories x 10 lines, 10 scenarios and social pricing. */
export function pricingDocument(): Calculator {
  return {
    ...largeCalculator(DEMO_CLUB_ID),
    otherRevenues: Array.from({ length: 10 }, (_, i) => ({ name: `Revenue ${i}`, value: 100 * (i + 1) })),
    scenarios: Array.from({ length: 10 }, (_, i) => ({
      id: `s${i}`,
      name: `Scenario ${i + 1}`,
      membersPct: -5 * i,
      subsidiesPct: -10 * i,
      feesPct: 2 * i,
      pricesPct: i,
      paidBenefits: i % 2 ? ["GYM" as const] : [],
    })),
    socialPricing: {
      familyDiscounts: [{ rank: 2, pct: 10, share: 20 }],
      tiers: [{ name: "QF1", pct: 30, share: 15 }],
      thirdPartyAids: [{ name: "Pass'Sport", amount: 70, share: 10 }],
    },
  };
}

/**
 * POST calculation/evaluate of that document through createApp (the in-process server: routing,
 * validation, the evaluation and the JSON answer), and the evaluation alone as the screen runs it.
 */
export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const started = performance.now();
  const app = await createTestApp();
  const seedMs = performance.now() - started;
  try {
    const doc = pricingDocument();
    const core = sample(200, () => evaluateCalculator(doc));
    // The request's two biggest parts apart: the save's validation of the document, and the answer written as JSON.
    const parsed = JSON.parse(JSON.stringify({ input: doc }));
    const validation = sample(100, () => calculationEvaluateSchema.parse(parsed));
    const evaluation = evaluateCalculator(doc);
    const answerJson = sample(100, () => JSON.stringify(evaluation));
    const token = await app.login("club@demo.clubcost.app");
    const body = JSON.stringify({ input: doc });
    const call = () => app.request("/api/calculation/evaluate", { method: "POST", token, body, headers: { "content-type": "application/json" } });
    let answerBytes = 0;
    for (let i = 0; i < 10; i++) {
      const warm = await call();
      if (warm.status !== 200) throw new Error(`evaluate answered ${warm.status}: ${await warm.text()}`);
      answerBytes = (await warm.arrayBuffer()).byteLength;
    }
    // Wall time, and the process's CPU time (user + system) per call: on a machine other work keeps busy,
    // wall time counts the waits for a core, CPU time much less so (cpu-per-call.bench.ts).
    const server: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 60; i++) {
      const before = process.cpuUsage();
      const t = performance.now();
      const answer = await call();
      await answer.arrayBuffer();
      server.push(performance.now() - t);
      const spent = process.cpuUsage(before);
      cpu.push((spent.user + spent.system) / 1000);
    }
    return {
      seedMs,
      timings: [
        { name: "evaluate 20 x 25 x 10, 10 scenarios (core)", runs: 200, ...percentiles(core), targetMs: 16, note: "one frame is 16 ms" },
        { name: "  of which: validation (as a save)", runs: 100, ...percentiles(validation), targetMs: 5, note: "part of the request below" },
        { name: "  of which: answer to JSON", runs: 100, ...percentiles(answerJson), targetMs: 5, note: "part of the request below" },
        {
          name: "calculation/evaluate, same document",
          runs: 60,
          ...percentiles(server),
          targetMs: 5,
          note: `${(body.length / 1024).toFixed(0)} KiB in, ${(answerBytes / 1024).toFixed(0)} KiB out`,
        },
        { name: "calculation/evaluate, CPU per call", runs: 60, ...percentiles(cpu), targetMs: 5, note: "process.cpuUsage, user + system" },
      ],
    };
  } finally {
    app.close();
  }
}
