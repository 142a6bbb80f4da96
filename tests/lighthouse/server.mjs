// The real Node server on a throwaway demo database, started as the e2e suite starts it
// (tests/e2e/playwright.config.ts): same entry, same fresh-database folder layout, same rate-limit scale.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;

/** Starts the server and resolves once it answers; `stop()` ends it (and only it). */
export async function startServer(port, webDistDir) {
  if (!existsSync(join(root, webDistDir, "index.html"))) {
    throw new Error(`No web build in ${webDistDir}: build it first (this run builds nothing).`);
  }
  const dbDir = join(root, `test-results/lighthouse-db-${port}`);
  rmSync(dbDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ["--import", "tsx", "worker/entry/node.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      // One address for the whole run: the per-address limits are scaled up, as in the e2e suite.
      RATE_LIMIT_SCALE: "100",
      PORT: String(port),
      WEB_DIST_DIR: webDistDir,
      DATABASE_URL: `file:${dbDir}/clubcost.db`,
      JWT_SECRET: "lighthouse-secret-lighthouse-secret-01",
    },
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped at start:\n${output}`);
    const up = await fetch(`http://localhost:${port}/api/support/config`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { stop, base: `http://localhost:${port}` };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`The server did not answer on port ${port} within 60 s:\n${output}`);
}
