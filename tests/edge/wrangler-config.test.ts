import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wranglerConfig } from "./worker-harness";

describe("wrangler.toml", () => {
  it("runs the Worker first for every path, with no SPA fallback (a missing file is a 404, docs/decisions/128)", () => {
    const config = wranglerConfig("production");
    expect(config.assets?.not_found_handling).toBe("none");
    expect(config.assets?.run_worker_first?.[0]).toBe("/*");
  });

  it("serves the theme script, the closed page's style and every logo without the Worker, each by name (a missing one gets the Worker's 404)", () => {
    const logos = readdirSync("web/public/brands").map((file) => `!/brands/${file}`);
    const skipped = (wranglerConfig("production").assets?.run_worker_first as string[]).filter((rule) =>
      rule.startsWith("!"),
    );
    expect(skipped.sort()).toEqual(["!/theme-init.js", "!/closed.css", ...logos].sort());
  });

  it("gives every environment the CPU cap of Workers Paid, Workers Logs and Smart Placement (issue 24.2, 5, 9)", () => {
    for (const env of ["", "production", "staging"]) {
      const config = wranglerConfig(env);
      expect(config.limits?.cpu_ms, env).toBe(1000);
      expect(config.observability?.enabled, env).toBe(true);
      expect(config.placement?.mode, env).toBe("smart");
    }
  });

  it("deploys production on the wildcard route, with KV, rate limits, metrics off and no secret in vars", () => {
    const production = wranglerConfig("production");
    expect(production.send_metrics).toBe(false);
    expect(production.routes).toEqual(
      expect.arrayContaining([expect.objectContaining({ pattern: "*.example.org/*" })]),
    );
    expect(production.kv_namespaces.map((kv: { binding: string }) => kv.binding)).toEqual(["FLAGS"]);
    expect(production.ratelimits.map((r: { name: string }) => r.name).sort()).toEqual([
      "CONTACT_LIMITER",
      "EVALUATE_LIMITER",
      "LOGIN_LIMITER",
      "PASSWORD_LIMITER",
      "REGISTER_LIMITER",
      "RESET_LIMITER",
      "SAVE_LIMITER",
    ]);
    // The daily purge's Cron Trigger reaches every environment (docs/decisions/120).
    for (const env of ["production", "staging"])
      expect(wranglerConfig(env).triggers.crons, env).toEqual(["17 3 * * *"]);
    expect(production.assets?.directory).toMatch(/web\/dist$/);
    for (const secret of [
      "JWT_SECRET",
      "DATABASE_URL",
      "DATABASE_AUTH_TOKEN",
      "RESEND_API_KEY",
      "PAYPAL_CLIENT_SECRET",
    ])
      expect(production.vars, secret).not.toHaveProperty(secret);
    expect(wranglerConfig("staging").routes).toEqual(
      expect.arrayContaining([expect.objectContaining({ pattern: "*.staging.example.org/*" })]),
    );
  });

  it("has its bindings' types, as wrangler types writes them, checked in and current (worker/tsconfig.workers.json uses them)", () => {
    const args = [
      "wrangler",
      "types",
      "worker/platform/workers/worker-configuration.d.ts",
      "--include-runtime=false",
      "--strict-vars=false",
      "--check",
    ];
    // Throws (exit code 1) when wrangler.toml's bindings changed and the file was not generated again.
    execFileSync("npx", args, { stdio: "pipe", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  });
});
