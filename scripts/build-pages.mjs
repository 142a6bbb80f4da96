// The Pages path (docs/decisions/070): the same web build plus the Worker as `_worker.js` (advanced mode),
// for `wrangler pages deploy dist/pages` on a single host. Run after `npm run build`.
//   node scripts/build-pages.mjs [--assets web/dist] [--out dist/pages] [--worker dist/pages-worker [--prebuilt]]
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const assets = resolve(option("--assets", process.env.WEB_DIST_DIR ?? "web/dist"));
const out = resolve(option("--out", "dist/pages"));
const bundle = resolve(option("--worker", "dist/pages-worker"));

if (!existsSync(join(assets, "index.html"))) {
  console.error(`No web build in ${assets}: run npm run build first.`);
  process.exit(1);
}
// The Worker bundled offline exactly as `wrangler deploy` would (aliases, nodejs_compat, minified);
// --prebuilt reuses a bundle made that way already (the edge tests make one).
if (!args.includes("--prebuilt")) execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--env=", "--outdir", bundle, "--assets", assets], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
rmSync(out, { recursive: true, force: true });
cpSync(assets, out, { recursive: true });
cpSync(join(bundle, "workers.js"), join(out, "_worker.js"));
// Pages serves these paths without invoking the Worker; the _headers file gives them their year of cache.
writeFileSync(join(out, "_routes.json"), `${JSON.stringify({ version: 1, include: ["/*"], exclude: ["/assets/*"] }, null, 2)}\n`);
console.log(`Pages output in ${out} (${readdirSync(out).length} entries): wrangler pages deploy ${out} --project-name <name>`);
