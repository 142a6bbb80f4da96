import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import worker from "../../entry/workers";
import { VERSION_COOKIE, VERSION_HEADER, versionIdOf, withVersion } from "./version-affinity";
import type { WorkerEnv } from "./workers-deps";

// A gradual roll-out keeps a browser on the version that served its page (decision 215): the page sets a
// cookie naming its version, the zone's Transform Rule turns it into Cloudflare's version override.

const V1 = "0b5e1f2a-1111-4222-8333-444455556666";
const V2 = "9c9c9c9c-aaaa-4bbb-8ccc-dddddddddddd";
const page = () =>
  new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html; charset=utf-8" } });
const request = (cookie?: string) =>
  new Request("https://clubcost.test/club", cookie ? { headers: { cookie } } : {});

describe("version affinity", () => {
  it("pins a page's browser to the version that answered it, with a session cookie only https and scripts cannot read", () => {
    const answer = withVersion(request(), page(), V1);
    expect(answer.headers.get("set-cookie")).toBe(
      `${VERSION_COOKIE}=${V1}; Path=/; Secure; HttpOnly; SameSite=Lax`,
    );
    expect(answer.headers.get(VERSION_HEADER)).toBe(V1);
  });

  it("moves the pin when another version answers (the older one left the deployment), and leaves it otherwise", () => {
    expect(
      withVersion(request(`a=1; ${VERSION_COOKIE}=${V1}`), page(), V2).headers.get("set-cookie"),
    ).toContain(`${VERSION_COOKIE}=${V2};`);
    expect(
      withVersion(request(`${VERSION_COOKIE}=${V2}; a=1`), page(), V2).headers.get("set-cookie"),
    ).toBeNull();
  });

  it("sets no cookie on files and API answers (a year-cached script never carries one), but names their version", () => {
    const script = withVersion(
      request(),
      new Response("x", { headers: { "content-type": "text/javascript" } }),
      V1,
    );
    expect([script.headers.get("set-cookie"), script.headers.get(VERSION_HEADER)]).toEqual([null, V1]);
  });

  it("does nothing without the binding's id, and accepts only an id-shaped one", () => {
    const answer = page();
    expect(withVersion(request(), answer, undefined)).toBe(answer);
    expect([
      versionIdOf({ id: V1 }),
      versionIdOf(undefined),
      versionIdOf({ id: "a b;c" }),
      versionIdOf({ id: 3 }),
    ]).toEqual([V1, undefined, undefined, undefined]);
  });

  it("reaches the Worker's answers through the entry, from the CF_VERSION_METADATA binding", async () => {
    const env: WorkerEnv = {
      FLAGS: { get: async () => null },
      ASSETS: { fetch: async () => new Response("asset") },
      DATABASE_URL: "libsql://clubcost-example.turso.io",
      JWT_SECRET: "a-secret-long-enough-for-the-config-check",
      CF_VERSION_METADATA: { id: V1, tag: "abc1234", timestamp: "2026-11-28T00:00:00Z" },
    };
    const answer = await worker.fetch(new Request("https://clubcost.test/api/support/health"), env);
    expect([answer.status, answer.headers.get(VERSION_HEADER)]).toEqual([200, V1]);
  });

  it("has its binding in every environment of wrangler.toml (bindings are not inherited)", () => {
    for (const env of [undefined, "staging", "production"]) {
      expect(unstable_readConfig({ config: "wrangler.toml", env }).version_metadata?.binding, env).toBe(
        "CF_VERSION_METADATA",
      );
    }
  });
});
