import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { calculations, clubKindFigures } from "../../worker/db/schema";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { normalizeDocument, parseDocument } from "../../worker/services/calculations/stored-document";
import { recomputeEveryClub } from "../../worker/services/clubs/template-figures";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";

/**
 * Migration 0014 (docs/decisions/158) on a copy of a database with history: the demo database as the
 * seed builds it, migrated up to 0013. The migration only adds the empty club_kind_figures table (no
 * document saved before it can hold a kind: the schema dropped unknown keys); the recompute CLI
 * (worker/cli/recompute-figures.ts) then fills it from every stored calculator.
 */
const TAG = "0014_club_kind_figures";
const dir = mkdtempSync(join(tmpdir(), "clubcost-kind-"));
let client: Client;
const db = () => drizzle(client, { schema });

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      ["clubs", "calculations", "calculation_history", "connections", "memberships"].map(async (table) => [
        table,
        (await client.execute(`select count(*) as n from ${table}`)).rows[0].n,
      ]),
    ),
  );

let before: Record<string, unknown>;
beforeAll(async () => {
  client = createClient({ url: `file:${join(dir, "copy.db")}` });
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, TAG) });
  // Today's seed writes today's schema (seasons, kind figures): it is copied into the 0013 one.
  await seedDemoOnOlderSchema(client, Date.UTC(2026, 10, 25));
  before = await counts();
  await migrate(db(), { migrationsFolder: resolve("migrations") });
});
afterAll(() => {
  client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 0014: the benchmark's kind figures", () => {
  it("adds the table, empty, and loses nothing", async () => {
    expect(await counts()).toEqual(before);
    expect(await db().select().from(clubKindFigures)).toEqual([]);
  });

  it("is filled by the recompute CLI with each club's figures as a save would write them", async () => {
    await recomputeEveryClub(db());
    const rows = await db().select().from(clubKindFigures);
    const documents = await db()
      .select()
      .from(calculations)
      .where(sql`${calculations.organizationType} = 'club'`);
    const template =
      (
        await db()
          .select()
          .from(calculations)
          .where(sql`${calculations.organizationType} = 'federation'`)
      )[0]?.document ?? null;
    const expected = documents.flatMap((row) =>
      normalizeDocument(parseDocument(row.document, row.organizationId), template).kinds.map((k) => ({
        clubId: row.organizationId,
        season: row.season,
        ...k,
      })),
    );
    const key = (r: { clubId: string; kind: string }) => `${r.clubId}|${r.kind}`;
    expect(rows.sort((a, b) => key(a).localeCompare(key(b)))).toEqual(
      expected.sort((a, b) => key(a).localeCompare(key(b))),
    );
    expect(rows.filter((r) => r.clubId === DEMO_CLUB_ID).map((r) => r.kind)).toEqual(
      expect.arrayContaining(["child", "youth", "leisure"]),
    );
  });
});
