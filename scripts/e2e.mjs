// npm run test:e2e: each spec file gets its own server on a fresh demo database, so one journey's
// changes (a club left, a federation removed) never leak into another's. Arguments go to Playwright.
//
// Spec files run E2E_LANES at a time (2 by default: the machine has 2 cores, and a spec spends much
// of its time waiting on its browser and server). Lane n uses port E2E_PORT + 2n; a spec that starts a
// second server of its own (payment.spec.ts) takes the port after its lane's. Each spec keeps its own
// Playwright output folder (test-results/e2e/<spec>/), so one spec's failure screenshots and error
// context survive the next spec's start. Decision 125.
//
// `npm test` (scripts/test.mjs) imports `specFiles` and `runSpec` to put the specs in its own two lanes.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const folder = new URL("../tests/e2e/", import.meta.url).pathname;
const playwrightCli = new URL("../node_modules/@playwright/test/cli.js", import.meta.url).pathname;
export const basePort = Number(process.env.E2E_PORT ?? 8799);

/**
 * The demo database, seeded once per run: each spec's server starts on a copy (tests/e2e/playwright.config.ts)
 * instead of seeding its own, about 4 s of every spec's start on a busy machine. Its own folder per base
 * port, so two runs side by side do not share one. Returns whether it was seeded (if not, each server seeds).
 */
export const demoTemplate = `test-results/e2e-demo-${basePort}`;
export function seedDemoTemplate() {
  const root = new URL("..", import.meta.url).pathname;
  rmSync(`${root}${demoTemplate}`, { recursive: true, force: true });
  mkdirSync(`${root}${demoTemplate}`, { recursive: true });
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "worker/cli/seed-demo.ts"], {
    cwd: root,
    stdio: "ignore",
    env: { ...process.env, DATABASE_URL: `file:${root}${demoTemplate}/clubcost.db`, JWT_SECRET: "e2e-secret-e2e-secret-e2e-secret-0001" },
  });
  if (seeded.status === 0) process.env.E2E_DEMO_TEMPLATE = demoTemplate;
  return seeded.status === 0;
}

// The longest specs first, so the two lanes end together rather than one waiting on the last long spec.
const longFirst = [
  "screens-club.spec.ts",
  "screens-federation.spec.ts",
  "brands.spec.ts",
  "screens-admin.spec.ts",
  "pricing-tools.spec.ts",
  "keyboard.spec.ts",
  "screens-club-save.spec.ts",
  "calculator.spec.ts",
  "focus-visible.spec.ts",
  "accounts.spec.ts",
  "screens-visitor.spec.ts",
  "organizations.spec.ts",
  "seasons.spec.ts",
  "payment.spec.ts",
];
const weight = (spec) => (longFirst.includes(spec) ? longFirst.indexOf(spec) : longFirst.length);
/** Every spec file, the longest first. */
export const specFiles = () =>
  readdirSync(folder)
    .filter((f) => f.endsWith(".spec.ts"))
    .sort((a, b) => weight(a) - weight(b) || a.localeCompare(b));

/**
 * One spec in Playwright on `port`, its output held back and printed whole, so two lanes' lines never
 * interleave. Resolves to whether it passed, whether a test passed only on its retry (flaky), and the output.
 */
export function runSpec(spec, port, options = []) {
  // Playwright reads a file argument as a regular expression over the path: anchored, so that
  // organizations.spec.ts does not also run accessibility-organizations.spec.ts.
  const only = `(^|/)${spec.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;
  const started = Date.now();
  return new Promise((resolve) => {
    // Playwright's own CLI on this Node, not through npx (which spends about 0.6 s finding it, per spec).
    const child = spawn(process.execPath, [playwrightCli, "test", "--config", "tests/e2e/playwright.config.ts", only, ...options], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, E2E_PORT: String(port), E2E_SPEC: spec.replace(/\.spec\.ts$/, "") },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n== ${spec} (port ${port}, ${seconds} s)\n${output}`);
      resolve({ ok: status === 0, flaky: /^\s+\d+ flaky$/m.test(output), output });
    });
  });
}

// Run directly (npm run test:e2e [spec files] [Playwright options]): the specs in E2E_LANES lanes.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const named = args.filter((a) => a.endsWith(".spec.ts"));
  const options = args.filter((a) => !a.endsWith(".spec.ts"));
  const lanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));
  const specs = named.length ? named : specFiles();
  const queue = [...specs];
  const failed = [];
  const lane = async (n) => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) {
      if (!(await runSpec(spec, basePort + 2 * n, options)).ok) failed.push(spec);
    }
  };
  const started = Date.now();
  seedDemoTemplate();
  await Promise.all(Array.from({ length: Math.min(lanes, specs.length) }, (_, n) => lane(n)));
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `\nEnd-to-end: ${specs.length - failed.length} of ${specs.length} spec files passed in ${seconds} s, ${lanes} at a time${failed.length ? `; failed: ${failed.join(", ")}` : ""}`,
  );
  process.exit(failed.length ? 1 : 0);
}
