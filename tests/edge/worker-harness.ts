import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { Miniflare } from "miniflare";
import { unstable_readConfig } from "wrangler";
import * as schema from "../../worker/db/schema";
import { seedDemo } from "../../worker/seed/demo";
import { type LibsqlHttpServer, startLibsqlHttpServer } from "../support/libsql-http-server";
import { ASSETS_DIR, WORKER_OUT } from "./build-worker";

export const JWT_SECRET = "edge-test-secret-edge-test-secret-0001";
export const DB_TOKEN = "edge-test-database-token";

export interface EdgeWorld {
  mf: Miniflare;
  server: LibsqlHttpServer;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** What the Worker logged (console), as Workers Logs would keep it: the operator's view. */
  logs: { level: string; message: string }[];
  close: () => Promise<void>;
}

/** wrangler.toml as wrangler reads it: the tests run the Worker with the same routing and bindings. */
export function wranglerConfig(env?: string) {
  return unstable_readConfig({ config: "wrangler.toml", env });
}

/** run_worker_first as miniflare's router wants it (wrangler's own translation: `!/x` rules go to the assets). */
export function staticRouting(rules: string[]) {
  return {
    user_worker: rules.filter((r) => r.startsWith("/")),
    asset_worker: rules.filter((r) => r.startsWith("!/")).map((r) => r.slice(1)),
  };
}

/**
 * The Worker bundle in workerd (miniflare), with KV, the rate-limit bindings and the assets routing of
 * wrangler.toml, talking through the real @libsql/client/web to a migrated, seeded libSQL HTTP server.
 */
export async function startEdgeWorld(
  options: {
    script?: string;
    assets?: string;
    bindings?: Record<string, string>;
    outbound?: (request: Request) => Promise<Response>;
  } = {},
): Promise<EdgeWorld> {
  const dir = mkdtempSync(join(tmpdir(), "clubcost-edge-"));
  const server = await startLibsqlHttpServer({ file: join(dir, "edge.db"), authToken: DB_TOKEN });
  // Migrations and the demo data go through the same HTTP protocol as the Worker's queries.
  const setupClient = createClient({ url: server.url, authToken: DB_TOKEN });
  const db = drizzle(setupClient, { schema });
  await migrate(db, { migrationsFolder: resolve("migrations") });
  await seedDemo(db);
  setupClient.close();

  const config = wranglerConfig("");
  const logs: EdgeWorld["logs"] = [];
  const mf = new Miniflare({
    modules: true,
    scriptPath: options.script ?? `${WORKER_OUT}/workers.js`,
    compatibilityDate: config.compatibility_date,
    compatibilityFlags: config.compatibility_flags,
    kvNamespaces: ["FLAGS"],
    ratelimits: Object.fromEntries(
      config.ratelimits.map(
        (r: { name: string; namespace_id: string; simple: { limit: number; period: number } }) => [
          r.name,
          { namespace_id: r.namespace_id, simple: { limit: r.simple.limit, period: r.simple.period } },
        ],
      ),
    ),
    assets: {
      directory: options.assets ?? ASSETS_DIR,
      binding: "ASSETS",
      routerConfig: {
        has_user_worker: true,
        static_routing: staticRouting(config.assets?.run_worker_first as string[]),
      },
      assetConfig: { not_found_handling: config.assets?.not_found_handling },
    },
    bindings: {
      ...config.vars,
      JWT_SECRET,
      DATABASE_URL: server.url,
      DATABASE_AUTH_TOKEN: DB_TOKEN,
      BASE_DOMAIN: "clubcost.test",
      APP_URL: "https://clubcost.test",
      ...options.bindings,
    } as Record<string, string>,
    cf: false,
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) =>
      void logs.push({ level, message }),
    // The Worker's own fetches (Turso, PayPal, images): a test may answer some itself and pass the rest on.
    ...(options.outbound ? { outboundService: options.outbound as never } : {}),
  });
  await mf.ready;
  return {
    mf,
    server,
    logs,
    fetch: (url, init) => mf.dispatchFetch(url, init as never) as unknown as Promise<Response>,
    close: async () => {
      await mf.dispose();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JSON API call through the Worker, from a given address (rate limits are per address). */
export async function api<T = unknown>(
  world: EdgeWorld,
  path: string,
  init: { method?: string; json?: unknown; token?: string; ip?: string; cookie?: string } = {},
) {
  const headers: Record<string, string> = {
    "cf-connecting-ip": init.ip ?? `198.51.100.${Math.floor(Math.random() * 250)}`,
  };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers["x-access-token"] = init.token;
  if (init.cookie) headers.cookie = init.cookie;
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  if (body) headers["content-length"] = String(new TextEncoder().encode(body).length);
  const response = await world.fetch(`https://clubcost.test/api${path}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const parsed = (await response.json()) as {
    status: number;
    message: string;
    data: T;
    token?: string;
    field?: string;
  };
  return { http: response.status, body: parsed, response };
}
