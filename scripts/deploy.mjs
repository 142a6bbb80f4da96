// npm run deploy -- staging|production   (docs/deploy.md)
// Builds the web app, applies the migrations to Turso with drizzle-kit, then `wrangler deploy --env <env>`.
// DATABASE_URL and DATABASE_AUTH_TOKEN name the Turso database of that environment (the same values as
// its wrangler secrets); a local file is refused so a deploy never migrates the wrong database.
import { execFileSync } from "node:child_process";

const target = process.argv[2] ?? process.env.CLOUDFLARE_ENV;
if (target !== "staging" && target !== "production") {
  console.error("Usage: npm run deploy -- staging|production");
  process.exit(1);
}
const url = process.env.DATABASE_URL ?? "";
if (!/^(libsql|https):\/\//.test(url) || !process.env.DATABASE_AUTH_TOKEN) {
  console.error("Set DATABASE_URL (libsql://...turso.io) and DATABASE_AUTH_TOKEN of the Turso database to migrate.");
  process.exit(1);
}
const run = (command, args) => execFileSync(command, args, { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
run("npm", ["run", "build"]);
run("npx", ["drizzle-kit", "migrate", "--config", "drizzle.config.ts"]);
run("npx", ["wrangler", "deploy", "--env", target]);
