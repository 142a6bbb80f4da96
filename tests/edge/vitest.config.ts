import { defineConfig } from "vitest/config";

// Edge tests: the Worker bundle (wrangler deploy --dry-run) in workerd through miniflare.
export default defineConfig({
  test: {
    root: new URL("../..", import.meta.url).pathname,
    include: ["tests/edge/**/*.test.ts"],
    globalSetup: ["tests/edge/build-worker.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts workerd and a libSQL server: two at a time suits the 2-core machine.
    maxWorkers: 2,
    // Files share their loaded modules (decision 219): each starts its own workerd and libSQL server and
    // replaces no module, and loading miniflare once per file was 40 % of the run (71 s to 37 s).
    isolate: false,
  },
});
