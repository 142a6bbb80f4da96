import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";

/**
 * Migration 0019 (docs/decisions/208, 209) on a copy of a database with history: the demo database,
 * migrated up to 0018. Every save kept so far gets its size; nothing is lost; the webhook
 * transmissions' table starts empty.
 */
const TAG = "0019_history_bytes_webhook_transmissions";
const dir = mkdtempSync(join(tmpdir(), "clubcost-bytes-"));
let client: Client;
const db = () => drizzle(client, { schema });
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ["clubs", "calculations", "calculation_history", "payment_events"].map(async (table) => [
        table,
        (await client.execute(`select count(*) as n from ${table}`)).rows[0].n,
      ]),
    ),
  );

/** Migrations up to this one included: a later one that rewrites documents is not this one's to measure. */
function migrationsThrough(tag: string): string {
  const entries = (
    JSON.parse(readFileSync(resolve("migrations/meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    }
  ).entries;
  const next = entries[entries.findIndex((entry) => entry.tag === tag) + 1];
  return next ? migrationsBefore(mkdtempSync(join(dir, "through-")), next.tag) : resolve("migrations");
}

let before: Record<string, unknown>;
beforeAll(async () => {
  client = createClient({ url: `file:${join(dir, "copy.db")}` });
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, TAG) });
  await seedDemoOnOlderSchema(client, Date.UTC(2026, 10, 25));
  before = await counts();
  await migrate(db(), { migrationsFolder: migrationsThrough(TAG) });
});
afterAll(() => {
  client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 0019: the history's sizes and the webhook transmissions", () => {
  it("measures every save kept before it, and loses nothing", async () => {
    expect(await counts()).toEqual(before);
    const rows = (
      await client.execute(
        "select bytes, length(cast(document as blob)) as measured from calculation_history",
      )
    ).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Number(row.bytes)).toBe(Number(row.measured));
  });

  it("adds the transmissions' table, empty", async () => {
    expect((await client.execute("select count(*) as n from payment_transmissions")).rows[0].n).toBe(0);
  });
});
