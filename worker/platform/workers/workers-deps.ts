import { paypalConfig } from "../../config";
import type { Deps, Logger } from "../../deps";
import { memoryRateLimiter } from "../shared/memory-rate-limiter";
import { outboxMailer } from "../shared/outbox-mailer";
import { resendMailer } from "../shared/resend-mailer";
import { bindingRateLimiter, type RateLimitBinding } from "./binding-rate-limiter";
import { type KvReader, kvFlagStore } from "./kv-flags";
import { literalHostGuard } from "./literal-host-guard";
import { perRequestDatabase } from "./request-database";
import { parseWorkerEnv } from "./worker-config";
import type { RateLimitedAction } from "../../services/auth/rate-limits";
import { memoryStatisticsCache } from "../../services/statistics/statistics-cache";
import { jsonLogger } from "../shared/json-logger";

export interface WorkerEnv {
  FLAGS: KvReader;
  ASSETS: { fetch(request: Request | string): Promise<Response> };
  LOGIN_LIMITER?: RateLimitBinding;
  REGISTER_LIMITER?: RateLimitBinding;
  RESET_LIMITER?: RateLimitBinding;
  CONTACT_LIMITER?: RateLimitBinding;
  SAVE_LIMITER?: RateLimitBinding;
  PASSWORD_LIMITER?: RateLimitBinding;
  EVALUATE_LIMITER?: RateLimitBinding;
  [key: string]: unknown;
}

/**
 * The binding of each limited action, by the first part of its keys (`password:ip:…`): every action of
 * rate-limits.ts plus the save limit and the per-user evaluate rate (services/calculations/user-rate.ts; a
 * user's saves count under `save`), so a new action cannot be left to the isolate's counters alone.
 * Each name is declared in every environment of wrangler.toml (rate-limit-bindings.test.ts).
 */
export const RATE_LIMIT_BINDINGS = {
  login: "LOGIN_LIMITER",
  register: "REGISTER_LIMITER",
  reset: "RESET_LIMITER",
  contact: "CONTACT_LIMITER",
  password: "PASSWORD_LIMITER",
  save: "SAVE_LIMITER",
  evaluate: "EVALUATE_LIMITER",
} as const satisfies Record<RateLimitedAction | "save" | "evaluate", keyof WorkerEnv>;

// Production logs errors only (product.md section 9); DEBUG=on adds the rest. JSON lines: Workers Logs
// indexes their fields (docs/decisions/217).
function workerLogger(debug: boolean): Logger {
  return jsonLogger(debug);
}

/** Workers dependencies: Turso over HTTP, KV flags, rate-limit bindings, Resend; secrets from wrangler secrets. */
export function buildWorkerDeps(env: WorkerEnv): { deps: Deps; runRequest: <T>(fn: () => T) => T } {
  const strings = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  // Throws a ConfigError naming each bad variable: the entry answers 503 and logs it (worker-config.ts).
  const config = parseWorkerEnv(strings);
  const log = workerLogger(config.DEBUG);
  const database = perRequestDatabase(config.DATABASE_URL, config.DATABASE_AUTH_TOKEN);
  const clock = { now: () => Date.now() };
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMIT_BINDINGS).map(([action, binding]) => [action, env[binding]]),
  );
  const deps: Deps = {
    db: database.db,
    log,
    clock,
    flags: kvFlagStore(env.FLAGS, log, clock),
    mailer: config.RESEND_API_KEY
      ? resendMailer({
          apiKey: config.RESEND_API_KEY,
          from: config.MAIL_FROM,
          baseUrl: config.RESEND_BASE_URL,
          log,
        })
      : outboxMailer(database.db),
    rateLimiter: bindingRateLimiter(limiters, memoryRateLimiter(clock), (error) =>
      log.error("rate-limit binding failed; isolate counters apply", { message: (error as Error).message }),
    ),
    imageHostGuard: literalHostGuard,
    // Cloudflare sets this header itself and overwrites any value a client sends.
    clientAddress: (request) => request.headers.get("cf-connecting-ip") ?? "unknown",
    // Safe across isolates: each answer is checked against the database's statistics version.
    statisticsCache: memoryStatisticsCache(),
    config: {
      jwtSecret: config.JWT_SECRET,
      baseDomain: config.BASE_DOMAIN,
      appUrl: config.APP_URL ?? "https://clubcost.app",
      supportEmail: config.SUPPORT_EMAIL,
      secure: true,
      rateLimitScale: config.RATE_LIMIT_SCALE,
      version: "3.0",
      paypal: paypalConfig(config),
    },
  };
  return { deps, runRequest: database.run };
}
