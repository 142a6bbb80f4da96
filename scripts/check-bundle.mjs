// Web budget (issue 9, docs/decisions/090): the JavaScript the first screen needs, gzip, must stay
// within FIRST_SCREEN_BUDGET_KB (150 KB, the issue's goal). It counts:
// - the module scripts and modulepreload links of index.html, and every chunk they import statically;
// - the largest first-screen texts pack (assets/first-screen-texts-<lang>-*.js) and its static imports:
//   the entry imports the visitor's language before the first render, one language per visit.
// Lazy chunks (other pages, the other language, pages' texts, dialogs, charts, poster) do not count.
// Exit code 1 when over the budget or when the build does not look as expected.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_KB = Number(process.env.FIRST_SCREEN_BUDGET_KB ?? 150);
const dist = process.env.WEB_DIST_DIR ?? join(new URL("..", import.meta.url).pathname, "web/dist");
const TEXTS_PACK = /^first-screen-texts-[a-z-]+-[\w-]+\.js$/;

function fail(message) {
  console.error(message);
  process.exit(1);
}

if (!Number.isFinite(BUDGET_KB) || BUDGET_KB <= 0) fail(`FIRST_SCREEN_BUDGET_KB must be a positive number of KB, not "${process.env.FIRST_SCREEN_BUDGET_KB}".`);
if (!existsSync(join(dist, "index.html"))) fail(`No ${join(dist, "index.html")}: build the web app first (npm run build).`);
const html = readFileSync(join(dist, "index.html"), "utf8");

/** Static imports of a built chunk (`import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`), as site paths. */
function staticImports(file, code) {
  const found = code.matchAll(/\b(?:import|export)\s*(?:\{[^}]*\}\s*from\s*|\*\s*(?:as\s+[\w$]+\s+)?from\s*|[\w$]+(?:\s*,\s*\{[^}]*\})?\s+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
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
    files.push({ file, size: gzipSync(code).length });
    pending.push(...staticImports(file, code.toString("utf8")));
  }
  return files;
}

const entries = [...html.matchAll(/<script[^>]+type="module"[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1]);
if (entries.length === 0) fail("No module script in index.html: the budget check cannot run.");
const counted = new Set();
const files = closure(entries, counted);

// Each language's pack with what it imports beyond the entry's files; the largest one counts.
const assets = readdirSync(join(dist, "assets"));
const packs = assets
  .filter((name) => TEXTS_PACK.test(name))
  .map((name) => {
    const pack = closure([`/assets/${name}`], new Set(counted));
    return { pack, size: pack.reduce((sum, file) => sum + file.size, 0) };
  })
  .sort((a, b) => b.size - a.size);
if (packs.length === 0) fail("No first-screen texts pack (assets/first-screen-texts-<lang>-*.js): the check cannot tell what the first screen loads.");
for (const file of packs[0].pack) files.push({ ...file, note: `largest of ${packs.length} language packs` });

// boot.ts evaluates React, then the libraries, then the app, each in a task of its own (decisions 104
// and 114). A library chunk importing the app's chunk (a library outside first-screen-chunk.ts's list
// pulled into it) would run the whole first screen in the libraries' task.
const appChunk = /^first-screen-[\w-]{8}\.js$/;
for (const name of assets.filter((file) => /^first-screen-(react|libraries)-[\w-]+\.js$/.test(file))) {
  const imported = staticImports(`/assets/${name}`, readFileSync(join(dist, "assets", name), "utf8")).map((file) => posix.basename(file));
  const app = imported.find((file) => appChunk.test(file));
  if (app) fail(`${name} imports the app's first-screen chunk ${app}: add the library it needs to first-screen-chunk.ts's libraries.`);
}

let total = 0;
for (const { file, size, note } of files) {
  total += size;
  console.log(`  ${file.padEnd(48)} ${(size / 1000).toFixed(1).padStart(6)} KB gzip${note ? ` (${note})` : ""}`);
}
const over = total > BUDGET_KB * 1000;
console.log(`First-screen JavaScript: ${(total / 1000).toFixed(1)} KB gzip (${files.length} files), ${over ? "OVER" : "within"} the budget of ${BUDGET_KB} KB`);
if (over) process.exit(1);
