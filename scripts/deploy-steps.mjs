// The steps of `npm run deploy -- staging|production [--percent N] [--check]` (docs/deploy.md, decisions 185 and
// 215), kept apart from their running so a test can drive them with a fake runner and a fake fetch. Each step
// names what to do when it fails; the first failure stops the deploy. Nothing reaches Cloudflare before every
// check has passed, and no visitor reaches the new version before it answered ready.
import {
  affinityRule,
  affinityWorks,
  databaseHostProblems,
  envValue,
  versionReadiness,
} from "./deploy-checks.mjs";

/** Secrets the Worker cannot start without (worker/platform/workers/worker-config.ts). */
export const REQUIRED_SECRETS = ["DATABASE_URL", "DATABASE_AUTH_TOKEN", "JWT_SECRET"];
/** PayPal's secrets: all four or none (the payment page then says payment is not configured). */
export const PAYPAL_SECRETS = [
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_PLAN_ID",
  "PAYPAL_WEBHOOK_ID",
];

/** The lines of wrangler.toml that the target reads: the top level and its own [env.<target>...] sections. */
export function linesForTarget(toml, target) {
  const lines = [];
  let section = "";
  for (const line of toml.split("\n")) {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?/);
    if (header) section = header[1].trim();
    const ours =
      !section.startsWith("env.") || section === `env.${target}` || section.startsWith(`env.${target}.`);
    if (ours && !/^\s*#/.test(line)) lines.push(line);
  }
  return lines;
}

