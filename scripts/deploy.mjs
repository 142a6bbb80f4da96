// npm run deploy -- staging|production [--percent N] [--check]   (docs/deploy.md, section 7; steps: deploy-steps.mjs)
// --check runs offline: wrangler.toml filled in, the build and the bundle (dry run); nothing deployed.
// Pre-flight (wrangler.toml filled in, the migrations expand-only, secrets set, a Turso DATABASE_URL naming the
// environment's DATABASE_HOST), build, dry run, migrate, then `wrangler versions upload`, the new version staged
// at 0 % and asked for readiness, version affinity checked before a split (--percent N), the switch, routes and
// cron, and readiness again (a rollback if it fails). Stops at the first failure and says what to do.
// DATABASE_URL and DATABASE_AUTH_TOKEN name the environment's Turso database (the same values as its
// wrangler secrets): the migration runs against it.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { deploy, DeployStop } from "./deploy-steps.mjs";

const args = process.argv.slice(2);
const percentAt = args.indexOf("--percent");
const percent = percentAt >= 0 ? Number(args[percentAt + 1]) : 100;
const target =
  args.find((arg, i) => !arg.startsWith("--") && !(percentAt >= 0 && i === percentAt + 1)) ??
  process.env.CLOUDFLARE_ENV;
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

const run = (command, commandArgs, { capture = false } = {}) => {
  const output = execFileSync(command, commandArgs, {
    env,
    encoding: "utf8",
    stdio: capture ? ["inherit", "pipe", "inherit"] : "inherit",
  });
  if (capture) process.stdout.write(output);
  return output ?? "";
};
let tag = "";
try {
  tag = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
} catch {
  // Not a git checkout: the version goes without a tag.
}

try {
  await deploy({
    target,
    percent,
    env,
    run,
    read: (path) => readFile(path, "utf8"),
    tag,
    checkOnly: args.includes("--check"),
  });
} catch (error) {
  console.error(`\n${error instanceof DeployStop ? error.message : error.stack}`);
  process.exit(1);
}
