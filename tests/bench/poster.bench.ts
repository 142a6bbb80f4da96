// Issue 31.12: milliseconds from a click to what it opens being drawn, in Chromium on this machine (no CPU
// slowdown): the Prices tab's first open, the Statistics tab's first open (its charts drawn) and the price
// poster's preview (the dialog's "poster preview" image drawn). Each run is a fresh page of the demo club,
// clicked as a person does (the pointer reaches the control, then clicks) once the page is idle; a
// "cold" poster run clicks the button as soon as the Prices tab shows. The time runs from the click
// event's timestamp to the first animation frame after the thing is there (img decoded, or canvas drawn).
// Serves the build in WEB_DIST_DIR (default web/dist); POSTER_BENCH_PORT (default 8844) picks the port.
// `npm run bench -- poster`. The machine's load average is printed beside the figures: they move with it.
import { loadavg } from "node:os";
import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";
import { logIn, pages } from "../lighthouse/pages.mjs";
import { startServer } from "../lighthouse/server.mjs";
import { median, p95 } from "./open-loop";
import type { Timing } from "./bench-federation";

const RUNS = Number(process.env.BENCH_RUNS ?? 6);
const PORT = Number(process.env.POSTER_BENCH_PORT ?? 8844);
/** Issue 31.12: under 300 ms after the click. */
const TARGET_MS = 300;
const calculator = pages.find((p) => p.name === "calculator");

const NAMES = {
  prices: /^(Tarifs|Prices)$/,
  statistics: /^(Statistiques|Statistics)$/,
  poster: /^(Affiche des tarifs|Price poster)$/,
  preview: "Aperçu de l’affiche des tarifs|Preview of the price poster",
};

/** The visible control whose accessible text matches, as the pointer would find it. */
async function control(page: Page, selector: string, name: RegExp): Promise<ElementHandle<Element>> {
  // Script texts run in the page (this file is type-checked without the DOM's types).
  const find = `[...document.querySelectorAll(${JSON.stringify(selector)})].find((el) => new RegExp(${JSON.stringify(name.source)}).test((el.textContent ?? "").trim())) ?? null`;
  return (await page.waitForFunction(find, { timeout: 30_000 })) as ElementHandle<Element>;
}

/**
 * Starts watching for `ready` (an expression evaluated in the page) and resolves, in the page, with the
 * milliseconds from the next pointerdown's timestamp (a tab switches on it) to the first frame after `ready` holds.
 */
async function armTimer(page: Page, ready: string): Promise<void> {
  // A script text, not a function: tsx's name helpers (__name) would not exist in the page.
  await page.evaluate(`
    window.__clickToReady = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error("not ready 30 s after arming: " + ${JSON.stringify(ready)})), 30000);
      document.addEventListener("pointerdown", (event) => {
        const clicked = event.timeStamp;
        function poll() {
          if (${ready}) requestAnimationFrame(() => resolve(performance.now() - clicked));
          else requestAnimationFrame(poll);
        }
        poll();
      }, { capture: true, once: true });
    });
    undefined; // the evaluation's value: not the promise, which evaluate would wait for
  `);
}

const readTimer = (page: Page) => page.evaluate("window.__clickToReady") as Promise<number>;

/** The page is idle: no request for 500 ms, and an idle callback ran (the tabs' and poster's idle preloads). */
async function settle(page: Page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
  await page.evaluate(
    "new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 }))",
  );
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
}

const PRICES_READY = `document.querySelector('[data-testid="resell-margin"]') !== null`;
const STATISTICS_READY = `document.querySelector('[data-testid="pays-statement"]') !== null && document.querySelector('[role="tabpanel"] .apexcharts-svg') !== null`;
const PREVIEW_READY = `[...document.querySelectorAll('[role="dialog"] img, [role="dialog"] canvas')].some((el) => new RegExp("${NAMES.preview}").test(el.getAttribute("alt") ?? el.getAttribute("aria-label") ?? "") && (el instanceof HTMLImageElement ? el.complete && el.naturalWidth > 0 : el.width > 0 && el.dataset.drawn === "true"))`;

/** Wall time from the click to the thing drawn, and the page's main-thread CPU time meanwhile (less moved by the load). */
interface Measure {
  ms: number;
  cpuMs: number;
}

interface Run {
  prices: Measure;
  statistics: Measure;
  poster: Measure;
  posterAgain: Measure;
  posterCold: Measure;
}

const step = (text: string) =>
  process.env.BENCH_VERBOSE ? console.log(`  ${new Date().toISOString().slice(11, 19)} ${text}`) : undefined;

