import { statfsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

// E2E_PORT lets several suites run side by side on one machine. Each Playwright worker serves on a port
// of its own (fixtures.ts starts the server): the next even one per worker, the odd one after it left
// for a spec's second server (payment.spec.ts). TEST_PARALLEL_INDEX is set in the workers only.
/** The run's first port: its files (server bundle, demo database) are named after it, so runs side by side keep their own. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_PORT = E2E_BASE_PORT + 2 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** A port for a spec's second server (payment.spec.ts). */
export const E2E_SECOND_PORT = E2E_PORT + 1;
const root = new URL("../..", import.meta.url).pathname;
/**
 * Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm holds 64 MB: Chromium's
 * shared memory (frames, large messages) then lives in files under /tmp, on this machine an ext4 disk. Where
 * /dev/shm is memory of a good size, Chromium keeps it there: 20 cold loads of the app took 63 CPU-s against 70.
 */
const roomyDevShm = (() => {
  try {
    const { blocks, bsize } = statfsSync("/dev/shm");
    return blocks * bsize >= 2 ** 30;
  } catch {
    return false;
  }
})();

// Debian's Chromium (never `playwright install`); no outside lookups; *.localhost stays local for brand subdomains.
export default defineConfig({
  testDir: ".",
  globalSetup: "./global-setup.ts",
  // One folder per run (each test has its own inside): Playwright empties it when a run starts.
  outputDir: `${root}test-results/e2e/port-${E2E_BASE_PORT}`,
  // Generous: a shared machine's load tripled some journeys' time (a passing test never waits for it).
  timeout: 120_000,
  // A chart's first drawing loads its library on demand: on a busy shared machine that took over 10 s.
  expect: { timeout: 20_000 },
  // One retry of a failed test (decision 219): a journey that fails twice still fails the run; one that
  // passes only on its retry is named "flaky" in npm test's summary, to be fixed rather than hidden.
  retries: 1,
  // A spec file's tests run in order on one worker; the files are shared out to two workers (the
  // machine has 2 cores, and a spec spends much of its time waiting on its browser and server).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: [["list"]],
  use: {
    locale: "fr-FR",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
      ignoreDefaultArgs: roomyDevShm ? ["--disable-dev-shm-usage"] : [],
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost",
      ],
    },
  },
});
