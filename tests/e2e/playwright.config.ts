import { defineConfig } from "@playwright/test";

// E2E_PORT lets several suites run side by side on one machine (scripts/e2e.mjs gives each lane its own).
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
/** A port for a spec's second server (payment.spec.ts): the one after the lane's, which scripts/e2e.mjs leaves free. */
export const E2E_SECOND_PORT = E2E_PORT + 1;
const root = new URL("../..", import.meta.url).pathname;
/** This server's database folder (relative to the project root). */
const database = `test-results/e2e-db-${E2E_PORT}`;

// Debian's Chromium (never `playwright install`); no outside lookups; *.localhost stays local for brand subdomains.
export default defineConfig({
  testDir: ".",
  // One folder per spec (E2E_SPEC, set by scripts/e2e.mjs): Playwright empties its output folder when it
  // starts, and a shared one lost the previous spec's failure screenshots and error context.
  outputDir: `${root}test-results/e2e/${process.env.E2E_SPEC ?? `port-${E2E_PORT}`}`,
  // Generous: a shared machine's load tripled some journeys' time (a passing test never waits for it).
  timeout: 120_000,
  // A chart's first drawing loads its library on demand: on a busy shared machine that took over 10 s.
  expect: { timeout: 20_000 },
  // One retry of a failed test (decision 187): a journey that fails twice still fails the run; one that
  // passes only on its retry is named "flaky" in npm test's summary, to be fixed rather than hidden.
  retries: 1,
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: "fr-FR",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium",
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
  webServer: {
    // A throwaway database for every run: a copy of the demo database scripts/e2e.mjs seeded for the whole run
    // (E2E_DEMO_TEMPLATE), or else an empty one, which the server seeds with the demo data at start.
    command:
      `rm -rf ${database} && mkdir -p ${database}` +
      `${process.env.E2E_DEMO_TEMPLATE ? ` && cp -r ${process.env.E2E_DEMO_TEMPLATE}/. ${database}/` : ""} && node --import tsx worker/entry/node.ts`,
    cwd: root,
    port: E2E_PORT,
    reuseExistingServer: false,
    timeout: 60_000,
    // One address for the whole run: the per-address limits are scaled up (the API tests check the real ones).
    env: {
      RATE_LIMIT_SCALE: "100",
      PORT: String(E2E_PORT),
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? "web/dist",
      DATABASE_URL: `file:${root}${database}/clubcost.db`,
      JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-0001",
    },
  },
});
