import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EdgeWorld, startEdgeWorld } from "./worker-harness";

// The theme script, the logos and the closed page's style come from the edge's asset store without the Worker (wrangler.toml's run_worker_first, issue 24.8), cached by _headers.
// Shown with a Worker that cannot start (no JWT_SECRET): it answers 503 to whatever reaches it.
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld({ bindings: { JWT_SECRET: "" } });
});
afterAll(() => world?.close());

const get = (path: string) => world.fetch(`https://fftt.clubcost.test${path}`);

describe("static files served without the Worker", () => {
  it.each(["/theme-init.js", "/brands/fftt.svg", "/brands/default.svg", "/closed.css"])(
    "%s: 200 from the asset store, cached an hour",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(
        "public, max-age=3600, stale-while-revalidate=86400",
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it("sandboxes the logos (SVG) as the image proxy does", async () => {
    expect((await get("/brands/fftt.svg")).headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
  });

  it("still runs the Worker for pages, build files and the API (here: its 503)", async () => {
    for (const path of ["/", "/assets/index-0ld8u1ld.js", "/api/support/health"])
      expect((await get(path)).status, path).toBe(503);
  });

  it("leaves a logo it does not list to the Worker (whose 404 no cache keeps: missing-assets.test.ts)", async () => {
    expect((await get("/brands/none.svg")).status).toBe(503);
  });
});
