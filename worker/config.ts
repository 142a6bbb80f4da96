import { z } from "zod";

const flag = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((v) => v === "on" || v === "true" || v === "1");
const httpsUrl = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/$/, ""));
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
// PayPal endpoints carry secrets and money: https only; plain http is accepted on loopback alone, where the tests' local fake of PayPal listens.
const paypalUrl = httpsUrl.refine(
  (u) => u.startsWith("https:") || LOOPBACK.has(new URL(u).hostname),
  "must be an https URL (http only for a loopback test fake)",
);
const PAYPAL_REQUIRED = [
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_PLAN_ID",
  "PAYPAL_WEBHOOK_ID",
] as const;

/** A file: URL, or a network URL that parses with a host and holds no placeholder brackets. */
function networkUrlHasHost(url: string): boolean {
  if (url.startsWith("file:")) return true;
  if (/[<>‹›\s]/.test(url)) return false;
  try {
    return new URL(url).hostname !== "";
  } catch {
    return false;
  }
}

/** The configuration table of the README, read once and validated: a bad value stops the start. */
export const envSchema = z
  .object({
    /** On only behind a reverse proxy that sets X-Forwarded-For: otherwise anyone could pick their address. */
    TRUST_PROXY: flag.optional(),
    /** Multiplies the per-address limits, for many people behind one address (or an end-to-end run). */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    PORT: z.coerce.number().int().min(1).max(65535).default(8787),
    HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|libsql:|https?:|wss?:)/, "must start with file:, libsql:, http(s): or ws(s):")
      // A network URL must name a host: the docs' placeholder (libsql://<database>-<org>.turso.io) left in
      // would otherwise pass, and every call would fail later as "not applied" or a 500 (issue 45.4).
      .refine(networkUrlHasHost, "must be a URL with a real host name (a <...> placeholder is still in it?)")
      .default("file:data/clubcost.db"),
    DATABASE_AUTH_TOKEN: z.string().optional(),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    DEMO_DATA: flag.optional(),
    /**
     * Logs info and warnings too (errors always are) when on, true or 1. Any other value is off, not an
     * error: DEBUG is shared with other tools (DEBUG=pw:api for Playwright, DEBUG=vite:* for Vite).
     */
    DEBUG: z
      .string()
      .optional()
      .transform((value) => value === "on" || value === "true" || value === "1"),
    APP_URL: httpsUrl.optional(),
    BASE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/, "must be a bare domain such as clubcost.app")
      .optional(),
    SUPPORT_EMAIL: z.email().default("support@clubcost.app"),
    RESEND_API_KEY: z.string().min(1).optional(),
    RESEND_BASE_URL: httpsUrl.optional(),
    MAIL_FROM: z.string().min(3).default("ClubCost <no-reply@clubcost.app>"),
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_PLAN_ID: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_API_BASE: paypalUrl.default("https://api-m.sandbox.paypal.com"),
    PAYPAL_SDK_BASE: paypalUrl.optional(),
  })
  .superRefine((env, issues) => {
    // Half a PayPal configuration is a mistake, not "payments off": name what is missing.
    if (!PAYPAL_REQUIRED.some((name) => env[name])) return;
    for (const name of PAYPAL_REQUIRED)
      if (!env[name])
        issues.addIssue({
          code: "custom",
          path: [name],
          message: "is required when the other PAYPAL_* variables are set",
        });
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; the error lists every bad variable with the reason. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

export class ConfigError extends Error {}

export function paypalConfig(env: Env) {
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_PLAN_ID, PAYPAL_WEBHOOK_ID } = env;
  if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET || !PAYPAL_PLAN_ID || !PAYPAL_WEBHOOK_ID) return undefined;
  const apiBase = env.PAYPAL_API_BASE;
  return {
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
    planId: PAYPAL_PLAN_ID,
    webhookId: PAYPAL_WEBHOOK_ID,
    apiBase,
    sdkBase: env.PAYPAL_SDK_BASE ?? defaultSdkBase(apiBase),
  };
}

/** The JS SDK's host that goes with the REST host: sandbox with sandbox, live with live. */
function defaultSdkBase(apiBase: string): string {
  return new URL(apiBase).hostname.endsWith("sandbox.paypal.com")
    ? "https://www.sandbox.paypal.com"
    : "https://www.paypal.com";
}
