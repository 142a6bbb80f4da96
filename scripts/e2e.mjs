// npm run test:e2e: each spec file gets its own server on a fresh demo database, so one journey's
// changes (a club left, a federation removed) never leak into another's. Arguments go to Playwright.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const folder = new URL("../tests/e2e/", import.meta.url).pathname;
const args = process.argv.slice(2);
const named = args.filter((a) => a.endsWith(".spec.ts"));
const specs = named.length ? named : readdirSync(folder).filter((f) => f.endsWith(".spec.ts")).sort();
const options = args.filter((a) => !a.endsWith(".spec.ts"));
const failed = [];
for (const spec of specs) {
  console.log(`\n== ${spec}`);
  // Playwright reads a file argument as a regular expression over the path: anchored, so that
  // organizations.spec.ts does not also run accessibility-organizations.spec.ts.
  const only = `(^|/)${spec.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;
  const run = spawnSync("npx", ["playwright", "test", "--config", "tests/e2e/playwright.config.ts", only, ...options], { stdio: "inherit" });
  if (run.status !== 0) failed.push(spec);
}
console.log(`\nEnd-to-end: ${specs.length - failed.length} of ${specs.length} spec files passed${failed.length ? `; failed: ${failed.join(", ")}` : ""}`);
process.exit(failed.length ? 1 : 0);
