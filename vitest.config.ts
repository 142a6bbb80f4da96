import { defineConfig } from "vitest/config";

// Unit tests sit next to the code; API tests drive createApp() on a fresh libSQL file per test file.
export default defineConfig({
  test: {
    include: ["core/**/*.test.ts", "worker/**/*.test.ts", "web/src/**/*.test.ts", "tests/api/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
