import { defineConfig } from "vitest/config";

// Unit tests sit next to the code; API tests drive createApp() on a fresh libSQL file per test file.
/** Server test files that replace modules with vi.mock: they need a module registry of their own. */
const mockingModules = ["worker/entry/node-entry.test.ts", "worker/platform/node/purge-timer.test.ts"];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Property and fuzz tests draw from one fixed seed unless FC_SEED says otherwise (decision 125).
    setupFiles: ["tests/support/fast-check-seed.ts"],
    projects: [
      {
        // Pure code (no globals stubbed, no module mocked, no state kept between calls): one set of
        // worker threads shares the loaded modules instead of a fresh process per file.
        extends: true,
        test: {
          name: "pure",
          include: ["core/**/*.test.ts", "scripts/**/*.test.ts"],
          pool: "threads",
          isolate: false,
        },
      },
      {
        // The server and the API tests: each file builds its own app on its own libSQL file, so they share
        // the loaded modules in a few processes. Loading them again for every file was two thirds of the
        // suite's time (240 s against 89 s, decision 219); the files also pass in a shuffled order.
        extends: true,
        test: {
          name: "server",
          include: ["worker/**/*.test.ts", "tests/api/**/*.test.ts"],
          exclude: [...mockingModules],
          pool: "forks",
          isolate: false,
        },
      },
      {
        // The web app's modules (fetch, document and storage stubbed, vi.mock) and the server files that
        // mock modules: a fresh process per file.
        extends: true,
        test: { name: "isolated", include: ["web/src/**/*.test.ts", ...mockingModules], pool: "forks" },
      },
    ],
  },
});
