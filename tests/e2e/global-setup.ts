import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { build } from "esbuild";
import { E2E_BASE_PORT } from "./playwright.config";
import { E2E_JWT_SECRET, serverBundle } from "./server";

// Once per run, before the workers start:
// - the server as one bundled file (its packages left outside): each spec file starts a server, and
//   node started on the bundle takes about 1.4 CPU-s where tsx compiling the sources took about 4;
// - the demo database, seeded once and copied for each spec file's server (about 4 s of every start).
const root = new URL("../..", import.meta.url).pathname;

export default async function globalSetup() {
  await build({
    entryPoints: [`${root}worker/entry/node.ts`],
    outfile: `${root}${serverBundle}`,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  // Its own folder per base port, so two runs side by side do not share one.
  const template = `test-results/e2e-demo-${E2E_BASE_PORT}`;
  rmSync(`${root}${template}`, { recursive: true, force: true });
  mkdirSync(`${root}${template}`, { recursive: true });
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "worker/cli/seed-demo.ts"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, DATABASE_URL: `file:${root}${template}/clubcost.db`, JWT_SECRET: E2E_JWT_SECRET },
  });
  // The workers inherit this; without it (the seed failed) each server seeds its own database.
  if (seeded.status === 0) process.env.E2E_DEMO_TEMPLATE = template;
}
