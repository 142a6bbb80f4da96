import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

export const WORKER_OUT = "dist/worker";
export const WORKER_BUDGET_BYTES = 300 * 1024;

/** Bundles the Worker offline, as `wrangler deploy` would, and prints its gzip size against the budget. */
export default function setup() {
  if (!existsSync("web/dist/index.html")) throw new Error("Build the web app first (npm run build): wrangler needs the assets directory.");
  execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", WORKER_OUT], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  const gzip = gzipSync(readFileSync(`${WORKER_OUT}/workers.js`)).length;
  console.log(`Worker bundle: ${(gzip / 1024).toFixed(1)} KiB gzip (budget ${WORKER_BUDGET_BYTES / 1024} KiB)`);
  if (gzip > WORKER_BUDGET_BYTES) throw new Error("The Worker bundle is over its gzip budget");
}
