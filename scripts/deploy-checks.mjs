// What `npm run deploy` asks of the versions it deploys (docs/decisions/215), apart from the steps
// (deploy-steps.mjs) so a test drives them with a fake fetch. Every request names the version it wants
// with Cloudflare's version override header, or the version cookie the zone's Transform Rule reads, and
// each answer names the version that served it (the `clubcost-version` header, version-affinity.ts).
export const VERSION_HEADER = "clubcost-version";
export const VERSION_COOKIE = "cc-version";

/** A value of wrangler.toml for the target: `key` in `[env.<target>]` (section "") or `[env.<target>.<section>]`. */
export function envValue(toml, target, section, key) {
  let current = "";
  for (const line of toml.split("\n")) {
    const header = line.match(/^\s*\[\[?([^\]]+)\]\]?/);
    if (header) current = header[1].trim();
    const wanted = section ? `env.${target}.${section}` : `env.${target}`;
    const value = current === wanted && line.match(new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`));
    if (value) return value[1];
  }
  return undefined;
}

/** The migration's database against the environment's: DATABASE_URL must name wrangler.toml's DATABASE_HOST. */
export function databaseHostProblems(toml, target, env) {
  const expected = envValue(toml, target, "vars", "DATABASE_HOST");
  if (!expected)
    return [
      `wrangler.toml has no DATABASE_HOST in [env.${target}.vars]: put the host of ${target}'s Turso database there (docs/deploy.md, section 1).`,
    ];
  let host = "";
  try {
    host = new URL(env.DATABASE_URL ?? "").hostname;
  } catch {
    // databaseProblems names a missing or malformed URL.
  }
  if (host && host !== expected)
    return [
      `DATABASE_URL names ${host}, but ${target}'s database is ${expected} (wrangler.toml, DATABASE_HOST): export the URL of ${target}'s database and run again.`,
    ];
  return [];
}

/** The Transform Rule that turns the version cookie into Cloudflare's version override, as the dashboard takes it. */
export function affinityRule(workerName) {
  return [
    `Rules > Transform Rules > Modify Request Header, for the zone of the routes:`,
    `  when:  http.cookie contains "${VERSION_COOKIE}="`,
    `  set dynamic  Cloudflare-Workers-Version-Overrides  =  concat("${workerName}=\\"", http.request.cookies["${VERSION_COOKIE}"][0], "\\"")`,
  ].join("\n");
}

/**
 * Readiness of one version, asked through the override header until it answers from that version
 * (a deployment takes a few seconds to reach every location). `{ ready, version, checks }`.
 */
export async function versionReadiness({ appUrl, workerName, version, fetch, sleep, tries = 10 }) {
  let last = { ready: false, version: null, checks: "no answer" };
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await sleep(3000);
    try {
      const answer = await fetch(`${appUrl}/api/support/ready`, {
        headers: { "Cloudflare-Workers-Version-Overrides": `${workerName}="${version}"` },
      });
      const body = await answer.json().catch(() => null);
      last = {
        ready: answer.status === 200,
        version: answer.headers.get(VERSION_HEADER),
        checks: JSON.stringify(body?.data?.checks ?? body?.data ?? answer.status),
      };
      if (last.version === version) return last;
    } catch (error) {
      last = { ready: false, version: null, checks: error.message };
    }
  }
  return last;
}

/**
 * Whether a browser pinned to `version` by the cookie reaches it without any header of its own: the zone's
 * Transform Rule is in place. Asked while the version has 0 % of the traffic, so only the rule can route there.
 */
export async function affinityWorks({ appUrl, version, fetch, sleep, tries = 5 }) {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await sleep(3000);
    try {
      const answer = await fetch(`${appUrl}/api/support/health`, {
        headers: { cookie: `${VERSION_COOKIE}=${version}` },
      });
      if (answer.headers.get(VERSION_HEADER) === version) return true;
    } catch {
      // Unreachable for now: asked again.
    }
  }
  return false;
}
