import type { ExecutionContext } from "hono";
import { createApp } from "../app";
import { edgePages } from "../edge/edge-pages";
import { buildWorkerDeps, type WorkerEnv } from "../platform/workers/workers-deps";
import { purgeExpired } from "../services/maintenance/purge";

type Built = { env: WorkerEnv; deps: ReturnType<typeof buildWorkerDeps>["deps"]; app: ReturnType<typeof createApp>; runRequest: <T>(fn: () => T) => T };
let built: Built | null = null;

/** One app per isolate (its env is fixed); each request gets its own database client (request-database.ts). */
function isolate(env: WorkerEnv): Built {
  if (!built || built.env !== env) {
    const { deps, runRequest } = buildWorkerDeps(env);
    built = { env, deps, app: createApp(deps, { pages: edgePages(env.ASSETS, deps) }), runRequest };
  }
  return built;
}

/** The Worker (and, as `_worker.js`, the Pages advanced-mode entry): the Hono app plus the branded pages. */
export default {
  fetch(request: Request, env: WorkerEnv, ctx?: ExecutionContext): Response | Promise<Response> {
    const { app, runRequest } = isolate(env);
    // The request's ExecutionContext reaches the routes: work after the answer is kept alive by its waitUntil.
    return runRequest(() => app.fetch(request, env, ctx));
  },

  /** The Cron Trigger of wrangler.toml: the daily purge (docs/decisions/120), with a database client of its own. */
  async scheduled(_controller: unknown, env: WorkerEnv): Promise<void> {
    const { deps, runRequest } = isolate(env);
    try {
      deps.log.info("purge", await runRequest(() => purgeExpired(deps)));
    } catch (error) {
      deps.log.error("the scheduled purge failed", { message: (error as Error).message });
      // Thrown on, so the Cron Trigger's run is recorded as failed (Cloudflare's dashboard, wrangler tail).
      throw error;
    }
  },
};
