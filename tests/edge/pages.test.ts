import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES_OUT } from "./build-worker";
import { type EdgeWorld, startEdgeWorld, wranglerConfig } from "./worker-harness";

// The Pages path: the same build with the Worker as `_worker.js` (what `wrangler pages deploy` uploads).
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld({ script: `${PAGES_OUT}/_worker.js`, assets: PAGES_OUT });
});
afterAll(() => world?.close());

describe("the Pages bundle", () => {
  it("holds the web build, _worker.js, _routes.json and _headers", () => {
    for (const file of ["index.html", "_worker.js", "_routes.json", "_headers"]) expect(existsSync(`${PAGES_OUT}/${file}`), file).toBe(true);
    expect(JSON.parse(readFileSync(`${PAGES_OUT}/_routes.json`, "utf8"))).toEqual({ version: 1, include: ["/*"], exclude: ["/assets/*"] });
  });

  it("serves the branded page and the API from _worker.js", async () => {
    const html = await (await world.fetch("https://fftt.clubcost.test/", { headers: { accept: "text/html" } })).text();
    expect(html).toContain("<title>Coût du Ping</title>");
    expect((await world.fetch("https://clubcost.test/api/support/config")).status).toBe(200);
  });
});

describe("wrangler.toml", () => {
  it("deploys production on the wildcard route, with KV, rate limits, metrics off and no secret in vars", () => {
    const production = wranglerConfig("production");
    expect(production.send_metrics).toBe(false);
    expect(production.routes).toEqual(expect.arrayContaining([expect.objectContaining({ pattern: "*.example.org/*" })]));
    expect(production.kv_namespaces.map((kv: { binding: string }) => kv.binding)).toEqual(["FLAGS"]);
    expect(production.ratelimits.map((r: { name: string }) => r.name).sort()).toEqual(["CONTACT_LIMITER", "LOGIN_LIMITER", "REGISTER_LIMITER", "RESET_LIMITER", "SAVE_LIMITER"]);
    // The daily purge's Cron Trigger reaches every environment (docs/decisions/120).
    for (const env of ["production", "staging"]) expect(wranglerConfig(env).triggers.crons, env).toEqual(["17 3 * * *"]);
    expect(production.assets?.directory).toMatch(/web\/dist$/);
    for (const secret of ["JWT_SECRET", "DATABASE_URL", "DATABASE_AUTH_TOKEN", "RESEND_API_KEY", "PAYPAL_CLIENT_SECRET"]) expect(production.vars, secret).not.toHaveProperty(secret);
    expect(wranglerConfig("staging").routes).toEqual(expect.arrayContaining([expect.objectContaining({ pattern: "*.staging.example.org/*" })]));
  });
});
