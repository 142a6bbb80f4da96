import { readdirSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Timing } from "./bench-federation";

/**
 * Runs every *.bench.ts of this folder (or those whose name starts with an argument:
 * `npm run bench -- statistics`) and prints server time per request. Not part of npm test.
 */
const folder = import.meta.dirname;
const filters = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => !filters.length || filters.some((filter) => file.startsWith(filter)))
  .sort();

const fixed = (ms: number) => ms.toFixed(1).padStart(8);
let failures = 0;
for (const file of files) {
  const bench = (await import(pathToFileURL(`${folder}/${file}`).href)) as {
    run: () => Promise<{ seedMs: number; timings: Timing[] }>;
  };
  const { seedMs, timings } = await bench.run();
  console.log(`\n${file} (seeded in ${(seedMs / 1000).toFixed(1)} s)`);
  const tail = timings.some((t) => t.p99Ms !== undefined);
  console.log(
    `${"request".padEnd(34)}${"runs".padStart(6)}${"median".padStart(10)}${"p95".padStart(10)}${tail ? "p99".padStart(10) : ""}${"target".padStart(10)}`,
  );
  for (const t of timings) {
    const over = (t.p99Ms ?? t.medianMs) > t.targetMs;
    if (over) failures += 1;
    const p99 = tail ? (t.p99Ms === undefined ? "".padStart(11) : `${fixed(t.p99Ms)} ms`) : "";
    console.log(
      `${t.name.padEnd(34)}${String(t.runs).padStart(6)}${fixed(t.medianMs)} ms${fixed(t.p95Ms)} ms${p99}${fixed(t.targetMs)} ms${over ? "  OVER TARGET" : ""}${t.note ? `  (${t.note})` : ""}`,
    );
  }
}
if (failures) {
  console.log(`\n${failures} request(s) over target`);
  process.exitCode = 1;
}
