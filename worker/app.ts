import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { timeout } from "hono/timeout";
import { AppError, errorCodes } from "#core/errors";
import type { Deps } from "./deps";
import type { AppEnv } from "./http/context";
import { handleError } from "./http/errors";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security";
import { authenticate } from "./http/authenticate";
import { withSessionHint } from "./http/auth-cookies";
import { hostBrand } from "./http/host-brand";
import { routeGate, serviceNotFound } from "./http/route-gate";
import { registerRoutes } from "./routes";

export interface AppOptions {
  /** Serves pages and static files (the web app) for everything outside /api. */
  pages?: (request: Request) => Promise<Response>;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  app.use("*", requestId());
  app.use("/api/*", requestLog(deps.log));
  app.use("*", securityHeaders(deps.config.secure, deps.config.paypal?.sdkBase));
  app.use("/api/*", async (c, next) => {
    c.set("deps", deps);
    c.header("cache-control", "no-store");
    await next();
  });
  // A hung dependency must not hold a request forever: the error handler turns this into 503, code 2.
  app.use("/api/*", timeout(deps.config.requestTimeoutMs ?? 10_000));
  app.use("/api/*", async (c, next) => {
    const method = c.req.method;
    // GET club/leave/{id} writes too (product.md section 7 names it GET; POST is also accepted).
    const writes =
      (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") ||
      c.req.path.startsWith("/api/club/leave/");
    if (writes && (await deps.flags.readFresh("app-closed"))) {
      throw new AppError(errorCodes.closedForMaintenance, { httpStatus: 503 });
    }
    await next();
  });
  app.use("/api/*", async (c, next) => {
    // A body must be JSON: a form post or text would otherwise reach the validators as an empty object.
    const hasBody = c.req.header("content-length") !== undefined && c.req.header("content-length") !== "0";
    if (hasBody && !/^application\/json\b/i.test(c.req.header("content-type") ?? "")) {
      throw new AppError(errorCodes.invalidParameter, {
        httpStatus: 400,
        field: "content-type",
        message: "The body must be JSON (content-type: application/json).",
      });
    }
    await next();
  });
  app.use("/api/*", hostBrand);
  app.use("/api/*", authenticate);
  // Who may call, then how large a body may be, before any route reads it (http/route-gate.ts).
  app.use("/api/*", routeGate);

  const api = new Hono<AppEnv>();
  registerRoutes(api);
  app.route("/api", api);
  // The gate knows this one (routeKey): a path no route serves gets the 404, not a visitor's 401.
  app.all("/api/*", serviceNotFound);

  if (options.pages) {
    const pages = options.pages;
    app.all("*", async (c) => withSessionHint(c, deps.config.baseDomain, await pages(c.req.raw)));
  }

  app.onError((error, c) => handleError(error, c, deps.log));
  app.notFound(serviceNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;
