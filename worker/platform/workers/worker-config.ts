import { ConfigError, type Env, parseEnv } from "../../config";
import { errorCodes } from "#core/errors";

/**
 * The configuration a Worker needs beyond what parseEnv checks (Node has a default database file and
 * may generate its JWT secret; Workers has neither). Throws a ConfigError naming every bad variable
 * and why, never its value: the message goes to the logs.
 */
export function parseWorkerEnv(strings: Record<string, string>): Env & { JWT_SECRET: string } {
  const problems: string[] = [];
  let config: Env | undefined;
  try {
    config = parseEnv(strings);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(
      ...error.message
        .split("\n")
        .slice(1)
        .map((line) => line.trim()),
    );
  }
  if (!strings.JWT_SECRET) problems.push("JWT_SECRET: is not set (wrangler secret put JWT_SECRET)");
  if (!strings.DATABASE_URL) problems.push("DATABASE_URL: is not set (wrangler secret put DATABASE_URL)");
  else if (config?.DATABASE_URL.startsWith("file:"))
    problems.push("DATABASE_URL: must be a libSQL URL over the network (libsql:// or https://) on Workers");
  else if (config && strings.DATABASE_HOST && new URL(config.DATABASE_URL).hostname !== strings.DATABASE_HOST)
    // The secret must name this environment's database, the one `npm run deploy` migrated (issue 45.5).
    problems.push(
      "DATABASE_URL: names another database than DATABASE_HOST of this environment in wrangler.toml",
    );
  if (problems.length > 0 || !config?.JWT_SECRET)
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join("\n")}`);
  return { ...config, JWT_SECRET: config.JWT_SECRET };
}

/** The one log line of a configuration error: the variables and the reasons, on one line. */
export function configErrorLine(error: ConfigError): string {
  return `configuration error: ${error.message
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    .join("; ")}`;
}

/**
 * The answer while the configuration is bad (instead of Cloudflare's bare 1101 page): the API's JSON
 * envelope with code 2 and `data.check = "configuration"`, a plain page otherwise. Both 503, no-store.
 */
export function configFailureResponse(request: Request): Response {
  const headers = { "cache-control": "no-store", "retry-after": "60" };
  if (new URL(request.url).pathname.startsWith("/api/")) {
    const body = {
      status: errorCodes.serviceUnavailable,
      message: "Service unavailable, please try again in a moment.",
      data: { check: "configuration" },
    };
    return Response.json(body, { status: 503, headers });
  }
  const page =
    "<!doctype html><meta charset=utf-8><title>ClubCost</title><p>ClubCost is unavailable for a moment. / ClubCost est indisponible pour un moment.</p>";
  return new Response(page, {
    status: 503,
    headers: { ...headers, "content-type": "text/html; charset=utf-8" },
  });
}
