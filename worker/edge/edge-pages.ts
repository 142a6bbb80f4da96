import type { Deps } from "../deps";
import { injectBrand, resolveBrand } from "./brand-page";
import { closedPage } from "./closed-page";

export interface AssetFetcher {
  fetch(request: Request | string): Promise<Response>;
}

/**
 * A page (HTML) rather than a file: the browser asks for HTML, or the path has no file extension.
 * Build files (/assets/) are never a page, whatever the browser asks.
 */
export function wantsPage(request: Request): boolean {
  const url = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (url.pathname.startsWith("/assets/")) return false;
  return (request.headers.get("accept") ?? "").includes("text/html") || !/\.[a-z0-9]+$/i.test(url.pathname);
}

/**
 * Everything outside /api (the Worker runs first for every path, wrangler.toml): files come from the
 * static assets, a missing one is a 404 never cached; pages get index.html with the host's brand injected, or the closed page.
 */
export function edgePages(assets: AssetFetcher, deps: Deps) {
  return async (request: Request): Promise<Response> => {
    if (!wantsPage(request)) {
      // A copy: the assets' own headers are immutable, and the app adds its security headers after this.
      const file = await assets.fetch(request);
      // Missing (a chunk of the previous build after a deploy): 404 that no cache keeps, so the web app's
      // single reload (web/src/lib/chunk-reload.ts) gets the new build.
      if (file.status === 404)
        return new Response("Not found", {
          status: 404,
          headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
        });
      const copy = new Response(file.body, file);
      // Hashed build files never change: a year of cache, stated here rather than trusted to _headers.
      if (new URL(request.url).pathname.startsWith("/assets/") && file.ok)
        copy.headers.set("cache-control", "public, max-age=31536000, immutable");
      return copy;
    }
    if (await deps.flags.readFresh("app-closed"))
      return closedPage(new URL(request.url).host, deps.config.baseDomain);
    const url = new URL(request.url);
    const index = await assets.fetch(new Request(new URL("/", url), { headers: { accept: "text/html" } }));
    if (!index.ok) return index;
    const brand = await resolveBrand(url.host, deps.config.baseDomain, deps.db, deps.clock.now());
    return new Response(request.method === "HEAD" ? null : injectBrand(await index.text(), brand), {
      status: 200,
      // Always revalidated: the page names the current hashed bundle and the host's brand.
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache", vary: "host" },
    });
  };
}