async function oneRun(base: string): Promise<Run> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
    headless: true,
    args: [...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), "--disable-gpu", "--lang=fr-FR"],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    if (!calculator) throw new Error("no calculator page in tests/lighthouse/pages.mjs");
    await logIn(page, base, calculator as Parameters<typeof logIn>[2]);
    const cdp = await page.createCDPSession();
    await cdp.send("Performance.enable");
    // ThreadTime: the renderer main thread's CPU seconds so far (Chromium's Performance.getMetrics).
    const threadSeconds = async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ThreadTime")?.value ?? 0;
    const open = async () => {
      await page.goto(`${base}${calculator.path}`, { waitUntil: "load" });
      await control(page, '[role="tab"]', NAMES.prices);
    };
    const timedClick = async (
      what: string,
      target: ElementHandle<Element>,
      ready: string,
    ): Promise<Measure> => {
      await armTimer(page, ready);
      const cpuBefore = await threadSeconds();
      await target.click();
      const ms = await readTimer(page).catch(async (error: unknown) => {
        await page.screenshot({ path: `test-results/poster-bench-${what.replace(/ /g, "-")}.png` });
        throw error;
      });
      const cpuMs = ((await threadSeconds()) - cpuBefore) * 1000;
      step(`${what}: ${ms.toFixed(0)} ms, main thread CPU ${cpuMs.toFixed(0)} ms`);
      return { ms, cpuMs };
    };
    const closeDialog = async () => {
      await page.keyboard.press("Escape");
      await page.waitForFunction(`document.querySelector('[role="dialog"]') === null`);
    };

    // Statistics first (its first open), then Prices (its first open), then the poster twice.
    await open();
    step("calculator open");
    await settle(page);
    step("idle");
    const statistics = await timedClick(
      "statistics",
      await control(page, '[role="tab"]', NAMES.statistics),
      STATISTICS_READY,
    );
    const prices = await timedClick(
      "prices",
      await control(page, '[role="tab"]', NAMES.prices),
      PRICES_READY,
    );
    await settle(page);
    const poster = await timedClick("poster", await control(page, "button", NAMES.poster), PREVIEW_READY);
    await closeDialog();
    const posterAgain = await timedClick(
      "poster again",
      await control(page, "button", NAMES.poster),
      PREVIEW_READY,
    );
    await closeDialog();

    // Cold: a new page, the poster button clicked as soon as the Prices tab shows (no idle preload yet).
    await open();
    await (await control(page, '[role="tab"]', NAMES.prices)).click();
    await page.waitForSelector('[data-testid="resell-margin"]');
    const posterCold = await timedClick(
      "poster cold",
      await control(page, "button", NAMES.poster),
      PREVIEW_READY,
    );
    return { prices, statistics, poster, posterAgain, posterCold };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<{ seedMs: number; timings: Timing[] }> {
  const started = Date.now();
  const server = await startServer(PORT, process.env.WEB_DIST_DIR ?? "web/dist");
  const seedMs = Date.now() - started;
  try {
    const runs: Run[] = [];
    const loads: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      loads.push(loadavg()[0]);
      runs.push(await oneRun(server.base));
    }
    const load = `load ${median(loads).toFixed(1)} (1 min, median of the runs)`;
    const timing = (name: string, key: keyof Run, targetMs: number, note: string): Timing => {
      const values = runs.map((r) => r[key].ms);
      const cpu = median(runs.map((r) => r[key].cpuMs)).toFixed(0);
      return {
        name,
        runs: RUNS,
        medianMs: median(values),
        p95Ms: p95(values),
        targetMs,
        note: `${note}; main thread CPU ${cpu} ms median; ${load}; ${values.map((ms) => ms.toFixed(0)).join(", ")}`,
      };
    };
    return {
      seedMs,
      timings: [
        timing("statistics tab, first open", "statistics", TARGET_MS, "click to the charts drawn, page idle"),
        timing("prices tab, first open", "prices", TARGET_MS, "click to the tab's figures, page idle"),
        timing("poster preview, first open", "poster", TARGET_MS, "click to the preview drawn, page idle"),
        timing(
          "poster preview, second open",
          "posterAgain",
          TARGET_MS,
          "same page, dialog closed and opened again",
        ),
        // A looser target: before the idle preload, the dialog's module may still be on its way.
        timing(
          "poster preview, cold click",
          "posterCold",
          1000,
          "clicked as soon as the tab shows, no idle preload yet",
        ),
      ],
    };
  } finally {
    server.stop();
  }
}