/** What is still to fill in wrangler.toml for the target: `<...>` or `‹...›` placeholders, the example domain. */
export function configProblems(toml, target) {
  const problems = [];
  for (const line of linesForTarget(toml, target)) {
    const placeholder = line.match(/[<‹][^>›"@]*[>›]/);
    if (placeholder)
      problems.push(
        `wrangler.toml still holds ${placeholder[0]} (${line.trim()}): docs/deploy.md says what to put there.`,
      );
    else if (/example\.org/.test(line))
      problems.push(
        `wrangler.toml still names example.org (${line.trim()}): put your domain (docs/deploy.md, section 3).`,
      );
  }
  return problems;
}

/** The secrets `wrangler secret list --format json` printed, against what the Worker needs. */
export function secretProblems(listed, target) {
  const names = new Set(listed.map((secret) => secret.name));
  const problems = REQUIRED_SECRETS.filter((name) => !names.has(name)).map(
    (name) =>
      `Secret ${name} is not set: npx wrangler secret put ${name} --env ${target} (docs/deploy.md, section 4).`,
  );
  const paypal = PAYPAL_SECRETS.filter((name) => names.has(name));
  if (paypal.length && paypal.length < PAYPAL_SECRETS.length) {
    const missing = PAYPAL_SECRETS.filter((name) => !names.has(name)).join(", ");
    problems.push(
      `PayPal is half configured (${missing} missing): put them all, or none (docs/deploy.md, section 6).`,
    );
  }
  return problems;
}

/** The database the migration runs against: the target's Turso database, never a local file. */
export function databaseProblems(env) {
  const url = env.DATABASE_URL ?? "";
  if (!/^(libsql|https):\/\//.test(url))
    return [
      "Set DATABASE_URL to the Turso database of this environment (libsql://...turso.io): the migration runs against it.",
    ];
  if (!env.DATABASE_AUTH_TOKEN)
    return ["Set DATABASE_AUTH_TOKEN (turso db tokens create <database>) beside DATABASE_URL."];
  return [];
}

/** The JSON part of a wrangler output (a banner or a warning may come before it). */
export function jsonIn(output, open = "[", close = "]") {
  return JSON.parse(output.slice(output.indexOf(open), output.lastIndexOf(close) + 1));
}

/** The new version's id, as `wrangler versions upload` prints it. */
export function uploadedVersionId(output) {
  return output.match(/Worker Version ID:\s*([0-9a-f-]{36})/i)?.[1] ?? null;
}

/** The version serving most traffic now, from `wrangler deployments status --json`. */
export function currentVersionId(statusJson) {
  const versions = jsonIn(statusJson, "{", "}").versions ?? [];
  return [...versions].sort((a, b) => b.percentage - a.percentage)[0]?.version_id ?? null;
}

/**
 * The deploy as a list of steps. `run(command, args, { capture })` runs one and returns its output
 * (captured when asked), throwing on a non-zero exit. `read(path)` reads a file. Answers the new
 * version's id, or throws a DeployStop naming the step and what to do.
 */
export async function deploy({
  target,
  percent = 100,
  env,
  run,
  read,
  log = console.log,
  tag = "",
  checkOnly = false,
  fetch = globalThis.fetch,
  sleep = defaultSleep,
}) {
  const stop = (step, problems) => {
    throw new DeployStop(step, problems);
  };
  const step = async (name, hint, fn) => {
    log(`\n== ${name}`);
    try {
      return await fn();
    } catch (error) {
      if (error instanceof DeployStop) throw error;
      stop(name, [`${error.message.split("\n")[0]}`, hint]);
    }
  };
  const wrangler = (args, capture = false) => run("npx", ["wrangler", ...args, "--env", target], { capture });

  if (target !== "staging" && target !== "production")
    stop("usage", ["npm run deploy -- staging|production [--percent N]"]);
  if (!(percent > 0 && percent <= 100))
    stop("usage", ["--percent takes 1 to 100 (the share of traffic the new version gets)."]);
  const toml = await read("wrangler.toml");
  await step("pre-flight: wrangler.toml and the database", "", async () => {
    const problems = configProblems(toml, target);
    // The host is compared once the file is filled in (its placeholder is named above).
    problems.push(
      ...databaseProblems(env),
      ...(problems.length ? [] : databaseHostProblems(toml, target, env)),
    );
    if (problems.length) stop("pre-flight", problems);
  });
  // Expand-then-contract (decision 216): the version in service keeps running on the migrated schema.
  await step(
    "pre-flight: migrations keep what the version in service uses",
    "Split the migration: add now, remove one release later (docs/deploy.md, schema changes). Nothing was deployed.",
    () => run("node", ["scripts/migration-check.mjs"]),
  );
  // --check (offline): the file and the bundle only; the secrets are Cloudflare's to tell.
  if (!checkOnly) {
    await step("pre-flight: secrets", `Log in first (npx wrangler login), then run again.`, async () => {
      const problems = secretProblems(
        jsonIn(await wrangler(["secret", "list", "--format", "json"], true)),
        target,
      );
      if (problems.length) stop("pre-flight: secrets", problems);
    });
  }
  await step(
    "build the web app",
    "Fix the build error above (npm run build), then run again. Nothing was deployed.",
    () => run("npm", ["run", "build"]),
  );
  await step(
    "dry run: bundle the Worker",
    "Fix the bundling error above (npm run check), then run again. Nothing was deployed.",
    () => wrangler(["deploy", "--dry-run", "--outdir", `dist/deploy-${target}`]),
  );
  if (checkOnly) {
    log(
      `\nChecked: wrangler.toml for ${target} is filled in and the Worker bundles (dist/deploy-${target}). Nothing was deployed.`,
    );
    return null;
  }
  await step(
    "migrate the database",
    "Nothing was deployed; the Worker in service still runs on the old schema. Check DATABASE_URL and DATABASE_AUTH_TOKEN, then run again (applied migrations are not applied twice).",
    () => run("npx", ["drizzle-kit", "migrate", "--config", "drizzle.config.ts"]),
  );
  const previous = await step(
    "read the version in service",
    "Log in (npx wrangler login); the database is migrated, nothing else changed: run again.",
    async () => {
      try {
        return currentVersionId(await wrangler(["deployments", "status", "--json"], true));
      } catch {
        return null; // The first deploy: nothing is in service yet.
      }
    },
  );
  const version = await step(
    "upload a new version",
    "The database is migrated (migrations only add, so the version in service keeps working); fix the error above and run again.",
    async () => {
      const id = uploadedVersionId(
        await wrangler(
          ["versions", "upload", ...(tag ? ["--tag", tag] : []), "--message", `npm run deploy ${tag}`.trim()],
          true,
        ),
      );
      if (!id) throw new Error("wrangler versions upload printed no Worker Version ID");
      return id;
    },
  );
  const appUrl = envValue(toml, target, "vars", "APP_URL");
  const workerName = envValue(toml, target, "", "name");
  const versions = (...parts) =>
    wrangler(["versions", "deploy", ...parts, "--message", `npm run deploy ${tag}`.trim(), "-y"]);
  const back = previous ? `npx wrangler versions deploy ${previous}@100% --env ${target} -y` : "";
  const ready = (id) => versionReadiness({ appUrl, workerName, version: id, fetch, sleep });
  if (previous) {
    // Staged at 0 %: in the deployment, so the override header reaches it, but no visitor does.
    await step(
      `stage version ${version} at 0 % of the traffic`,
      `Nothing serves the new version; run again.`,
      () => versions(`${version}@0%`, `${previous}@100%`),
    );
    await step("readiness of the new version, before any visitor", "", async () => {
      const answer = await ready(version);
      if (answer.version === version && answer.ready) return;
      await versions(`${previous}@100%`);
      stop("readiness of the new version", [
        `Version ${version} is not ready (${answer.checks}): no visitor reached it, ${previous} serves everything again.`,
        "Its database is the DATABASE_URL secret of the environment: 'migrations' behind means the secret names another database than the one migrated (docs/deploy.md, section 7).",
      ]);
    });
    if (percent < 100) {
      await step("version affinity for the split", "", async () => {
        if (await affinityWorks({ appUrl, version, fetch, sleep })) return;
        await versions(`${previous}@100%`);
        stop("version affinity", [
          "A browser pinned by the version cookie did not reach its version: without the zone's Transform Rule, a page of one version asks the other for its files and stays blank. Nothing was split; the version in service serves everything.",
          `Add the rule, then run again (docs/deploy.md, gradual roll-out):\n${affinityRule(workerName)}`,
        ]);
      });
    }
  }
  const split =
    percent < 100 && previous
      ? [`${version}@${percent}%`, `${previous}@${100 - percent}%`]
      : [`${version}@100%`];
  await step(
    `deploy version ${version} to ${split.length > 1 ? `${percent} %` : "all"} of the traffic`,
    `The version is uploaded but not serving: npx wrangler versions deploy ${version}@100% --env ${target} -y`,
    () => versions(...split),
  );
  await step(
    "routes and the daily Cron Trigger",
    `The version serves; apply the routes and the cron again: npx wrangler triggers deploy --env ${target}`,
    () => wrangler(["triggers", "deploy"]),
  );
  await step("readiness after the switch", "", async () => {
    const answer = await ready(version);
    if (answer.version === version && answer.ready) return;
    if (previous) await versions(`${previous}@100%`);
    stop("readiness after the switch", [
      `Version ${version} answered ${answer.version === version ? `not ready (${answer.checks})` : "no readiness"} after the switch.`,
      previous
        ? `Rolled back: ${previous} serves everything again (${back}). Read the logs (docs/deploy.md, section 10), fix, run again.`
        : "This was the first version: read the logs (docs/deploy.md, section 10), fix, run again.",
    ]);
  });
  log(
    `\nDeployed version ${version} to ${target}${split.length > 1 ? ` for ${percent} % of new visitors (the rest, and everyone already on it, on ${previous})` : ""}; it answers ready.`,
  );
  if (split.length > 1)
    log(
      `All of it, once the logs are clean: npx wrangler versions deploy ${version}@100% --env ${target} -y   (then curl ${appUrl}/api/support/ready)`,
    );
  if (previous) log(`Roll back:    ${back}`);
  return version;
}

const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class DeployStop extends Error {
  constructor(step, problems) {
    super(
      `Deploy stopped at "${step}":\n${problems
        .filter(Boolean)
        .map((line) => `  - ${line}`)
        .join("\n")}`,
    );
    this.step = step;
    this.problems = problems;
  }
}
