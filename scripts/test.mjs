// npm test: everything CI runs, what is independent side by side (decision 125). The machine has 2
// cores, so never more than two jobs at once, paired so that both end about together (the unit and API
// suite is the longest; waiting at a barrier for it left one core idle):
//   1. web build, bundle check, edge tests (workerd, on that build), type check, lint  |  unit and API tests
//   2. end-to-end specs, two at a time (scripts/e2e.mjs)
// Each job's output is held and printed whole when it ends, so two jobs' lines never interleave.
import { spawn } from "node:child_process";

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
      resolve({ name, ok, seconds });
    };
    next(0);
  });
}

const npm = (script) => ["npm", "run", "--silent", script];
const stages = [
  () => [
    job("build, bundle check, edge tests, type check and lint", [npm("build"), ["node", "scripts/check-bundle.mjs"], npm("test:edge"), npm("check"), npm("lint")]),
    job("unit and API tests", [npm("test:unit")]),
  ],
];

const started = Date.now();
const results = [];
for (const stage of stages) {
  results.push(...(await Promise.all(stage())));
  if (results.some((r) => !r.ok)) break;
}
if (results.every((r) => r.ok)) results.push(await job("end-to-end", [npm("test:e2e")]));
const total = Math.round((Date.now() - started) / 1000);
console.log(`\n${results.map((r) => `${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds} s)`).join("\n")}\nnpm test: ${total} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
