import { Hono } from "hono";
import { contextOf } from "../http/authenticate";
import { requireUser } from "../services/permissions";
import type { AppEnv } from "../http/context";
import { decodeTarget, proxyImage } from "../services/proxy/image-proxy";

export const proxyRoutes = new Hono<AppEnv>().get("/image/:encoded{.+}", async (c) => {
  const ctx = contextOf(c);
  requireUser(ctx);
  const { body, contentType } = await proxyImage(
    decodeTarget(c.req.param("encoded")),
    ctx.deps.imageHostGuard,
    ctx.deps.imageFetch,
  );
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    "content-type": contentType,
    "cache-control": "private, max-age=3600",
    // An SVG served from our origin must not run scripts.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
});
