import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheStatements } from "./statement-cache.mjs";

// Counts the statements libsql really prepares, under the cache (installed once per thread, here with room for 2).
const Database = createRequire(import.meta.url)("libsql");
const prepareAnew = Database.prototype.prepare;
const prepared: string[] = [];
Database.prototype.prepare = function (this: unknown, sql: string) {
  prepared.push(sql);
  return prepareAnew.call(this, sql);
};
cacheStatements(2);

let dir: string;
let client: Client;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "clubcost-statements-"));
  client = createClient({ url: `file:${join(dir, "cache.db")}`, concurrency: 1 });
  await client.execute("create table t (id text primary key, n integer not null)");
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const timesPrepared = (sql: string) => prepared.filter((text) => text === sql).length;

describe("cacheStatements", () => {
  it("prepares a statement once and binds each call's own values", async () => {
    const insert = "insert into t (id, n) values (?, ?)";
    for (const [id, n] of [
      ["a", 1],
      ["b", 2],
      ["c", 3],
    ] as const)
      await client.execute({ sql: insert, args: [id, n] });
    const select = "select id, n from t where n >= ? order by id";
    expect((await client.execute({ sql: select, args: [2] })).rows.map((row) => row.id)).toEqual(["b", "c"]);
    expect((await client.execute({ sql: select, args: [3] })).rows.map((row) => ({ ...row }))).toEqual([
      { id: "c", n: 3 },
    ]);
    expect(timesPrepared(insert)).toBe(1);
    expect(timesPrepared(select)).toBe(1);
  });

  it("keeps a statement usable after it failed", async () => {
    const insert = "insert into t (id, n) values (?, ?)";
    await expect(client.execute({ sql: insert, args: ["a", 9] })).rejects.toThrow(/UNIQUE|PRIMARY/i);
    await expect(client.execute({ sql: insert, args: ["z", null] })).rejects.toThrow(/NOT NULL/i);
    await client.execute({ sql: insert, args: ["d", 4] });
    expect((await client.execute("select count(*) as c from t")).rows[0].c).toBe(4);
  });

  it("prepares again after a schema change, with the new columns", async () => {
    const all = "select * from t where id = ?";
    expect((await client.execute({ sql: all, args: ["a"] })).columns).toEqual(["id", "n"]);
    await client.execute("alter table t add column note text");
    expect((await client.execute({ sql: all, args: ["a"] })).columns).toEqual(["id", "n", "note"]);
    expect(timesPrepared(all)).toBe(2);
  });

  it("keeps only the most recently used statements", async () => {
    const texts = ["select 1 as x", "select 2 as x", "select 3 as x"];
    for (const text of texts) await client.execute(text);
    await client.execute(texts[2]);
    await client.execute(texts[0]);
    expect(texts.map(timesPrepared)).toEqual([2, 1, 1]);
  });
});
