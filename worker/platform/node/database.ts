import { existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "../../db/schema";
import { unreachableTaggedFetch } from "../../db/unreachable-fetch";
import type { Database } from "../../deps";
import { cacheStatements } from "./statement-cache.mjs";
import { createPrivateFile } from "./private-file";
import { REPO_ROOT } from "./repo-root";

export const MIGRATIONS_FOLDER = resolve(REPO_ROOT, "migrations");

/** Opens the libSQL database (a local file in WAL mode, or a remote URL) and applies migrations. */
export async function openDatabase(
  url: string,
  authToken?: string,
): Promise<{ db: Database; close: () => void }> {
  const file = url.startsWith("file:");
  const path = url.slice("file:".length).split("?")[0];
  if (file && path !== ":memory:") createIfMissing(resolve(path));
  // Each statement prepared once per connection (docs/decisions/092).
  if (file) cacheStatements();
  // A local file gets one connection: PRAGMAs are per connection, every call is synchronous on the
  // event loop anyway, and one warm page cache beats several cold ones (docs/decisions/092).
  const client = createClient({
    url,
    authToken,
    ...(file ? { concurrency: 1 } : { fetch: unreachableTaggedFetch() }),
  });
  if (file) {
    await client.execute("PRAGMA journal_mode = WAL");
    // In WAL mode NORMAL syncs at checkpoints, not at every commit: a power cut may lose the last
    // commits but never corrupts the file; a crash of the process loses nothing.
    await client.execute("PRAGMA synchronous = NORMAL");
    await client.execute("PRAGMA busy_timeout = 5000");
    // 64 MiB of page cache instead of 2: the statistics walk the connections index of a whole
    // federation, which no longer fits in the default and is read again from the OS on each call.
    await client.execute("PRAGMA cache_size = -65536");
    await client.execute("PRAGMA temp_store = MEMORY");
    // Reads through a memory map of the file (256 MiB at most), as the reader threads do.
    await client.execute("PRAGMA mmap_size = 268435456");
  }
  await client.execute("PRAGMA foreign_keys = ON");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, close: () => client.close() };
}

/**
 * A new database file starts empty and private (0600): SQLite would create it with the umask's
 * mode (0644, readable by every account), and its -wal and -shm files copy the database's mode.
 * An existing file keeps the mode its operator gave it.
 */
function createIfMissing(path: string) {
  mkdirSync(dirname(path), { recursive: true });
  if (existsSync(path)) return;
  try {
    createPrivateFile(path);
  } catch (error) {
    // Another process created it meanwhile: theirs is as good.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}
