import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@libsql/client";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openReaderDatabase } from "./reader-database";

let dir: string;
let url: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "clubcost-reader-"));
  url = `file:${join(dir, "reader.db")}`;
  const client = createClient({ url });
  await client.execute("create table t (n integer)");
  await client.execute("insert into t values (1), (2), (3)");
  client.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A statement that keeps a thread busy for a few hundred milliseconds.
const slow = sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 3000000) select count(*) as c from n`;
const quick = sql`select sum(n) as s from t`;

/** The order in which a slow read and a quick one sent just after it are answered. */
async function answerOrder(threads: number) {
  const reader = openReaderDatabase(url, threads);
  try {
    // Every thread started and ready first: a thread's start-up must not decide the race.
    await Promise.all(Array.from({ length: threads }, () => reader.db.all(quick)));
    const order: string[] = [];
    await Promise.all([
      reader.db.all(slow).then(() => order.push("slow")),
      reader.db.all(quick).then(() => order.push("quick")),
    ]);
    return order;
  } finally {
    reader.close();
  }
}

describe("reader threads", () => {
  it("answer reads with the rows the file holds", async () => {
    const reader = openReaderDatabase(url);
    try {
      expect(await reader.db.all(quick)).toEqual([{ s: 6 }]);
      await expect(reader.db.run(sql`insert into t values (4)`)).rejects.toThrow();
    } finally {
      reader.close();
    }
  });

  it("let a quick read pass a slow one on a second thread", async () => {
    expect(await answerOrder(2)).toEqual(["quick", "slow"]);
  });

  it("queue reads behind each other on a single thread", async () => {
    expect(await answerOrder(1)).toEqual(["slow", "quick"]);
  });

  it("close without aborting the process while a thread still opens the file", async () => {
    // Both threads start with the first call; the one that did not answer it is still opening the
    // file when the reader closes. Terminating it inside libsql's native code aborted the process.
    for (let i = 0; i < 20; i++) {
      const reader = openReaderDatabase(url, 2);
      expect(await reader.db.all(quick)).toEqual([{ s: 6 }]);
      reader.close();
    }
  });
});
