// The web app's first load in Chromium with the CPU slowed as on Lighthouse's phone (calibrated to the
// machine, docs/decisions/091: 4x on a benchmark index of 2000): the time the
// page blocks input after its first paint (tasks beyond 50 ms, summed, as Lighthouse's Total Blocking
// Time), measured from a real trace. Lighthouse's own figure is simulated from one load and moved by
// 200-700 ms between runs of one build on this machine (docs/benchmarks.md at 8e8db2f); a median of real loads
// tells two builds apart. Serves the build in WEB_DIST_DIR (default web/dist): `npm run build` first.
import puppeteer, { type Page } from "puppeteer-core";
import { logIn, pages } from "../lighthouse/pages.mjs";
import { phoneCpuMultiplier } from "../lighthouse/phone-cpu.mjs";
import { startServer } from "../lighthouse/server.mjs";
import { median, p95 } from "./open-loop";
import type { Timing } from "./bench-federation";

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const PORT = 8842;
/** Lighthouse scores a phone's blocking time "good" under 200 ms. */
const TARGET_MS = 200;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

interface Load {
  blockingMs: number;
  longestMs: number;
  cpuRate: number;
}

/** One cold load of `path` (a new browser: no cache, as Lighthouse), traced on the phone's CPU. */
async function tracedLoad(base: string, target: (typeof pages)[number]): Promise<Load> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
    headless: true,
    args: [...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "--disable-gpu", "--lang=fr-FR"],
  });
  try {
    const page: Page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await logIn(page, base, target as Parameters<typeof logIn>[2]);
    const cdp = await page.createCDPSession();
    const cpuRate = await phoneCpuMultiplier(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
    await page.tracing.start({ categories: ["toplevel", "devtools.timeline", "loading"] });
    await page.goto(`${base}${target.path}`, { waitUntil: "networkidle0" });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { traceEvents } = JSON.parse(
      Buffer.from((await page.tracing.stop()) ?? new Uint8Array()).toString("utf8"),
    ) as { traceEvents: TraceEvent[] };
    return { ...blockingTime(traceEvents), cpuRate };
  } finally {
    await browser.close();
  }
}

/**
 * The page's main thread: the CrRendererMain of the process that painted the page's first content.
 * (The trace holds several renderers; the one with the most events is not always the page's.)
 */
function blockingTime(events: TraceEvent[]): Omit<Load, "cpuRate"> {
  const paint = events.filter((e) => e.name === "firstContentfulPaint").sort((a, b) => b.ts - a.ts)[0];
  if (!paint) throw new Error("no first contentful paint in the trace");
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === paint.pid,
  );
  if (!main) throw new Error("no main thread in the process that painted the page");
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      (e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") &&
      e.dur &&
      e.ts > paint.ts,
  );
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    longestMs: Math.max(0, ...durations),
  };
}

export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const started = Date.now();
  const server = await startServer(PORT, process.env.WEB_DIST_DIR ?? "web/dist");
  const seedMs = Date.now() - started;
  try {
    const timings: Timing[] = [];
    for (const target of pages) {
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++) loads.push(await tracedLoad(server.base, target));
      const blocking = loads.map((load) => load.blockingMs);
      timings.push({
        name: `${target.name}, blocking time (phone CPU)`,
        runs: RUNS,
        medianMs: median(blocking),
        p95Ms: p95(blocking),
        targetMs: TARGET_MS,
        note: `CPU ${median(loads.map((load) => load.cpuRate))}x, longest task ${median(loads.map((load) => load.longestMs)).toFixed(0)} ms median; ${blocking.map((ms) => ms.toFixed(0)).join(", ")}`,
      });
    }
    return { seedMs, timings };
  } finally {
    server.stop();
  }
}
