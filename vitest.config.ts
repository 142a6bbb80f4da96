import { defineConfig } from "vitest/config";
import { localeParts } from "./web/locale-parts.ts";

// Unit tests sit next to the code; API tests drive createApp() on a fresh libSQL file per test file.
export default defineConfig({
  // The web app's text packs import parts of locale files (`x.json?lang=fr`, web/locale-parts.ts).
  plugins: [localeParts()],
  test: {
    include: ["core/**/*.test.ts", "worker/**/*.test.ts", "web/src/**/*.test.ts", "tests/api/**/*.test.ts", "scripts/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
