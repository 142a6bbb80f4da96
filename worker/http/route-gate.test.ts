import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./context";
import { handleError } from "./errors";
import { routeGate, routeKey, serviceNotFound } from "./route-gate";

const silentLog = { error: () => {}, warn: () => {}, info: () => {} };

/**
 * createApp's order in small (worker/app.ts): the gate as middleware on /api/*, the routes of a
 * mounted sub-app, then the catch-all 404. The sub-app has its own error handler, so Hono wraps each
 * of its handlers as a mounted app's are wrapped when they carry one.
 */
function probeApp() {
  const keys: (string | null)[] = [];
  const ran: string[] = [];
  const app = new Hono<AppEnv>();
  app.use("/api/*", async (c, next) => {
    keys.push(routeKey(c));
    await next();
  });
  app.use("/api/*", routeGate);
  const api = new Hono<AppEnv>();
  api.onError((error, c) => handleError(error, c, silentLog));
  api.all("/everything", (c) => {
    ran.push("ALL /api/everything");
    return c.text("open");
  });
  api.get("/one", (c) => c.text("one"));
  app.route("/api", api);
  app.all("/api/*", serviceNotFound);
  app.onError((error, c) => handleError(error, c, silentLog));
  return { app, keys, ran };
}

describe("the route gate and routes registered with .all()", () => {
  it("names the route that answers, .all() included, and no route for the catch-all 404", async () => {
    const { app, keys } = probeApp();
    await app.request("/api/everything", { method: "DELETE" });
    await app.request("/api/one");
    await app.request("/api/nothing-here");
    expect(keys).toEqual(["ALL /api/everything", "GET /api/one", null]);
  });

  it("closes a .all() route to visitors like any other (it answered them before: the gate never saw it)", async () => {
    const { app, ran } = probeApp();
    for (const method of ["GET", "POST", "PUT"]) {
      const response = await app.request("/api/everything", { method });
      expect([method, response.status]).toEqual([method, 401]);
    }
    expect(ran, "the route ran for a visitor").toEqual([]);
  });

  it("still answers a path no route serves with the 404, not a 401", async () => {
    const { app } = probeApp();
    const response = await app.request("/api/nothing-here", { method: "POST" });
    expect(response.status).toBe(404);
  });
});
