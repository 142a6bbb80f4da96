// npm run test:e2e [spec files] [Playwright options]: the end-to-end specs in Chromium, in one Playwright
// run of E2E_WORKERS workers (2 by default: the machine has 2 cores). Once per run the server is bundled
// and the demo database seeded (tests/e2e/global-setup.ts); each worker keeps its browser for all its
// spec files and starts the server afresh on a copy of the demo database for each file
// (tests/e2e/fixtures.ts), on ports of its own from E2E_PORT up (tests/e2e/playwright.config.ts).
//
// `npm test` (scripts/test.mjs) imports `runEndToEnd` to start the specs as soon as its first lane is free.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = new URL("..", import.meta.url).pathname;
const playwrightCli = `${root}node_modules/@playwright/test/cli.js`;

/**
 * One Playwright run over `args` (spec files and options), its output shown as it comes. Resolves to
 * whether it passed, its summary lines (passed, failed, flaky) and the whole output.
 */
export function runEndToEnd(args = []) {
  return new Promise((resolve) => {
    // Playwright's own CLI on this Node, not through npx (which spends about 0.6 s finding it).
    const child = spawn(
      process.execPath,
      [playwrightCli, "test", "--config", "tests/e2e/playwright.config.ts", ...args],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    const show = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on("data", show);
    child.stderr.on("data", show);
    child.on("close", (status) => {
      const summary =
        output.match(/^\s+\d+ (passed|failed|flaky|skipped|did not run|interrupted)\b.*$/gm) ?? [];
      resolve({
        ok: status === 0,
        summary: summary.map((line) => line.trim()),
        flaky: summary.some((line) => /flaky/.test(line)),
        output,
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ok } = await runEndToEnd(process.argv.slice(2));
  process.exit(ok ? 0 : 1);
}
