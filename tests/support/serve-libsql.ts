// TEST/DEV ONLY: serves a local file over the libSQL HTTP protocol (libsql-http-server.ts), migrated and
// seeded with the demo data, so `wrangler dev` can run the Worker without a Turso account:
//   npx tsx tests/support/serve-libsql.ts [file] [port]   then   DATABASE_URL=http://127.0.0.1:<port> in .dev.vars
import { resolve } from "node:path";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "../../worker/db/schema";
import { isEmpty, seedDemo } from "../../worker/seed/demo";
import { startLibsqlHttpServer } from "./libsql-http-server";

const file = resolve(process.argv[2] ?? "data/worker-dev.db");
const port = Number(process.argv[3] ?? 8080);
const server = await startLibsqlHttpServer({ file, port });
const client = createClient({ url: server.url });
const db = drizzle(client, { schema });
await migrate(db, { migrationsFolder: resolve("migrations") });
if (await isEmpty(db)) await seedDemo(db);
client.close();
console.log(`libSQL (test server) for ${file} at ${server.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void server.close().then(() => process.exit(0)));
