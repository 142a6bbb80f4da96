import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { parseEnv, paypalConfig } from "../../config";
import * as schema from "../../db/schema";
import type { Database, Deps, Logger } from "../../deps";
import { memoryRateLimiter } from "../shared/memory-rate-limiter";
import { outboxMailer } from "../shared/outbox-mailer";
import { resendMailer } from "../shared/resend-mailer";
import { type KvReader, kvFlagStore } from "./kv-flags";
import { literalHostGuard } from "./literal-host-guard";

export interface WorkerEnv {
  FLAGS: KvReader;
  ASSETS: { fetch(request: Request | string): Promise<Response> };
  [key: string]: unknown;
}

const log: Logger = {
  error: (message, detail) => console.error(message, detail ?? ""),
  warn: () => {},
  info: () => {},
};

/** Workers dependencies: Turso over HTTP, KV flags, Resend; secrets come from wrangler secrets. */
export function buildWorkerDeps(env: WorkerEnv): Deps {
  const strings = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const config = parseEnv(strings);
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET must be set as a wrangler secret");
  let db: Database | null = null;
  const getDb = () => {
    db ??= drizzle(createClient({ url: config.DATABASE_URL, authToken: config.DATABASE_AUTH_TOKEN }), { schema });
    return db;
  };
  const clock = { now: () => Date.now() };
  return {
    db: getDb,
    log,
    clock,
    flags: kvFlagStore(env.FLAGS, log),
    mailer: config.RESEND_API_KEY ? resendMailer({ apiKey: config.RESEND_API_KEY, from: config.MAIL_FROM, baseUrl: config.RESEND_BASE_URL, log }) : outboxMailer(getDb),
    rateLimiter: memoryRateLimiter(clock),
    imageHostGuard: literalHostGuard,
    config: {
      jwtSecret: config.JWT_SECRET,
      baseDomain: config.BASE_DOMAIN,
      appUrl: config.APP_URL ?? "https://clubcost.app",
      supportEmail: config.SUPPORT_EMAIL,
      secure: true,
      version: "3.0",
      paypal: paypalConfig(config),
    },
  };
}
