import { existsSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { mkdirSync } from "node:fs";
import { createClient } from "@libsql/client";
import { acquireDatabaseLock } from "./database-lock";
import { createPrivateFile } from "./private-file";

/** A local file path from a `file:` libSQL URL; backups only make sense for the embedded default. */
export function filePathOf(url: string): string {
  if (!url.startsWith("file:"))
    throw new Error(
      `Backups work on a local file database (DATABASE_URL=file:...), not ${url.split(":")[0]}: use Turso's own backups there.`,
    );
  return resolve(url.slice("file:".length));
}

function sqlString(path: string): string {
  return `'${path.replaceAll("'", "''")}'`;
}

/**
 * A consistent copy of a live database: VACUUM INTO reads one snapshot in a single transaction,
 * so the server may keep writing meanwhile; the copy never holds half of a batch.
 */
export async function backupDatabase(
  databaseUrl: string,
  target: string,
): Promise<{ path: string; users: number }> {
  const path = resolve(target);
  if (existsSync(path)) throw new Error(`${path} already exists: choose a new file name.`);
  mkdirSync(dirname(path), { recursive: true });
  const database = filePathOf(databaseUrl);
  // VACUUM INTO fills an empty file and keeps its mode: the copy is private from its first byte.
  createPrivateFile(path);
  const client = createClient({ url: `file:${database}` });
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    await client.execute(`VACUUM INTO ${sqlString(path)}`);
  } catch (error) {
    rmSync(path, { force: true });
    throw error;
  } finally {
    client.close();
  }
  return { path, users: await countUsers(path) };
}

async function countUsers(path: string): Promise<number> {
  const client = createClient({ url: `file:${path}` });
  try {
    const result = await client.execute("SELECT count(*) AS n FROM users");
    return Number(result.rows[0]?.n ?? 0);
  } catch {
    throw new Error(`${path} is not a ClubCost database (no users table).`);
  } finally {
    client.close();
  }
}

/**
 * Puts a backup in place of the database. The file is swapped by a rename, and a running server
 * would keep writing to the old one, every later save lost: refused while the server holds the
 * database's lock, and the restore holds it meanwhile so no server starts halfway.
 */
export async function restoreDatabase(
  databaseUrl: string,
  backup: string,
): Promise<{ path: string; users: number }> {
  const source = resolve(backup);
  if (!existsSync(source)) throw new Error(`${source} does not exist.`);
  const users = await countUsers(source);
  const path = filePathOf(databaseUrl);
  mkdirSync(dirname(path), { recursive: true });
  const release = acquireDatabaseLock(path, "restore");
  try {
    const staging = `${path}.restoring`;
    rmSync(staging, { force: true });
    createPrivateFile(staging);
    const client = createClient({ url: `file:${source}` });
    try {
      await client.execute(`VACUUM INTO ${sqlString(staging)}`);
    } finally {
      client.close();
    }
    for (const suffix of ["-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    renameSync(staging, path);
  } finally {
    release();
  }
  return { path, users };
}
