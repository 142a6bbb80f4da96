// npm test: everything CI runs, side by side (the machine has 2 cores; decision 219).
//   lane 1: web build, bundle check, edge tests (workerd, on that build), type check, lint,
//           then the end-to-end specs (scripts/e2e.mjs: Playwright's two workers share them out)
//   lane 2: unit and API tests
// Each job's output is held and printed whole when it ends, so two jobs' lines never interleave (the
// end-to-end run's lines show as they come); what failed is printed again just above the summary,
// because CI keeps only the end of a long log.
import { spawn } from "node:child_process";
import { runEndToEnd } from "./e2e.mjs";

/** Runs `steps` one after the other (a step is an npm script or a node script with arguments). */
function job(name, steps) {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = "";
    const next = (index) => {
      if (index === steps.length) return done(true);
      const [command, ...args] = steps[index];
      const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: process.env });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("close", (status) => (status === 0 ? next(index + 1) : done(false)));
    };
    const done = (ok) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n==== ${name}: ${ok ? "passed" : "FAILED"} in ${seconds} s\n${output}`);
      resolve({ name, ok, seconds, output });
    };
    next(0);
  });
}

/**
 * A failure's 100 lines from Playwright's first failure report ("  1) tests/e2e/…"), or else from the first
 * error mark: enough for the cause, short enough to stay in CI's tail.
 */
function failureLines(output) {
  const lines = output.split("\n");
  const report = lines.findIndex((line) => /^\s+1\) /.test(line));
  const first =
    report >= 0
      ? report
      : Math.max(
          0,
          lines.findIndex((line) => /✘|FAIL|Error|error TS|failed/.test(line)),
        );
  return lines.slice(first, first + 100).join("\n");
}

const npm = (script) => ["npm", "run", "--silent", script];
const started = Date.now();
const results = [];

const built = job("web build", [npm("build")]).then((result) => (results.push(result), result.ok));
const lane1 = (async () => {
  results.push(
    (await built)
      ? await job("bundle check and edge tests", [["node", "scripts/check-bundle.mjs"], npm("test:edge")])
      : { name: "bundle check and edge tests (no build)", ok: false, seconds: 0 },
  );
  results.push(await job("type check and lint", [npm("check"), npm("lint")]));
  if (!(await built)) return { name: "end-to-end (no build)", ok: false, seconds: 0, summary: [] };
  const e2eStarted = Date.now();
  const { ok, summary, flaky, output } = await runEndToEnd();
  return {
    name: "end-to-end",
    ok,
    flaky,
    summary,
    output,
    seconds: Math.round((Date.now() - e2eStarted) / 1000),
  };
})();
const [e2e] = await Promise.all([
  lane1,
  job("unit and API tests", [npm("test:unit")]).then((result) => results.push(result)),
]);
results.push(e2e);
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results.filter((r) => !r.ok))
  console.log(`\n==== again, what failed: ${r.name}\n${failureLines(r.output ?? "")}`);
console.log(
  `\n${results.map((r) => `${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)${r.summary?.length ? `: ${r.summary.join(", ")}` : ""}`).join("\n")}\n` +
    `${e2e.flaky ? "Some tests passed only on their retry (flaky): fix them rather than hide them.\n" : ""}npm test: ${seconds} s`,
);
process.exit(results.every((r) => r.ok) ? 0 : 1);
