import type { WorkerEnv } from "./workers-deps";

/** The secrets (`wrangler secret put`, `.dev.vars` locally): `wrangler types` only sees wrangler.toml. */
export interface WorkerSecrets {
  DATABASE_URL: string;
  DATABASE_AUTH_TOKEN?: string;
  JWT_SECRET: string;
  RESEND_API_KEY?: string;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_PLAN_ID?: string;
  PAYPAL_WEBHOOK_ID?: string;
}

/**
 * Each environment's bindings, as `wrangler types` reads wrangler.toml (worker-configuration.d.ts, checked
 * in), give the Worker what WorkerEnv asks for: a binding renamed, removed or of another kind fails
 * `npm run check` (worker/tsconfig.workers.json, with the Workers runtime's types, not Node's).
 * After changing wrangler.toml's bindings: npx wrangler types worker/platform/workers/worker-configuration.d.ts --include-runtime=false --strict-vars=false
 */
export const bindingsFit = {
  dev: (env: Cloudflare.Env & WorkerSecrets): WorkerEnv => ({ ...env }),
  staging: (env: Cloudflare.StagingEnv & WorkerSecrets): WorkerEnv => ({ ...env }),
  production: (env: Cloudflare.ProductionEnv & WorkerSecrets): WorkerEnv => ({ ...env }),
};
