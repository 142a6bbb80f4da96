import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { configProblems, deploy, DeployStop, PAYPAL_SECRETS, REQUIRED_SECRETS } from "./deploy-steps.mjs";

const VERSION = "0b5e1f2a-1111-4222-8333-444455556666";
const PREVIOUS = "9c9c9c9c-aaaa-4bbb-8ccc-dddddddddddd";
const filled = readFileSync("wrangler.toml", "utf8")
  .replaceAll("example.org", "clubs.test")
  .replace(/<(staging|production) FLAGS namespace id>/g, "0123456789abcdef0123456789abcdef")
  .replace(/<(staging|production) database host>/g, "clubcost-$1-acme.turso.io");
const tursoEnv = { DATABASE_URL: "libsql://clubcost-production-acme.turso.io", DATABASE_AUTH_TOKEN: "token" };
const allSecrets = JSON.stringify(
  ["DATABASE_URL", "DATABASE_AUTH_TOKEN", "JWT_SECRET"].map((name) => ({ name, type: "secret_text" })),
);

type World = {
  secrets?: string;
  failOn?: string;
  inService?: string | null;
  affinityRule?: boolean;
  notReady?: (version: string, deployed: number) => boolean;
};

/**
 * A fake Cloudflare: the command runner records each command and keeps the deployment `versions deploy` sets;
 * fetch answers from the version an override header names (if deployed), the one the version cookie names
 * when the zone has the Transform Rule, or else the version with the most traffic. `notReady(version, n)`
 * makes a version answer 503 after the n-th deployment.
 */
function fakeRun(options: World = {}) {
  const commands: string[] = [];
  let deployment: Record<string, number> =
    options.inService === null ? {} : { [options.inService ?? PREVIOUS]: 100 };
  let deployments = 0;
  const run = async (command: string, args: string[]) => {
    const line = [command, ...args].join(" ");
    commands.push(line);
    if (options.failOn && line.includes(options.failOn)) throw new Error(`${options.failOn} failed`);
    if (line.includes("secret list")) return `⛅️ wrangler\n${options.secrets ?? allSecrets}`;
    if (line.includes("deployments status")) {
      if (options.inService === null) throw new Error("no deployment");
      return JSON.stringify({
        versions: Object.entries(deployment).map(([version_id, percentage]) => ({ version_id, percentage })),
      });
    }
    if (line.includes("versions upload")) return `Uploaded clubcost\nWorker Version ID: ${VERSION}\n`;
    if (line.includes("versions deploy")) {
      deployment = Object.fromEntries(
        [...line.matchAll(/([0-9a-f-]{36})@(\d+)%/g)].map((m) => [m[1], Number(m[2])]),
      );
      deployments++;
    }
    return "";
  };
  const fetch = async (url: string, init: { headers?: Record<string, string> } = {}) => {
    const headers = init.headers ?? {};
    const override = headers["Cloudflare-Workers-Version-Overrides"]?.match(/^clubcost="(.+)"$/)?.[1];
    const pinned = options.affinityRule ? headers.cookie?.match(/cc-version=([^;]+)/)?.[1] : undefined;
    const chosen = [override, pinned].find((id) => id !== undefined && id in deployment);
    const serving = chosen ?? Object.entries(deployment).sort((a, b) => b[1] - a[1])[0][0];
    const ready = !url.endsWith("/ready") || !options.notReady?.(serving, deployments);
    const body = ready
      ? { status: 0, data: { ready: true } }
      : { status: 2, data: { checks: { database: "ok", kv: "ok", migrations: "behind" } } };
    return new Response(JSON.stringify(body), {
      status: ready ? 200 : 503,
      headers: { "clubcost-version": serving },
    });
  };
  return { commands, run, fetch, deployment: () => deployment };
}
const go = (
  fake: ReturnType<typeof fakeRun>,
  options: { toml?: string; env?: Record<string, string>; percent?: number; checkOnly?: boolean } = {},
) =>
  deploy({
    target: "production",
    percent: options.percent,
    env: options.env ?? tursoEnv,
    run: fake.run,
    read: async () => options.toml ?? filled,
    log: () => {},
    tag: "abc1234",
    checkOnly: options.checkOnly,
    fetch: fake.fetch as unknown as typeof fetch,
    sleep: async () => {},
  });
