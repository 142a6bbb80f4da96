import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import type { Database } from "../../deps";
import { injectBrand, resolveBrand } from "../../edge/brand-page";
import { closedPage } from "../../edge/closed-page";
import type { FlagStore } from "../../deps";
import { compressionCache, compressNow, pickEncoding } from "./compression";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * A missing file is not found, and never cached: after a deploy, a browser that asks for a chunk of the
 * previous build must not keep an answer for it (the web app reloads once to get the new build).
 */
function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/** Serves the built web app from disk as the Worker does at the edge: files, else the branded index.html. */
export function staticPages(options: {
  root: string;
  baseDomain?: string;
  db: () => Database;
  flags: FlagStore;
}) {
  const root = resolve(options.root);
  let template: string | null = null;
  const compress = compressionCache();
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const decoded = decodedPath(url.pathname);
    // No file has a name that does not decode (`/%`, a cut UTF-8 sequence): such a path is not found.
    if (decoded === null) return notFound();
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const file = join(root, path);
    if (file.startsWith(root) && path !== "/" && path !== "/index.html") {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const immutable = path.startsWith("/assets/");
        const type = contentTypes[extname(file)] ?? "application/octet-stream";
        const headers: Record<string, string> = {
          "content-type": type,
          "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
          vary: "accept-encoding",
        };
        const body = await readFile(file);
        const encoding = pickEncoding(request.headers.get("accept-encoding"), type, body.length);
        if (!encoding) return new Response(body, { headers });
        const packed = await compress(file, info, body, encoding);
        return new Response(packed, { headers: { ...headers, "content-encoding": encoding } });
      }
      // A path that names a file (an extension) is never a page of the app: not found, not index.html.
      if (extname(path)) return notFound();
    }
    if (await options.flags.readFresh("app-closed"))
      return closedPage(request.headers.get("host") ?? url.host, options.baseDomain);
    template ??= await readFile(join(root, "index.html"), "utf8");
    const brand = await resolveBrand(
      request.headers.get("host") ?? url.host,
      options.baseDomain,
      options.db,
      Date.now(),
    );
    const page = Buffer.from(injectBrand(template, brand));
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-cache",
      vary: "accept-encoding",
    };
    const encoding = pickEncoding(
      request.headers.get("accept-encoding"),
      headers["content-type"],
      page.length,
    );
    if (!encoding) return new Response(page, { headers });
    return new Response(await compressNow(page, encoding), {
      headers: { ...headers, "content-encoding": encoding },
    });
  };
}
