// The reader thread of reader-database.ts: a read-only connection to the same libSQL file that runs
// the long aggregates (statistics, club list) off the event loop. Plain JavaScript: a worker thread
// starts without the TypeScript loader in every runner (server, vitest).
import { parentPort, workerData } from "node:worker_threads";
import { createClient } from "@libsql/client";
import { cacheStatements } from "./statement-cache.mjs";

cacheStatements();

const client = createClient({ url: workerData.url, authToken: workerData.authToken, concurrency: 1 });
const ready = (async () => {
  await client.execute("PRAGMA query_only = 1");
  await client.execute("PRAGMA busy_timeout = 5000");
  await client.execute("PRAGMA cache_size = -65536");
  await client.execute("PRAGMA temp_store = MEMORY");
  // Pages read through a memory map, not copied by read(): every write of the main connection empties
  // this connection's page cache, and the statistics then read thousands of index pages again.
  await client.execute("PRAGMA mmap_size = 268435456");
})();

parentPort.on("message", async ({ id, statements, close }) => {
  if (close) {
    // Ends the thread once no native call is running: terminating it inside one aborts the whole
    // process (libsql's binding asserts, docs/decisions/092). The thread ends when its loop is empty.
    await ready.catch(() => {});
    client.close();
    parentPort.close();
    return;
  }
  try {
    await ready;
    // One read transaction: every statement of a call sees the same snapshot, as a batch does.
    const results = await client.batch(statements, "read");
    parentPort.postMessage({
      id,
      results: results.map((r) => ({
        columns: r.columns,
        columnTypes: r.columnTypes,
        rows: r.rows.map((row) => Array.from(row)),
      })),
    });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});
