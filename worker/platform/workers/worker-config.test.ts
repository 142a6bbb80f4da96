import { afterEach, describe, expect, it, vi } from "vitest";
import { unstable_readConfig } from "wrangler";
import worker from "../../entry/workers";
import type { WorkerEnv } from "./workers-deps";

// A Worker whose secrets are missing or bad answers 503 and says which, once per request, never the values.
const GOOD = {
  DATABASE_URL: "libsql://clubcost-example.turso.io",
  JWT_SECRET: "a-secret-long-enough-for-the-config-check",
};
const envOf = (vars: Record<string, string | undefined>): WorkerEnv => ({
  FLAGS: { get: async () => null },
  ASSETS: { fetch: async () => new Response("asset") },
  ...vars,
});

afterEach(() => vi.restoreAllMocks());

async function served(vars: Record<string, string | undefined>, path = "/api/support/config") {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  const response = await worker.fetch(
    new Request(`https://clubcost.test${path}?email=someone%40example.org`, {
      headers: { "cf-ray": "8f00-CDG" },
    }),
    envOf(vars),
  );
  return {
    response,
    logged: errors.mock.calls.map((call) =>
      call.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join(" "),
    ),
  };
}

describe("a Worker with a bad configuration", () => {
  it.each([
    ["JWT_SECRET missing", { ...GOOD, JWT_SECRET: undefined }, "JWT_SECRET: is not set"],
    [
      "JWT_SECRET short",
      { ...GOOD, JWT_SECRET: "short-secret-value" },
      "JWT_SECRET: must be at least 32 characters",
    ],
    ["DATABASE_URL missing", { ...GOOD, DATABASE_URL: undefined }, "DATABASE_URL: is not set"],
    [
      "DATABASE_URL a file",
      { ...GOOD, DATABASE_URL: "file:local.db" },
      "DATABASE_URL: must be a libSQL URL over the network",
    ],
    [
      "DATABASE_URL another environment's",
      { ...GOOD, DATABASE_HOST: "clubcost-production.turso.io" },
      "DATABASE_URL: names another database than DATABASE_HOST",
    ],
    [
      "DATABASE_URL the docs' placeholder",
      { ...GOOD, DATABASE_URL: "libsql://clubcost-production-<org>.turso.io" },
      "DATABASE_URL: must be a URL with a real host name",
    ],
  ])(
    "answers the API a JSON 503 with code 2 and logs one line naming the variable (%s)",
    async (_, vars, reason) => {
      const { response, logged } = await served(vars);
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({
        status: 2,
        message: "Service unavailable, please try again in a moment.",
        data: { check: "configuration" },
      });
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain(`configuration error: ${reason}`);
      expect(logged[0]).toContain('"path":"/api/support/config","ray":"8f00-CDG"');
      expect(JSON.parse(logged[0])).toMatchObject({
        level: "error",
        msg: expect.stringContaining("configuration error: "),
      });
      expect(logged[0]).not.toMatch(/short-secret-value|local\.db|someone|example\.org|turso\.io/);
    },
  );

  it("serves when DATABASE_URL names the environment's DATABASE_HOST", async () => {
    const { response, logged } = await served(
      { ...GOOD, DATABASE_HOST: "clubcost-example.turso.io" },
      "/api/support/health",
    );
    expect([response.status, logged]).toEqual([200, []]);
  });

  it("answers a page a plain 503 page, in both languages", async () => {
    const { response } = await served({ ...GOOD, JWT_SECRET: undefined }, "/");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toMatch(/unavailable.*indisponible/);
  });

  it("names every bad variable on the one line", async () => {
    const { logged } = await served({});
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/JWT_SECRET: is not set.*DATABASE_URL: is not set/);
  });
});

describe("wrangler.toml's plan settings", () => {
  // A login's 600,000 PBKDF2 iterations cost about 100-150 ms of CPU (npm run bench -- cpu): the Free
  // plan's 10 ms cannot run one, and without Workers Logs the lines above are lost.
  it.each(["", "staging", "production"])(
    "give environment '%s' a CPU cap a login fits and Workers Logs",
    (env) => {
      const config = unstable_readConfig({ config: "wrangler.toml", env });
      expect(config.limits?.cpu_ms).toBeGreaterThanOrEqual(500);
      expect(config.observability?.enabled).toBe(true);
    },
  );
});
