// npm test: everything CI runs, in two lanes (the machine has 2 cores; decisions 125 and 186).
//   lane 1: web build, bundle check, edge tests (workerd, on that build), type check, lint
//   lane 2: unit and API tests
// then each lane takes the next end-to-end spec (scripts/e2e.mjs, the longest first) as soon as it is
// free: no barrier leaves a core idle while the other lane finishes. The specs wait for the web build.
// Each job's output is held and printed whole when it ends, so two lanes' lines never interleave; what
// failed is printed again just above the summary, because CI keeps only the end of a long log.
import { spawn } from "node:child_process";
import { basePort, runSpec, seedDemoTemplate, specFiles } from "./e2e.mjs";

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
const specs = specFiles();
const failedSpecs = [];
const flakySpecs = [];
/** The failures' own lines, printed again at the end. */
const failureOutputs = [];
let specSeconds = 0;

const built = job("web build", [npm("build")]).then((result) => (results.push(result), result.ok && (seedDemoTemplate(), true)));

/** After its own jobs, a lane runs end-to-end specs (on its own ports) until none is left. */
async function lane(n, ownJobs) {
  for (const ownJob of ownJobs) results.push(await ownJob());
  if (!(await built)) return;
  for (let spec = specs.shift(); spec; spec = specs.shift()) {
    const specStarted = Date.now();
    const { ok, flaky, output } = await runSpec(spec, basePort + 2 * n);
    if (!ok) {
      failedSpecs.push(spec);
      failureOutputs.push([spec, output]);
    }
    if (ok && flaky) flakySpecs.push(spec);
    specSeconds += (Date.now() - specStarted) / 1000;
  }
}

const total = specs.length;
await Promise.all([
  lane(0, [
    async () =>
      (await built)
        ? job("bundle check and edge tests", [["node", "scripts/check-bundle.mjs"], npm("test:edge")])
        : { name: "bundle check and edge tests (no build)", ok: false, seconds: 0 },
    () => job("type check and lint", [npm("check"), npm("lint")]),
  ]),
  lane(1, [() => job("unit and API tests", [npm("test:unit")])]),
]);
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results.filter((r) => !r.ok)) failureOutputs.unshift([r.name, r.output ?? ""]);
for (const [name, output] of failureOutputs) console.log(`\n==== again, what failed: ${name}\n${failureLines(output)}`);
const e2eOk = failedSpecs.length === 0 && specs.length === 0 && results.find((r) => r.name === "web build")?.ok;
console.log(
  `\n${results.map((r) => `${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`).join("\n")}\n` +
    `${e2eOk ? "ok  " : "FAIL"} end-to-end: ${total - failedSpecs.length - specs.length} of ${total} spec files passed, ${Math.round(specSeconds)} s of lane time` +
    `${failedSpecs.length ? `; failed: ${failedSpecs.join(", ")}` : ""}` +
    `${flakySpecs.length ? `; passed only on retry (flaky): ${flakySpecs.join(", ")}` : ""}\nnpm test: ${seconds} s`,
);
process.exit(results.every((r) => r.ok) && e2eOk ? 0 : 1);
