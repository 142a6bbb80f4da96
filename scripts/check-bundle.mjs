// The first screen's JavaScript budget (issue 25): deterministic, part of `npm test`. Exit code 1 when
// - what the first screen loads weighs more than FIRST_SCREEN_BUDGET_KB (161 KB) gzip: the module scripts
//   and modulepreload links of index.html with every chunk they import statically, plus the largest
//   first-screen texts pack (assets/first-screen-texts-<lang>-*.js, one language per load), which the
//   first render waits for;
// - a heavy library that loads on demand (charts, QR codes of the poster, PayPal) is in those files,
//   or is found in no chunk at all (then its marker below no longer names it: fix the marker);
// - the build does not look as expected (no index.html, a missing chunk, no texts pack).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

// 161 KB since issue 39: the backend texts of two new codes (a guessable password, a save too large for
// the history), in both languages, took the first screen from 160.0 to 160.3 KB.
const BUDGET_KB = Number(process.env.FIRST_SCREEN_BUDGET_KB ?? 161);
const dist = process.env.WEB_DIST_DIR ?? join(new URL("..", import.meta.url).pathname, "web/dist");
const TEXTS_PACK = /^first-screen-texts-[a-z-]+-[\w-]+\.js$/;

// A string each heavy library's minified code holds and the app's own code does not.
const LAZY_LIBRARIES = [
  { name: "apexcharts", marker: "apexcharts-canvas" },
  { name: "qrcode", marker: "toSJISFunc" },
  { name: "@paypal/paypal-js", marker: "data-js-sdk-library" },
  // The general-meeting pack's PDF library (issue 29, decisions 157 and 173).
  { name: "pdf-lib", marker: "PDFDocument.load` is encrypted" },
];

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!Number.isFinite(BUDGET_KB) || BUDGET_KB <= 0)
  fail(
    `FIRST_SCREEN_BUDGET_KB must be a positive number of KB, not "${process.env.FIRST_SCREEN_BUDGET_KB}".`,
  );
if (!existsSync(join(dist, "index.html")))
  fail(`No ${join(dist, "index.html")}: build the web app first (npm run build).`);
const html = readFileSync(join(dist, "index.html"), "utf8");

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`), as site paths. */
function staticImports(file, code) {
  const found = code.matchAll(
    /\b(?:import|export)\s*(?:\{[^}]*\}\s*from\s*|\*\s*(?:as\s+[\w$]+\s+)?from\s*|[\w$]+(?:\s*,\s*\{[^}]*\})?\s+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  );
  return [...found].map((match) => posix.join(posix.dirname(file), match[1]));
}

/** The files a start set needs, following static imports; each file counted once overall. */
function closure(start, counted) {
  const files = [];
  const pending = [...start];
  while (pending.length > 0) {
    const file = pending.shift();
    if (counted.has(file)) continue;
    const path = join(dist, file);
    if (!existsSync(path)) fail(`index.html or a chunk refers to ${file}, which is not in ${dist}.`);
    counted.add(file);
    const code = readFileSync(path);
    files.push({ file, code: code.toString("utf8"), size: gzipSync(code).length });
    pending.push(...staticImports(file, code.toString("utf8")));
  }
  return files;
}

const entries = [
  ...html.matchAll(/<script[^>]+type="module"[^>]*\ssrc="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*\shref="([^"]+)"/g),
].map((m) => m[1]);
if (entries.length === 0) fail("No module script in index.html: the budget check cannot run.");
const counted = new Set();
const files = closure(entries, counted);

// Each language's pack with what it imports beyond the entry's files; the largest one counts.
const assets = readdirSync(join(dist, "assets")).filter((name) => name.endsWith(".js"));
const packs = assets
  .filter((name) => TEXTS_PACK.test(name))
  .map((name) => {
    const pack = closure([`/assets/${name}`], new Set(counted));
    return { pack, size: pack.reduce((sum, file) => sum + file.size, 0) };
  })
  .sort((a, b) => b.size - a.size);
if (packs.length === 0)
  fail(
    "No first-screen texts pack (assets/first-screen-texts-<lang>-*.js): the check cannot tell what the first screen loads.",
  );
for (const file of packs[0].pack) files.push({ ...file, note: `largest of ${packs.length} language packs` });

let total = 0;
for (const { file, size, note } of files) {
  total += size;
  console.log(
    `  ${file.padEnd(48)} ${(size / 1000).toFixed(1).padStart(6)} KB gzip${note ? ` (${note})` : ""}`,
  );
}
const over = total > BUDGET_KB * 1000;
console.log(
  `First-screen JavaScript: ${(total / 1000).toFixed(1)} KB gzip (${files.length} files), ${over ? "OVER" : "within"} the budget of ${BUDGET_KB} KB`,
);

const problems = [];
for (const { name, marker } of LAZY_LIBRARIES) {
  const early = files.find((file) => file.code.includes(marker));
  if (early)
    problems.push(
      `${name} is in the first screen (${early.file}): it must load on demand, with a dynamic import().`,
    );
  else if (!assets.some((asset) => readFileSync(join(dist, "assets", asset), "utf8").includes(marker))) {
    problems.push(
      `${name} is in no chunk (no "${marker}"): update its marker in scripts/check-bundle.mjs, or drop it if the app no longer uses it.`,
    );
  }
}
for (const problem of problems) console.error(problem);
if (over || problems.length > 0) process.exit(1);
