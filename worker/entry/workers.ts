import { createApp } from "../app";
import { closedPage } from "../edge/closed-page";
import { injectBrand, resolveBrand } from "../edge/brand-page";
import type { Deps } from "../deps";
import { buildWorkerDeps, type WorkerEnv } from "../platform/workers/workers-deps";

/** Pages: static files from the assets binding; HTML gets the host's brand injected. */
function edgePages(env: WorkerEnv, deps: Deps) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const wantsHtml = (request.headers.get("accept") ?? "").includes("text/html") || url.pathname === "/" || !/\.[a-z0-9]+$/i.test(url.pathname);
    if (!wantsHtml) return env.ASSETS.fetch(request);
    if (await deps.flags.readFresh("app-closed")) return closedPage();
    const index = await env.ASSETS.fetch(new Request(new URL("/", url), { headers: { accept: "text/html" } }));
    const brand = await resolveBrand(url.host, deps.config.baseDomain, deps.db, deps.clock.now());
    return new Response(injectBrand(await index.text(), brand), {
      status: 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    });
  };
}

let cached: { env: WorkerEnv; app: ReturnType<typeof createApp> } | null = null;

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    // One app per isolate (env is fixed for an isolate's life); the database client is created lazily.
    if (!cached || cached.env !== env) {
      const deps = buildWorkerDeps(env);
      cached = { env, app: createApp(deps, { pages: edgePages(env, deps) }) };
    }
    return cached.app.fetch(request);
  },
};
