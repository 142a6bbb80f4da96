import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "../app";
import { ConfigError } from "../config";
import { filePathOf } from "../platform/node/backup";
import { acquireDatabaseLock, DatabaseInUseError } from "../platform/node/database-lock";
import { buildNodeDeps } from "../platform/node/node-deps";
import { nodeEnv } from "../platform/node/node-env";
import { REPO_ROOT } from "../platform/node/repo-root";
import { startPurgeTimer } from "../platform/node/purge-timer";
import { staticPages } from "../platform/node/static-pages";
import { DEMO_PASSWORD, demoAccounts, hasDemoAccounts, isEmpty, seedDemo } from "../seed/demo";

/** The embedded default: API and web app from one Node process on a local libSQL file. */
async function main() {
  const env = nodeEnv();
  // WEB_DIST_DIR (relative to the repository) serves another build, for test runs side by side.
  const webRoot = resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? "web/dist");
  // Held while the server runs, so `db:restore` refuses instead of swapping the file under it.
  // Released by every way out that runs code; a kill leaves a lock of a dead process, taken over.
  if (env.DATABASE_URL.startsWith("file:"))
    process.on("exit", acquireDatabaseLock(filePathOf(env.DATABASE_URL), "server"));
  const { deps, close } = await buildNodeDeps(env);
  const db = deps.db();
  const empty = await isEmpty(db);
  const seeded = empty && env.DEMO_DATA !== false;
  if (seeded) await seedDemo(db);
  const demo = seeded || env.DEMO_DATA === true || (await hasDemoAccounts(db));
  // Expired sessions and links, old local mail and thinned history go daily (the Workers Cron Trigger's stand-in).
  const stopPurge = startPurgeTimer(deps);

  const app = createApp(deps, {
    pages: staticPages({ root: webRoot, baseDomain: env.BASE_DOMAIN, db: deps.db, flags: deps.flags }),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(
      `ClubCost ${deps.config.version} at http://localhost:${info.port} (database ${env.DATABASE_URL})`,
    );
    if (demo) {
      console.log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
      for (const account of demoAccounts) console.log(`  ${account.email.padEnd(28)} ${account.role}`);
    }
    if (!env.RESEND_API_KEY) console.log("Mail goes to the local outbox (global admin: Users > Outbox).");
  });

  const stop = () => {
    stopPurge();
    server.close(() => {
      close();
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error("ClubCost could not start:", error);
  }
  process.exit(1);
});
