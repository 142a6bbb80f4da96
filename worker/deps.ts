import type { FlagConfig, FlagName } from "#core/flags";
import type { Database } from "./db/database";
import type { HistoryBudget } from "./services/calculations/history-budget";
import type { PasswordHashing } from "./services/auth/password-hash";
import type { SessionCache } from "./services/auth/session-cache";
import type { ImageFetch } from "./services/proxy/image-proxy";
import type { StatisticsCache } from "./services/statistics/statistics-cache";

export type { Database };

export interface FlagStore {
  /** The flag map; never throws (a store that cannot be read yields the defaults, logged). */
  read(): Promise<FlagConfig>;
  /** A fresh read of one flag, bypassing caches (app-closed on writes). */
  readFresh(name: FlagName): Promise<boolean>;
  /** Reads the store and throws if it cannot (GET support/ready); absent where there is no remote store. */
  probe?(): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Same key, same mail: a retried send is not delivered twice. */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface RateLimiter {
  /** True when the action is allowed; false once `limit` hits happened within `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** True once `limit` hits happened within `windowMs`, without counting one (login failures). */
  exhausted(key: string, limit: number, windowMs: number): Promise<boolean>;
}

export interface Clock {
  now(): number;
}

export interface Logger {
  error(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
}

export interface AppConfig {
  jwtSecret: string;
  /** Base domain of the federation subdomains (e.g. clubcost.app); unset locally. */
  baseDomain?: string;
  /** Public URL of the app, for links in mails. */
  appUrl: string;
  supportEmail: string;
  /** Cookies are marked Secure and HSTS is sent when the app is served over https. */
  secure: boolean;
  version: string;
  /** A call that takes longer (a slow or hung database) answers 503 with code 2; default 10 s. */
  requestTimeoutMs?: number;
  /** Multiplies the per-address rate limits (RATE_LIMIT_SCALE); 1 by default. */
  rateLimitScale?: number;
  paypal?: {
    clientId: string;
    clientSecret: string;
    planId: string;
    webhookId: string;
    apiBase: string;
    sdkBase: string;
  };
}

/** Everything the app needs from its runtime; built once by an entry (node.ts or workers.ts). */
export interface Deps {
  db: () => Database;
  /**
   * A read-only connection for the long aggregates (statistics, club list) that runs them off the
   * event loop: a thread on Node's local file; absent elsewhere (db() then serves them).
   */
  readerDb?: () => Database;
  flags: FlagStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: Logger;
  config: AppConfig;
  /** Refuses hosts the image proxy must not reach (resolved where the runtime can). */
  imageHostGuard: (hostname: string) => Promise<void>;
  /** How the image proxy fetches; Node pins each connection to a checked public address (default: fetch). */
  imageFetch?: ImageFetch;
  /** The caller's address for rate limits: the runtime knows which header or socket to trust. */
  clientAddress?: (request: Request, env: unknown) => string;
  /** Callers kept briefly in process (Node); absent where instances cannot invalidate each other (Workers). */
  sessionCache?: SessionCache;
  /**
   * Federation statistics computed in this process or isolate, served again while the database's
   * statistics version holds (docs/decisions/095); absent, each call computes them.
   */
  statisticsCache?: StatisticsCache;
  /**
   * Cheaper password hashing, for the test factory only (tests/support/test-app.ts); no runtime entry
   * sets it, so production always hashes with CURRENT_PARAMS (password-hash.ts).
   */
  passwordHashing?: PasswordHashing;
  /** Fetches PayPal's webhook certificate (tests point it at a local fake; the URL check stays). */
  paypalCert?: (url: string) => Promise<string>;
  /** A smaller history budget, for tests only (no runtime entry sets it): HISTORY_BUDGET otherwise. */
  historyBudget?: HistoryBudget;
}
