import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSETS_DIR } from "./build-worker";
import { type EdgeWorld, startEdgeWorld } from "./worker-harness";

// After a deploy, an open tab asks for a lazy chunk of the previous build. It must get a 404 no cache
// keeps, not index.html cached for a year (the web app then reloads once: web/src/lib/chunk-reload.ts).
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

const get = (path: string, accept = "*/*") =>
  world.fetch(`https://fftt.clubcost.test${path}`, { headers: { accept } });

describe("missing files at the edge", () => {
  it.each(["/assets/index-0ld8u1ld.js", "/assets/gone-0ld8u1ld.css", "/favicon-old.png", "/brands/none.svg"])(
    "%s answers 404, never cached, not the page",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toMatch(/no-store|no-cache/);
      expect(response.headers.get("cache-control")).not.toContain("immutable");
      expect(await response.text()).not.toContain("<html");
    },
  );

  it("answers 404 for a missing build file even when the browser asks for HTML", async () => {
    const response = await get("/assets/index-0ld8u1ld.js", "text/html");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toMatch(/no-store|no-cache/);
  });

  it.each(["/", "/some-route", "/join/club/ABC"])(
    "keeps the branded page for the app's route %s",
    async (path) => {
      const response = await get(path, "text/html");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain("<title>Coût du Ping</title>");
    },
  );

  it("still serves the build's own files for a year", async () => {
    const file = readdirSync(`${ASSETS_DIR}/assets`).find((name) => name.endsWith(".js"));
    const response = await get(`/assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });
});
