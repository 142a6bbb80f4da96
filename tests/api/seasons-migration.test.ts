import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seasonOf } from "#core/season";
import * as schema from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";

/**
 * Migration 0015 (seasons, docs/decisions/167) on a copy of a database with history: the demo database
 * as the seed builds it, on the 0014 schema, plus a club and the template with many saves. Every
 * calculator, save and kind figure becomes the season of the day the migration runs; nothing else
 * changes: every table holds the same rows, with the same values and ids, beside the new columns.
 */
const TAG = "0015_seasons";
const dir = mkdtempSync(join(tmpdir(), "clubcost-seasons-"));
let client: Client;
const db = () => drizzle(client, { schema });

const NEW_COLUMNS = new Set(["season", "members", "global_fees"]);
const tables = async () =>
  (
    await client.execute(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '\\_\\_drizzle%' escape '\\' order by name",
    )
  ).rows.map((row) => String(row.name));

/** Every table's rows (of these tables) in a stable order, without the columns 0015 adds to calculators. */
async function content(only?: string[]): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of only ?? (await tables())) {
    const rows = (await client.execute(`select * from "${table}" order by 1, 2, 3`)).rows;
    const keep = (name: string) =>
      !(
        ["calculations", "calculation_history", "club_kind_figures"].includes(table) && NEW_COLUMNS.has(name)
      );
    all[table] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name]) => keep(name))));
  }
  return all;
}

let before: Record<string, unknown[]>;
let season: string;
beforeAll(async () => {
  client = createClient({ url: `file:${join(dir, "copy.db")}` });
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, TAG) });
  await seedDemoOnOlderSchema(client, Date.UTC(2026, 10, 25));
  // Rows with history beyond the demo's single save: 30 saves of the demo club, 5 of the template.
  const [{ document: clubJson }] = (
    await client.execute({
      sql: "select document from calculations where organization_id = ?",
      args: [DEMO_CLUB_ID],
    })
  ).rows as unknown as {
    document: string;
  }[];
  for (let version = 2; version <= 30; version++) {
    await client.execute({
      sql: "insert into calculation_history (organization_id, version, document, modifier, saved_at) values (?, ?, ?, 'Claire Trésorière', ?)",
      args: [
        DEMO_CLUB_ID,
        version,
        clubJson.replace('"Coach"', `"Coach v${version}"`),
        Date.UTC(2026, 8, version),
      ],
    });
  }
  for (let version = 2; version <= 5; version++) {
    await client.execute({
      sql: "insert into calculation_history (organization_id, version, document, saved_at) select organization_id, ?, document, ? from calculation_history where organization_id = ? and version = 1",
      args: [version, Date.UTC(2026, 9, version), DEMO_FEDERATION_ID],
    });
  }
  await client.execute({
    sql: "update calculations set version = 30 where organization_id = ?",
    args: [DEMO_CLUB_ID],
  });
  await client.execute({
    sql: "update calculations set version = 5 where organization_id = ?",
    args: [DEMO_FEDERATION_ID],
  });
  before = await content();
  // The season on the day the migration runs, as the migration itself computes it (UTC).
  season = seasonOf(new Date());
  // Through 0015 only: later migrations change rows on purpose (ids in documents, sizes of saves, rates).
  await migrate(db(), {
    migrationsFolder: migrationsBefore(join(dir, "through"), "0016_benchmark_snapshots"),
  });
});
afterAll(() => {
  client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 0015: seasons", () => {
  it("loses nothing: every table has the same rows and values, ids included", async () => {
    // Later migrations may add tables (migrations are applied up to the last): the tables before are compared.
    expect(await tables()).toEqual(expect.arrayContaining(Object.keys(before)));
    const after = await content(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
    expect(before.calculation_history.length).toBeGreaterThan(40);
    expect(before.club_kind_figures.length).toBeGreaterThan(30);
  });

  it("makes every calculator, save and kind figure the current season's", async () => {
    for (const table of ["calculations", "calculation_history", "club_kind_figures"]) {
      const seasons = (await client.execute(`select distinct season from ${table}`)).rows.map(
        (row) => row.season,
      );
      expect(seasons, table).toEqual([season]);
    }
  });

  it("names the season in SQL as core/season.ts does, on the days where months and years turn", async () => {
    const days = [
      "2026-09-01",
      "2026-08-31",
      "2026-12-31",
      "2027-01-01",
      "2027-01-31",
      "2026-10-31",
      "2027-03-31",
      "2027-07-31",
      "2028-02-29",
    ];
    for (const day of days) {
      const { rows } = await client.execute({
        sql: "select cast(strftime('%Y', ?, '-8 months') as integer) || '-' || (cast(strftime('%Y', ?, '-8 months') as integer) + 1) as season",
        args: [day, day],
      });
      expect(rows[0].season, day).toBe(seasonOf(new Date(`${day}T12:00:00Z`)));
    }
  });

  it("keeps on each club's calculator the figures its club row lists; none on a template", async () => {
    const rows = (
      await client.execute(`select k.organization_type as type, k.members as km, k.global_fees as kf, c.members as cm, c.global_fees as cf
        from calculations k left join clubs c on c.id = k.organization_id`)
    ).rows;
    for (const row of rows) {
      if (row.type === "club") expect([row.km, row.kf]).toEqual([row.cm, row.cf]);
      else expect([row.km, row.kf]).toEqual([0, 0]);
    }
    expect(rows.filter((row) => row.type === "club" && Number(row.km) > 0).length).toBeGreaterThan(30);
  });

  it("keeps the versions and the history's ids going on", async () => {
    const [club] = (
      await client.execute({
        sql: "select version from calculations where organization_id = ?",
        args: [DEMO_CLUB_ID],
      })
    ).rows;
    expect(club.version).toBe(30);
    const { rows } = await client.execute("select max(id) as top from calculation_history");
    await client.execute({
      sql: "insert into calculation_history (organization_id, season, version, document) values (?, ?, 31, '{}')",
      args: [DEMO_CLUB_ID, season],
    });
    const [next] = (await client.execute("select max(id) as top from calculation_history")).rows;
    expect(Number(next.top)).toBe(Number(rows[0].top) + 1);
    // The same version in another season is another calculator's; the same season twice is refused.
    await client.execute({
      sql: "insert into calculation_history (organization_id, season, version, document) values (?, '2019-2020', 31, '{}')",
      args: [DEMO_CLUB_ID],
    });
    await expect(
      client.execute({
        sql: "insert into calculation_history (organization_id, season, version, document) values (?, ?, 31, '{}')",
        args: [DEMO_CLUB_ID, season],
      }),
    ).rejects.toThrow(/UNIQUE/);
  });
});