const stopped = (promise: Promise<unknown>) =>
  promise.then(
    () => new DeployStop("none", ["it did not stop"]),
    (error: DeployStop) => error,
  );
const deploys = (fake: ReturnType<typeof fakeRun>) =>
  fake.commands
    .filter((line) => line.includes("versions deploy"))
    .map((line) => line.match(/deploy (.*) --message/)?.[1]);

describe("npm run deploy", () => {
  it("checks, builds, migrates, stages the new version at 0 %, finds it ready, gives it the traffic and finds it ready again", async () => {
    const fake = fakeRun();
    expect(await go(fake)).toBe(VERSION);
    expect(fake.commands).toEqual([
      "node scripts/migration-check.mjs",
      "npx wrangler secret list --format json --env production",
      "npm run build",
      "npx wrangler deploy --dry-run --outdir dist/deploy-production --env production",
      "npx drizzle-kit migrate --config drizzle.config.ts",
      "npx wrangler deployments status --json --env production",
      "npx wrangler versions upload --tag abc1234 --message npm run deploy abc1234 --env production",
      `npx wrangler versions deploy ${VERSION}@0% ${PREVIOUS}@100% --message npm run deploy abc1234 -y --env production`,
      `npx wrangler versions deploy ${VERSION}@100% --message npm run deploy abc1234 -y --env production`,
      "npx wrangler triggers deploy --env production",
    ]);
  });

  it("rolls out gradually once a cookie-pinned browser reaches its version (the zone's Transform Rule is there)", async () => {
    const fake = fakeRun({ affinityRule: true });
    await go(fake, { percent: 10 });
    expect(deploys(fake)).toEqual([`${VERSION}@0% ${PREVIOUS}@100%`, `${VERSION}@10% ${PREVIOUS}@90%`]);
  });

  it("refuses a split without version affinity (pages would stay blank) and leaves the version in service with all the traffic", async () => {
    const fake = fakeRun({ affinityRule: false });
    const stop = await stopped(go(fake, { percent: 10 }));
    expect(stop.message).toContain('Deploy stopped at "version affinity"');
    expect(stop.message).toContain(
      'set dynamic  Cloudflare-Workers-Version-Overrides  =  concat("clubcost=\\"", http.request.cookies["cc-version"][0], "\\"")',
    );
    expect(deploys(fake)).toEqual([`${VERSION}@0% ${PREVIOUS}@100%`, `${PREVIOUS}@100%`]);
    expect(fake.commands.some((line) => line.includes("triggers deploy"))).toBe(false);
  });

  it("gives no visitor a new version that is not ready (its database secret names a database not migrated)", async () => {
    const fake = fakeRun({ notReady: (version) => version === VERSION });
    const stop = await stopped(go(fake));
    expect(stop.message).toContain('Deploy stopped at "readiness of the new version"');
    expect(stop.message).toContain('"migrations":"behind"');
    expect(deploys(fake)).toEqual([`${VERSION}@0% ${PREVIOUS}@100%`, `${PREVIOUS}@100%`]);
    expect(fake.deployment()).toEqual({ [PREVIOUS]: 100 });
  });

  it("rolls back when the new version is not ready after the switch", async () => {
    const fake = fakeRun({ notReady: (version, deployed) => version === VERSION && deployed >= 2 });
    const stop = await stopped(go(fake));
    expect(stop.message).toContain('Deploy stopped at "readiness after the switch"');
    expect(stop.message).toContain(`Rolled back: ${PREVIOUS} serves everything again`);
    expect(deploys(fake)).toEqual([`${VERSION}@0% ${PREVIOUS}@100%`, `${VERSION}@100%`, `${PREVIOUS}@100%`]);
  });

  it("refuses to migrate another environment's database: DATABASE_URL must name wrangler.toml's DATABASE_HOST", async () => {
    const fake = fakeRun();
    const stop = await stopped(
      go(fake, { env: { ...tursoEnv, DATABASE_URL: "libsql://clubcost-staging-acme.turso.io" } }),
    );
    expect(stop.message).toContain(
      "DATABASE_URL names clubcost-staging-acme.turso.io, but production's database is clubcost-production-acme.turso.io",
    );
    expect(fake.commands).toEqual([]);
  });

  it("stops before anything else when a migration would break the version in service", async () => {
    const fake = fakeRun({ failOn: "migration-check" });
    const stop = await stopped(go(fake));
    expect(stop.message).toContain("Split the migration: add now, remove one release later");
    expect(fake.commands).toEqual(["node scripts/migration-check.mjs"]);
  });

  it("refuses the shipped wrangler.toml: placeholders and example.org, before running anything", async () => {
    const fake = fakeRun();
    const stopped = await go(fake, { toml: readFileSync("wrangler.toml", "utf8") }).catch(
      (error: DeployStop) => error,
    );
    expect(stopped).toBeInstanceOf(DeployStop);
    expect(stopped.message).toContain("<production FLAGS namespace id>");
    expect(stopped.message).toContain("<production database host>");
    expect(stopped.message).toContain("example.org");
    expect(stopped.message).not.toContain("staging");
    expect(fake.commands).toEqual([]);
  });

  it("sees ‹…› placeholders too, and not an address in angle brackets", () => {
    expect(
      configProblems(
        '[env.production]\nkv_namespaces = [{ binding = "FLAGS", id = "‹id›" }]\n',
        "production",
      ),
    ).toHaveLength(1);
    expect(configProblems('[vars]\nMAIL_FROM = "ClubCost <no-reply@clubs.test>"\n', "production")).toEqual(
      [],
    );
  });

  it("stops on a missing secret with the command that sets it, before building", async () => {
    const fake = fakeRun({
      secrets: JSON.stringify([
        { name: "DATABASE_URL" },
        { name: "DATABASE_AUTH_TOKEN" },
        { name: "PAYPAL_CLIENT_ID" },
      ]),
    });
    const stopped = await go(fake).catch((error: DeployStop) => error);
    expect(stopped.message).toContain("npx wrangler secret put JWT_SECRET --env production");
    expect(stopped.message).toContain("PayPal is half configured");
    expect(fake.commands).toEqual([
      "node scripts/migration-check.mjs",
      "npx wrangler secret list --format json --env production",
    ]);
  });

  it("refuses a local database for the migration", async () => {
    const stopped = await go(fakeRun(), { env: { DATABASE_URL: "file:data/clubcost.db" } }).catch(
      (error: DeployStop) => error,
    );
    expect(stopped.message).toContain("Set DATABASE_URL to the Turso database");
  });

  it.each([
    ["npm run build", "Nothing was deployed"],
    ["--dry-run", "Nothing was deployed"],
    ["drizzle-kit migrate", "the Worker in service still runs on the old schema"],
    ["versions upload", "migrations only add"],
    ["@0%", "Nothing serves the new version"],
    [`${VERSION}@100%`, `npx wrangler versions deploy ${VERSION}@100% --env production -y`],
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
    expect(fake.commands).toContain(
      `npx wrangler versions deploy ${VERSION}@100% --message npm run deploy abc1234 -y --env production`,
    );
  });

  it("--check runs offline: the file, the build and the dry run, nothing that needs Cloudflare or changes the database", async () => {
    const fake = fakeRun({ failOn: "secret list" });
    expect(await go(fake, { checkOnly: true })).toBeNull();
    expect(fake.commands).toEqual([
      "node scripts/migration-check.mjs",
      "npm run build",
      "npx wrangler deploy --dry-run --outdir dist/deploy-production --env production",
    ]);
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
    const deployed = ["production", "staging"].map(
      (env) => unstable_readConfig({ config: "wrangler.toml", env }).name,
    );
    expect(deployed).toEqual(["clubcost", "clubcost-staging"]);
    expect(deployed).not.toContain(top.name);
    expect(top.routes ?? []).toEqual([]);
    expect(top.workers_dev).toBe(false);
  });
});
