import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { configProblems, deploy, DeployStop, PAYPAL_SECRETS, REQUIRED_SECRETS } from "./deploy-steps.mjs";

const VERSION = "0b5e1f2a-1111-4222-8333-444455556666";
const PREVIOUS = "9c9c9c9c-aaaa-4bbb-8ccc-dddddddddddd";
const filled = readFileSync("wrangler.toml", "utf8")
  .replaceAll("example.org", "clubs.test")
  .replace(/<(staging|production) FLAGS namespace id>/g, "0123456789abcdef0123456789abcdef");
const tursoEnv = { DATABASE_URL: "libsql://clubcost-production-acme.turso.io", DATABASE_AUTH_TOKEN: "token" };
const allSecrets = JSON.stringify(["DATABASE_URL", "DATABASE_AUTH_TOKEN", "JWT_SECRET"].map((name) => ({ name, type: "secret_text" })));

/** A fake command runner: records each command, answers wrangler's outputs, fails the command named by `failOn`. */
function fakeRun(options: { secrets?: string; failOn?: string; inService?: string | null } = {}) {
  const commands: string[] = [];
  const run = async (command: string, args: string[]) => {
    const line = [command, ...args].join(" ");
    commands.push(line);
    if (options.failOn && line.includes(options.failOn)) throw new Error(`${options.failOn} failed`);
    if (line.includes("secret list")) return `⛅️ wrangler\n${options.secrets ?? allSecrets}`;
    if (line.includes("deployments status")) {
      if (options.inService === null) throw new Error("no deployment");
      return JSON.stringify({ versions: [{ version_id: options.inService ?? PREVIOUS, percentage: 100 }] });
    }
    if (line.includes("versions upload")) return `Uploaded clubcost\nWorker Version ID: ${VERSION}\n`;
    return "";
  };
  return { commands, run };
}
const go = (fake: ReturnType<typeof fakeRun>, options: { toml?: string; env?: Record<string, string>; percent?: number; checkOnly?: boolean } = {}) =>
  deploy({
    target: "production",
    percent: options.percent,
    env: options.env ?? tursoEnv,
    run: fake.run,
    read: async () => options.toml ?? filled,
    log: () => {},
    tag: "abc1234",
    checkOnly: options.checkOnly,
  });

describe("npm run deploy", () => {
  it("checks, builds, dry-runs, migrates, uploads a version, deploys it and applies routes and cron, in that order", async () => {
    const fake = fakeRun();
    expect(await go(fake)).toBe(VERSION);
    expect(fake.commands).toEqual([
      "npx wrangler secret list --format json --env production",
      "npm run build",
      "npx wrangler deploy --dry-run --outdir dist/deploy-production --env production",
      "npx drizzle-kit migrate --config drizzle.config.ts",
      "npx wrangler deployments status --json --env production",
      "npx wrangler versions upload --tag abc1234 --message npm run deploy abc1234 --env production",
      `npx wrangler versions deploy ${VERSION}@100% --message npm run deploy abc1234 -y --env production`,
      "npx wrangler triggers deploy --env production",
    ]);
  });

  it("rolls out gradually: the new version gets the percentage, the one in service the rest", async () => {
    const fake = fakeRun();
    await go(fake, { percent: 10 });
    expect(fake.commands).toContain(`npx wrangler versions deploy ${VERSION}@10% ${PREVIOUS}@90% --message npm run deploy abc1234 -y --env production`);
  });

  it("refuses the shipped wrangler.toml: placeholders and example.org, before running anything", async () => {
    const fake = fakeRun();
    const stopped = await go(fake, { toml: readFileSync("wrangler.toml", "utf8") }).catch((error: DeployStop) => error);
    expect(stopped).toBeInstanceOf(DeployStop);
    expect(stopped.message).toContain("<production FLAGS namespace id>");
    expect(stopped.message).toContain("example.org");
    expect(stopped.message).not.toContain("staging");
    expect(fake.commands).toEqual([]);
  });

  it("sees ‹…› placeholders too, and not an address in angle brackets", () => {
    expect(configProblems('[env.production]\nkv_namespaces = [{ binding = "FLAGS", id = "‹id›" }]\n', "production")).toHaveLength(1);
    expect(configProblems('[vars]\nMAIL_FROM = "ClubCost <no-reply@clubs.test>"\n', "production")).toEqual([]);
  });

  it("stops on a missing secret with the command that sets it, before building", async () => {
    const fake = fakeRun({ secrets: JSON.stringify([{ name: "DATABASE_URL" }, { name: "DATABASE_AUTH_TOKEN" }, { name: "PAYPAL_CLIENT_ID" }]) });
    const stopped = await go(fake).catch((error: DeployStop) => error);
    expect(stopped.message).toContain("npx wrangler secret put JWT_SECRET --env production");
    expect(stopped.message).toContain("PayPal is half configured");
    expect(fake.commands).toEqual(["npx wrangler secret list --format json --env production"]);
  });

  it("refuses a local database for the migration", async () => {
    const stopped = await go(fakeRun(), { env: { DATABASE_URL: "file:data/clubcost.db" } }).catch((error: DeployStop) => error);
    expect(stopped.message).toContain("Set DATABASE_URL to the Turso database");
  });

  it.each([
    ["npm run build", "Nothing was deployed"],
    ["--dry-run", "Nothing was deployed"],
    ["drizzle-kit migrate", "the Worker in service still runs on the old schema"],
    ["versions upload", "migrations only add"],
    ["versions deploy", `npx wrangler versions deploy ${VERSION}@100% --env production -y`],
  ])("stops at the first failure (%s) and says what to do", async (failing, hint) => {
    const fake = fakeRun({ failOn: failing });
    const stopped = await go(fake).catch((error: DeployStop) => error);
    expect(stopped).toBeInstanceOf(DeployStop);
    expect(stopped.message).toContain(hint);
    expect(fake.commands.at(-1)).toContain(failing);
    expect(fake.commands.some((line) => line.includes("triggers deploy"))).toBe(false);
  });

  it("deploys a first version when nothing is in service yet", async () => {
    const fake = fakeRun({ inService: null });
    await go(fake, { percent: 10 });
    expect(fake.commands).toContain(`npx wrangler versions deploy ${VERSION}@100% --message npm run deploy abc1234 -y --env production`);
  });

  it("--check runs offline: the file, the build and the dry run, nothing that needs Cloudflare or changes the database", async () => {
    const fake = fakeRun({ failOn: "secret list" });
    expect(await go(fake, { checkOnly: true })).toBeNull();
    expect(fake.commands).toEqual(["npm run build", "npx wrangler deploy --dry-run --outdir dist/deploy-production --env production"]);
  });

  it(".dev.vars.example names every secret the pre-flight knows, and RESEND_API_KEY", () => {
    const example = readFileSync(".dev.vars.example", "utf8");
    const named = [...example.matchAll(/^#? ?([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(named).toEqual(expect.arrayContaining([...REQUIRED_SECRETS, ...PAYPAL_SECRETS, "RESEND_API_KEY"]));
  });
});

describe("wrangler.toml's top level", () => {
  it("reaches no deployed Worker: a command without --env (wrangler secret put) names no environment's Worker and has no route", () => {
    const top = unstable_readConfig({ config: "wrangler.toml", env: undefined });
    const deployed = ["production", "staging"].map((env) => unstable_readConfig({ config: "wrangler.toml", env }).name);
    expect(deployed).toEqual(["clubcost", "clubcost-staging"]);
    expect(deployed).not.toContain(top.name);
    expect(top.routes ?? []).toEqual([]);
    expect(top.workers_dev).toBe(false);
  });
});
