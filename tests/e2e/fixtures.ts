import { test as base } from "@playwright/test";
import { E2E_PORT } from "./playwright.config";
import { type RunningServer, startServer } from "./server";

export { expect } from "@playwright/test";

/** This worker's database folder, relative to the project root (a spec may run a command-line tool on it). */
export const SPEC_DATABASE_DIR = `test-results/e2e-db-${E2E_PORT}`;

/**
 * Every spec's `test`. Each Playwright worker keeps one browser for all the spec files it runs, and
 * starts the server afresh on a copy of the demo database when a new spec file begins, so one
 * journey's changes (a club left, a federation removed) never leak into another's. Starting a browser
 * and Playwright's processes for every file cost about 8 CPU-s each (docs/benchmarks.md at 8e8db2f).
 */
class SpecServer {
  private server: RunningServer | undefined;
  private file = "";

  /** The server for `file`: the running one if it serves that file, else a fresh one. */
  async serve(file: string) {
    if (this.server && this.file === file) return;
    await this.stop();
    this.file = file;
    this.server = await startServer({
      port: E2E_PORT,
      databaseDir: SPEC_DATABASE_DIR,
      template: process.env.E2E_DEMO_TEMPLATE,
    });
  }

  async stop() {
    await this.server?.stop();
    this.server = undefined;
  }
}

export const test = base.extend<{ serverOfThisFile: void }, { specServer: SpecServer }>({
  specServer: [
    async ({}, use) => {
      const server = new SpecServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker" },
  ],
  serverOfThisFile: [
    async ({ specServer }, use, testInfo) => (await specServer.serve(testInfo.file), use()),
    { auto: true, timeout: 120_000 },
  ],
  // The worker's own port (playwright.config.ts): the config's baseURL is read once, outside the workers.
  baseURL: async ({}, use) => use(`http://localhost:${E2E_PORT}`),
});
