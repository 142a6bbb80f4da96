import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSETS_DIR } from "./build-worker";
import { type EdgeWorld, startEdgeWorld } from "./worker-harness";

// The Worker bundle in workerd with its [version_metadata] binding (decision 215): a page pins the browser
// to the version that served it, so the zone's rule sends its scripts, styles and API calls to the same one.
const VERSION = "0b5e1f2a-1111-4222-8333-444455556666";
let world: EdgeWorld;
beforeAll(async () => {
  // wrangler dev hands the binding to the Worker as this JSON object; Cloudflare as WorkerVersionMetadata.
  world = await startEdgeWorld({
    bindings: {
      CF_VERSION_METADATA: { id: VERSION, tag: "abc1234", timestamp: "2026-11-28T00:00:00Z" },
    } as never,
  });
});
afterAll(() => world?.close());

const page = (cookie?: string) =>
  world.fetch("https://fftt.clubcost.test/", {
    headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
  });

describe("version affinity in workerd", () => {
  it("sets the version cookie on a page, once, and names the version on every answer the Worker gives", async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBe(
      `cc-version=${VERSION}; Path=/; Secure; HttpOnly; SameSite=Lax`,
    );
    expect(first.headers.get("clubcost-version")).toBe(VERSION);
    const again = await page(`cc-version=${VERSION}`);
    expect([again.status, again.headers.get("set-cookie")]).toEqual([200, null]);
  });

  it("answers the page's own script and the API from the same version, without a cookie of their own", async () => {
    const script = readFileSync(`${ASSETS_DIR}/index.html`, "utf8").match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    for (const path of [script!, "/api/support/ready"]) {
      const answer = await world.fetch(`https://fftt.clubcost.test${path}`, {
        headers: { cookie: `cc-version=${VERSION}` },
      });
      expect([
        path,
        answer.status,
        answer.headers.get("clubcost-version"),
        answer.headers.get("set-cookie"),
      ]).toEqual([path, 200, VERSION, null]);
    }
  });
});
