import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../worker/platform/node/database";
import { backupDatabase, restoreDatabase } from "../../worker/platform/node/backup";

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
        await (db as unknown as { $client: { batch: (s: string[], mode: string) => Promise<unknown> } }).$client.batch(
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
    await expect(restoreDatabase(`file:${join(dir, "target.db")}`, stray)).rejects.toThrow(/not a ClubCost database/);
  });
});
