import { createApp } from "../app";
import { edgePages } from "../edge/edge-pages";
import { buildWorkerDeps, type WorkerEnv } from "../platform/workers/workers-deps";

type Built = { env: WorkerEnv; app: ReturnType<typeof createApp>; runRequest: <T>(fn: () => T) => T };
let built: Built | null = null;

/** The Worker (and, as `_worker.js`, the Pages advanced-mode entry): the Hono app plus the branded pages. */
export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    // One app per isolate (its env is fixed); each request gets its own database client (request-database.ts).
    if (!built || built.env !== env) {
      const { deps, runRequest } = buildWorkerDeps(env);
      built = { env, app: createApp(deps, { pages: edgePages(env.ASSETS, deps) }), runRequest };
    }
    const { app, runRequest } = built;
    return runRequest(() => app.fetch(request));
  },
};
