import type { Deps } from "../deps";
import { injectBrand, resolveBrand } from "./brand-page";
import { closedPage } from "./closed-page";

export interface AssetFetcher {
  fetch(request: Request | string): Promise<Response>;
}

/** A page (HTML) rather than a file: the browser asks for HTML, or the path has no file extension. */
export function wantsPage(request: Request): boolean {
  const url = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return (request.headers.get("accept") ?? "").includes("text/html") || !/\.[a-z0-9]+$/i.test(url.pathname);
}

/**
 * Everything outside /api that reaches the Worker: files go to the static assets (hashed /assets/* never
 * get here, see run_worker_first); pages get index.html with the host's brand injected, or the closed page.
 */
export function edgePages(assets: AssetFetcher, deps: Deps) {
  return async (request: Request): Promise<Response> => {
    if (!wantsPage(request)) {
      // A copy: the assets' own headers are immutable, and the app adds its security headers after this.
      const file = await assets.fetch(request);
      return new Response(file.body, file);
    }
    if (await deps.flags.readFresh("app-closed")) return closedPage(new URL(request.url).host, deps.config.baseDomain);
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
