import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../worker/platform/node/database";
import { backupDatabase, restoreDatabase } from "../../worker/platform/node/backup";
import { acquireDatabaseLock, lockPathOf } from "../../worker/platform/node/database-lock";

const dir = mkdtempSync(join(tmpdir(), "clubcost-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function countRows(path: string, table: string) {
  const client = createClient({ url: `file:${path}` });
  try {
    return Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);
  } finally {
    client.close();
  }
}

describe("db:backup and db:restore (embedded default)", () => {
  it("copies a live database consistently while writes go on, and restores it", async () => {
    const url = `file:${join(dir, "live.db")}`;
    const { db, close } = await openDatabase(url);
    const client = (db as unknown as { $client: { execute: (sql: string) => Promise<unknown> } }).$client;
    await client.execute("CREATE TABLE pairs (id INTEGER PRIMARY KEY, side TEXT)");
    // Each write inserts two rows in one batch: a consistent copy always holds an even count.
    let writing = true;
    const writer = (async () => {
      let i = 0;
      // Bounded, and yielding to the event loop between writes so the backup can run meanwhile.
      while (writing && i < 5000) {
        await (
          db as unknown as { $client: { batch: (s: string[], mode: string) => Promise<unknown> } }
        ).$client.batch(
          [`INSERT INTO pairs (side) VALUES ('a${i}')`, `INSERT INTO pairs (side) VALUES ('b${i}')`],
          "write",
        );
        i++;
        await new Promise((r) => setImmediate(r));
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    const backup = join(dir, "copy.db");
    const result = await backupDatabase(url, backup);
    writing = false;
    await writer;
    close();

    expect(result.path).toBe(backup);
    const copied = await countRows(backup, "pairs");
    expect(copied).toBeGreaterThan(0);
    expect(copied % 2).toBe(0);
    await expect(backupDatabase(url, backup)).rejects.toThrow(/already exists/);

    const restoredUrl = `file:${join(dir, "restored.db")}`;
    await restoreDatabase(restoredUrl, backup);
    expect(await countRows(join(dir, "restored.db"), "pairs")).toBe(copied);
    // The restored file opens as a normal, migrated database.
    const reopened = await openDatabase(restoredUrl);
    reopened.close();
  });

  it("refuses remote databases and files that are not ClubCost databases", async () => {
    await expect(backupDatabase("libsql://example.turso.io", join(dir, "x.db"))).rejects.toThrow(/Turso/);
    const stray = join(dir, "stray.db");
    const client = createClient({ url: `file:${stray}` });
    await client.execute("CREATE TABLE other (id INTEGER)");
    client.close();
    await expect(restoreDatabase(`file:${join(dir, "target.db")}`, stray)).rejects.toThrow(
      /not a ClubCost database/,
    );
  });
});

/** A database with `rows` rows in a table `marks`, and a backup of it holding `backupRows`. */
async function databaseAndBackup(name: string, rows: number, backupRows: number) {
  const path = join(dir, `${name}.db`);
  const backup = join(dir, `${name}-backup.db`);
  const { db, close } = await openDatabase(`file:${path}`);
  const client = (db as unknown as { $client: { execute: (sql: string) => Promise<unknown> } }).$client;
  await client.execute("CREATE TABLE marks (id INTEGER PRIMARY KEY)");
  for (let i = 0; i < backupRows; i++) await client.execute("INSERT INTO marks DEFAULT VALUES");
  await backupDatabase(`file:${path}`, backup);
  for (let i = backupRows; i < rows; i++) await client.execute("INSERT INTO marks DEFAULT VALUES");
  close();
  return { path, url: `file:${path}`, backup };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The number of a process that has ended. */
function deadPid(): number {
  return Number(
    execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]).toString(),
  );
}

describe("db:restore and the server's lock", () => {
  it("is refused while a server holds the database, and changes nothing", async () => {
    const { path, url, backup } = await databaseAndBackup("held", 3, 1);
    const release = acquireDatabaseLock(path, "server");
    await expect(restoreDatabase(url, backup)).rejects.toThrow(
      /server \(process \d+\) is using .*held\.db: stop it first/,
    );
    expect(await countRows(path, "marks")).toBe(3);
    release();
    await restoreDatabase(url, backup);
    expect(await countRows(path, "marks")).toBe(1);
    expect(existsSync(lockPathOf(path))).toBe(false);
  });

  it("keeps a second server off a database a server holds", async () => {
    const path = join(dir, "twice.db");
    const release = acquireDatabaseLock(path, "server");
    try {
      expect(() => acquireDatabaseLock(path, "server")).toThrow(
        /Another ClubCost server \(process \d+\) is using .*one server per database/,
      );
    } finally {
      release();
    }
    acquireDatabaseLock(path, "server")();
  });

  it("is refused while another live process holds the lock, unless it was written before the machine started", async () => {
    const { path, url, backup } = await databaseAndBackup("other", 2, 1);
    // The parent of this test process is alive and is not this process.
    writeFileSync(lockPathOf(path), `${process.ppid} server\n`);
    await expect(restoreDatabase(url, backup)).rejects.toThrow(/is using/);
    utimesSync(lockPathOf(path), new Date(0), new Date(0));
    await restoreDatabase(url, backup);
    expect(await countRows(path, "marks")).toBe(1);
  });

  it("takes over the stale lock of a process that is gone", async () => {
    const { path, url, backup } = await databaseAndBackup("stale", 2, 1);
    writeFileSync(lockPathOf(path), `${deadPid()} server\n`);
    await restoreDatabase(url, backup);
    expect(await countRows(path, "marks")).toBe(1);
    expect(existsSync(lockPathOf(path))).toBe(false);
  });

  it("the real server takes the lock at start and gives it back when it stops", async () => {
    const { path, url, backup } = await databaseAndBackup("served", 2, 1);
    const server = spawnServer(path, await freePort());
    try {
      await server.started;
      await expect(restoreDatabase(url, backup)).rejects.toThrow(
        new RegExp(`process ${server.pid}\\) is using`),
      );
    } finally {
      server.process.kill("SIGTERM");
      await server.ended;
    }
    expect(existsSync(lockPathOf(path))).toBe(false);
    await restoreDatabase(url, backup);
    expect(await countRows(path, "marks")).toBe(1);
    // A real server start on a busy machine needs more than the default limit.
  }, 180_000);

  it("the server does not start while a restore holds the database", async () => {
    const { path } = await databaseAndBackup("restoring", 1, 1);
    const release = acquireDatabaseLock(path, "restore");
    try {
      const server = spawnServer(path, await freePort());
      // A server that starts anyway is stopped, so the failure leaves no process behind.
      if (
        await server.started.then(
          () => true,
          () => false,
        )
      )
        server.process.kill("SIGTERM");
      const { code, stderr } = await server.ended;
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /A restore \(process \d+\) is replacing .*restoring\.db: start the server when it has finished/,
      );
    } finally {
      release();
    }
  }, 180_000);
});

/** The real Node server (worker/entry/node.ts) on a database file, in its own process. */
function spawnServer(databaseFile: string, port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "worker/entry/node.ts"], {
    cwd: join(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${databaseFile}`,
      JWT_SECRET: "backup-test-secret-backup-test-secret",
      DEMO_DATA: "off",
      WEB_DIST_DIR: "no-web-build-needed",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stderr })),
  );
  // Listening once it prints its address; a server that ends first did not start.
  const started = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes(`http://localhost:${port}`)) resolve();
    });
    void ended.then(({ code }) => reject(new Error(`the server ended (exit ${code}): ${stderr}`)));
  });
  // A test that expects the start to fail waits on `ended` alone.
  started.catch(() => undefined);
  return { process: child, pid: child.pid, started, ended };
}
