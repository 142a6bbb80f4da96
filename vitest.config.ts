import { defineConfig } from "vitest/config";

// Unit tests sit next to the code; API tests drive createApp() on a fresh libSQL file per test file.
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
        test: { name: "pure", include: ["core/**/*.test.ts", "scripts/**/*.test.ts"], pool: "threads", isolate: false },
      },
      {
        // The server, the web app's modules (fetch, document and storage stubbed, vi.mock) and the API
        // tests (a libSQL file and module state per file): a fresh process per file.
        extends: true,
        test: { name: "isolated", include: ["worker/**/*.test.ts", "web/src/**/*.test.ts", "tests/api/**/*.test.ts"], pool: "forks" },
      },
    ],
  },
});
