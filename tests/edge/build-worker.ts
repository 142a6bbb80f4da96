import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** EDGE_OUT_DIR lets parallel runs bundle into their own folder (default dist; inside the repository: workerd refuses paths above it). */
export const WORKER_OUT = `${process.env.EDGE_OUT_DIR ?? "dist"}/worker`;
export const WORKER_BUDGET_BYTES = 300 * 1024;
/** The web build the Worker serves (WEB_DIST_DIR lets parallel runs use their own build). */
export const ASSETS_DIR = process.env.WEB_DIST_DIR ?? "web/dist";

const quiet = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/**
 * Bundles the Worker offline, as `wrangler deploy` would, and prints its gzip size against the budget.
 */
export default function setup() {
  if (!existsSync(`${ASSETS_DIR}/index.html`))
    throw new Error(
      `Build the web app first (npm run build): wrangler needs the assets directory ${ASSETS_DIR}.`,
    );
  execFileSync(
    "npx",
    ["wrangler", "deploy", "--dry-run", "--env=", "--outdir", WORKER_OUT, "--assets", ASSETS_DIR],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, ...quiet },
    },
  );
  const gzip = gzipSync(readFileSync(`${WORKER_OUT}/workers.js`)).length;
  console.log(
    `Worker bundle: ${(gzip / 1024).toFixed(1)} KiB gzip (budget ${WORKER_BUDGET_BYTES / 1024} KiB)`,
  );
  if (gzip > WORKER_BUDGET_BYTES) throw new Error("The Worker bundle is over its gzip budget");
}
