import type { ExecutionContext } from "hono";
import { createApp } from "../app";
import { ConfigError } from "../config";
import { edgePages } from "../edge/edge-pages";
import { buildWorkerDeps, type WorkerEnv } from "../platform/workers/workers-deps";
import { configErrorLine, configFailureResponse } from "../platform/workers/worker-config";
import { purgeExpired } from "../services/maintenance/purge";
import { errorDetail } from "../http/error-cause";
import { logLine } from "../platform/shared/json-logger";
import { versionIdOf, withVersion } from "../platform/workers/version-affinity";

type Built = {
  env: WorkerEnv;
  deps: ReturnType<typeof buildWorkerDeps>["deps"];
  app: ReturnType<typeof createApp>;
  runRequest: <T>(fn: () => T) => T;
};
let built: Built | null = null;

/** One app per isolate (its env is fixed); each request gets its own database client (request-database.ts). */
function isolate(env: WorkerEnv): Built {
  if (!built || built.env !== env) {
    const { deps, runRequest } = buildWorkerDeps(env);
    built = { env, deps, app: createApp(deps, { pages: edgePages(env.ASSETS, deps) }), runRequest };
  }
  return built;
}

/** The Worker: the Hono app plus the branded pages and static files (Pages is not a path: decision 128). */
export default {
  fetch(request: Request, env: WorkerEnv, ctx?: ExecutionContext): Response | Promise<Response> {
    let current: Built;
    try {
      current = isolate(env);
    } catch (error) {
      // A missing or bad secret: a 503 that says so and one log line naming the variables (never their values),
      // rather than Cloudflare's bare 1101 page. Every request retries, so setting the secret is enough.
      if (!(error instanceof ConfigError)) throw error;
      console.error(
        logLine("error", configErrorLine(error), {
          path: new URL(request.url).pathname,
          ray: request.headers.get("cf-ray") ?? "",
        }),
      );
      return configFailureResponse(request);
    }
    const { app, runRequest } = current;
    const version = versionIdOf(env.CF_VERSION_METADATA);
    // The request's ExecutionContext reaches the routes: work after the answer is kept alive by its waitUntil.
    const answer = runRequest(() => app.fetch(request, env, ctx));
    return version
      ? Promise.resolve(answer).then((response) => withVersion(request, response, version))
      : answer;
  },

  /** The Cron Trigger of wrangler.toml: the daily purge (docs/decisions/120), with a database client of its own. */
  async scheduled(_controller: unknown, env: WorkerEnv): Promise<void> {
    const { deps, runRequest } = isolate(env);
    try {
      deps.log.info("purge", await runRequest(() => purgeExpired(deps)));
    } catch (error) {
      deps.log.error("the scheduled purge failed", errorDetail(error));
      // Thrown on, so the Cron Trigger's run is recorded as failed (Cloudflare's dashboard, wrangler tail).
      throw error;
    }
  },
};
