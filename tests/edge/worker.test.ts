import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let mf: Miniflare;

beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    scriptPath: "dist/worker/workers.js",
    compatibilityDate: "2026-07-30",
    compatibilityFlags: ["nodejs_compat"],
    kvNamespaces: ["FLAGS"],
    assets: { directory: "web/dist", binding: "ASSETS", routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true }, assetConfig: { not_found_handling: "single-page-application" } },
    bindings: { JWT_SECRET: "edge-test-secret-edge-test-secret-0001", DATABASE_URL: "http://127.0.0.1:9" },
    cf: false,
  });
});
afterAll(() => mf?.dispose());

describe("the Worker in workerd", () => {
  it("serves index.html with the default brand", async () => {
    const response = await mf.dispatchFetch("http://clubcost.test/", { headers: { accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('name="cc-brand"');
    expect(html).toContain("ClubCost");
  });

  it("answers GET /api/support/config with a flag read from KV", async () => {
    const kv = await mf.getKVNamespace("FLAGS");
    await kv.put("input-membership", "true");
    const response = await mf.dispatchFetch("http://clubcost.test/api/support/config");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: number; data: Record<string, boolean> };
    expect(body.status).toBe(0);
    expect(body.data["input-membership"]).toBe(true);
    expect(body.data["category-group"]).toBe(true);
  });

  it("refuses API writes with 503 while app-closed is on in KV", async () => {
    const kv = await mf.getKVNamespace("FLAGS");
    await kv.put("app-closed", "true");
    const response = await mf.dispatchFetch("http://clubcost.test/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(response.status).toBe(503);
    const page = await mf.dispatchFetch("http://clubcost.test/", { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    await kv.delete("app-closed");
  });

  it("injects the table-tennis brand on its subdomain", async () => {
    const response = await mf.dispatchFetch("http://fftt.clubcost.test/", { headers: { accept: "text/html" } });
    const html = await response.text();
    expect(html).toContain("Coût du Ping");
    expect(html).toContain("#1d4ed8");
  });
});
