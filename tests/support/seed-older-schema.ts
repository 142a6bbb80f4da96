import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { seasonOf } from "#core/season";
import * as schema from "../../worker/db/schema";
import { seedDemo } from "../../worker/seed/demo";

const columnsOf = async (client: Client, table: string, database: string) =>
  (
    await client.execute({ sql: "select name from pragma_table_info(?, ?)", args: [table, database] })
  ).rows.map((row) => String(row.name));

/**
 * The demo database as today's seed builds it, in a database migrated only up to an older migration
 * (the migration tests): today's seed writes today's schema, so it runs on a fully migrated file and
 * every column the older schema also has is copied across. Of the calculators and their history, only
 * the season of `now` is copied: before migration 0015 an organization had one calculator
 * (docs/decisions/167). Rows an older migration already wrote (the reference rates) are kept.
 */
export async function seedDemoOnOlderSchema(client: Client, now: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "clubcost-seed-"));
  const file = join(dir, "today.db");
  const today = createClient({ url: `file:${file}` });
  try {
    const db = drizzle(today, { schema });
    await migrate(db, { migrationsFolder: resolve("migrations") });
    await seedDemo(db, now);
  } finally {
    today.close();
  }
  await client.execute({ sql: "attach database ? as today", args: [file] });
  // Tables are copied in name order, a child before its parent: the keys hold once all are in.
  await client.execute("pragma foreign_keys = off");
  try {
    const tables = (
      await client.execute(
        "select name from main.sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_\\_drizzle%' escape '\\'",
      )
    ).rows.map((row) => String(row.name));
    for (const table of tables) {
      const older = await columnsOf(client, table, "main");
      const newer = new Set(await columnsOf(client, table, "today"));
      const shared = older.filter((column) => newer.has(column)).map((column) => `"${column}"`);
      if (shared.length === 0) continue;
      const oneSeason = newer.has("season") && !older.includes("season");
      await client.execute({
        sql: `insert or ignore into main."${table}" (${shared.join(", ")}) select ${shared.join(", ")} from today."${table}"${oneSeason ? " where season = ?" : ""}`,
        args: oneSeason ? [seasonOf(new Date(now))] : [],
      });
    }
  } finally {
    await client.execute("pragma foreign_keys = on");
    await client.execute("detach database today");
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A copy of the migrations folder in `dir` whose journal stops just before `tag`: migrating with it
 * builds the schema a migration test starts from.
 */
export function migrationsBefore(dir: string, tag: string): string {
  const folder = join(dir, "migrations-before");
  mkdirSync(join(folder, "meta"), { recursive: true });
  const journal = JSON.parse(readFileSync(resolve("migrations/meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  for (const file of readdirSync(resolve("migrations")))
    if (file.endsWith(".sql")) copyFileSync(resolve("migrations", file), join(folder, file));
  return folder;
}
