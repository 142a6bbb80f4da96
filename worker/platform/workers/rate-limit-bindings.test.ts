import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../services/auth/rate-limits";
import { userRates } from "../../services/calculations/user-rate";
import type { RateLimitBinding } from "./binding-rate-limiter";
import { buildWorkerDeps, RATE_LIMIT_BINDINGS, type WorkerEnv } from "./workers-deps";

// Every limited action has a Cloudflare rate-limit binding on Workers, declared in every environment:
// an action without one is counted by each isolate alone, which a spread of requests gets around.
// The per-user rates of calculator bodies (user-rate.ts) are keyed by their prefix.
const actions = [
  ...new Set([...Object.keys(rateLimits), "save", ...Object.values(userRates).map((rate) => rate.prefix)]),
];

describe("rate-limit bindings", () => {
  it("name one binding for each limited action", () => {
    expect(Object.keys(RATE_LIMIT_BINDINGS).sort()).toEqual(actions.sort());
  });

  it.each(["", "staging", "production"])(
    "are all declared in wrangler.toml's environment '%s', each namespace once",
    (env) => {
      const declared: { name: string; namespace_id: string }[] = unstable_readConfig({
        config: "wrangler.toml",
        env,
      }).ratelimits;
      expect(declared.map((r) => r.name).sort()).toEqual(Object.values(RATE_LIMIT_BINDINGS).sort());
      expect(new Set(declared.map((r) => r.namespace_id)).size).toBe(declared.length);
    },
  );

  it("count password changes with PASSWORD_LIMITER", async () => {
    const asked: string[] = [];
    const refusing: RateLimitBinding = { limit: async ({ key }) => (asked.push(key), { success: false }) };
    const env: WorkerEnv = {
      FLAGS: { get: async () => null },
      ASSETS: { fetch: async () => new Response() },
      DATABASE_URL: "libsql://unused.example.org",
      JWT_SECRET: "a-secret-of-enough-length-for-the-config-check",
      PASSWORD_LIMITER: refusing,
    };
    const { deps } = buildWorkerDeps(env);
    expect(await deps.rateLimiter.hit("password:ip:192.0.2.1", 20, 60_000)).toBe(false);
    expect(asked).toEqual(["password:ip:192.0.2.1"]);
  });
});
