import type { Deps } from "../../deps";
import { type Env, paypalConfig } from "../../config";
import { memoryRateLimiter } from "../shared/memory-rate-limiter";
import { outboxMailer } from "../shared/outbox-mailer";
import { resendMailer } from "../shared/resend-mailer";
import { openDatabase } from "./database";
import { openReaderDatabase } from "./reader-database";
import { databaseFlagStore } from "./db-flags";
import { jwtSecretFor } from "./jwt-secret";
import { consoleLogger } from "./logger";
import { dnsHostGuard } from "./dns-host-guard";
import { guardedImageFetch } from "./guarded-fetch";
import { forwardedAddress, socketAddress } from "./client-address";
import { memorySessionCache } from "../../services/auth/session-cache";
import { memoryStatisticsCache } from "../../services/statistics/statistics-cache";

export const APP_VERSION = "3.0";

/** Builds the Node (embedded default) dependencies from the parsed environment. */
export async function buildNodeDeps(
  env: Env,
  overrides: Partial<Deps> = {},
): Promise<{ deps: Deps; close: () => void }> {
  const { db, close: closeDb } = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN);
  const getDb = () => db;
  // A remote database answers over the network without blocking; a local file needs the reader thread.
  const reader = env.DATABASE_URL.startsWith("file:") ? openReaderDatabase(env.DATABASE_URL) : undefined;
  const close = () => {
    reader?.close();
    closeDb();
  };
  const log = overrides.log ?? consoleLogger(env.DEBUG);
  const clock = overrides.clock ?? { now: () => Date.now() };
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  const deps: Deps = {
    db: getDb,
    readerDb: reader ? () => reader.db : undefined,
    log,
    clock,
    flags: databaseFlagStore(getDb, log),
    mailer: env.RESEND_API_KEY
      ? resendMailer({ apiKey: env.RESEND_API_KEY, from: env.MAIL_FROM, baseUrl: env.RESEND_BASE_URL, log })
      : outboxMailer(getDb),
    rateLimiter: memoryRateLimiter(clock),
    imageHostGuard: dnsHostGuard,
    imageFetch: guardedImageFetch,
    clientAddress: env.TRUST_PROXY ? forwardedAddress : socketAddress,
    // One process serves every request, so every write that must bite at once can forget its user.
    sessionCache: memorySessionCache(clock),
    statisticsCache: memoryStatisticsCache(),
    config: {
      jwtSecret: jwtSecretFor(env.DATABASE_URL, env.JWT_SECRET),
      baseDomain: env.BASE_DOMAIN,
      appUrl,
      supportEmail: env.SUPPORT_EMAIL,
      secure: appUrl.startsWith("https:"),
      version: APP_VERSION,
      rateLimitScale: env.RATE_LIMIT_SCALE,
      paypal: paypalConfig(env),
    },
    ...overrides,
  };
  return { deps, close };
}
