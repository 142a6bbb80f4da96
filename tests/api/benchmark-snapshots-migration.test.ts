import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubBenchmark } from "#core/schemas/benchmark";
import * as schema from "../../worker/db/schema";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Migration 0016 (docs/decisions/195) on a database with history: the demo database migrated up to
 * 0015, then opened by the app, which applies 0016. It only adds the empty benchmark_snapshots
 * table; the first club's view of the day takes the federation's snapshot.
 */
const TAG = "0016_benchmark_snapshots";
const dir = mkdtempSync(join(tmpdir(), "clubcost-snapshots-"));
const file = join(dir, "copy.db");
let t: TestApp;

const TABLES = [
  "clubs",
  "calculations",
  "calculation_history",
  "club_kind_figures",
  "connections",
  "memberships",
];
const counts = async (client: Client) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => [
        table,
        (await client.execute(`select count(*) as n from ${table}`)).rows[0].n,
      ]),
    ),
  );

let before: Record<string, unknown>;
beforeAll(async () => {
  const client = createClient({ url: `file:${file}` });
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsBefore(dir, TAG) });
    await seedDemoOnOlderSchema(client, Date.now());
    before = await counts(client);
  } finally {
    client.close();
  }
  t = await createTestApp({ demo: false, env: { DATABASE_URL: `file:${file}` } });
});
afterAll(() => {
  t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 0016: the club benchmark's daily snapshots", () => {
  it("adds the table, empty, and loses nothing", async () => {
    const client = createClient({ url: `file:${file}` });
    try {
      expect(await counts(client)).toEqual(before);
      expect((await client.execute("select count(*) as n from benchmark_snapshots")).rows[0].n).toBe(0);
    } finally {
      client.close();
    }
  });

  it("serves the demo club's view from a snapshot taken at its first call", async () => {
    const token = await t.login("club@demo.clubcost.app");
    const { http, body } = await t.call<ClubBenchmark>("/api/statistics/benchmark/club", {
      token,
      headers: { "x-organization-id": DEMO_CLUB_ID },
    });
    expect(http, JSON.stringify(body)).toBe(200);
    expect(body.data.categories.map((c) => c.federation?.clubs)).toEqual([
      expect.any(Number),
      expect.any(Number),
      expect.any(Number),
    ]);
    expect(await t.deps.db().select().from(schema.benchmarkSnapshots)).toHaveLength(1);
  });
});
