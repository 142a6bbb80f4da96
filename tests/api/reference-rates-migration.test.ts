import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveRates, type RateCode } from "#core/reference-rates";
import * as schema from "../../worker/db/schema";
import { referenceRates } from "../../worker/db/schema";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";

/**
 * Migration 0018 (issue 38.11) on a copy of a database with history: the demo database migrated up to
 * the one before, with a federation's own rate and an admin's national row added then. The migration
 * adds the English source and the correction link, gives the seed's rows their English source and an
 * honest one where no national rate exists, and touches no row someone added.
 */
const TAG = "0018_reference_rates_corrections";
const dir = mkdtempSync(join(tmpdir(), "clubcost-rates-"));
let client: Client;
const db = () => drizzle(client, { schema });
let before: { code: string; value: number; valid_from: string; source: string }[];

beforeAll(async () => {
  client = createClient({ url: `file:${join(dir, "copy.db")}` });
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, TAG) });
  await seedDemoOnOlderSchema(client, Date.UTC(2026, 10, 25));
  // Someone's own rows, whose words the migration must not touch even where they match the seed's.
  await client.execute(
    "insert into reference_rates (code, value, valid_from, source, created_by) values ('GYM', 20, '2026-09-01', 'ClubCost : tarif par défaut d''une heure de gymnase, sans barème national', 'admin-user')",
  );
  before = (await client.execute("select code, value, valid_from, source from reference_rates order by id"))
    .rows as unknown as typeof before;
  await migrate(db(), { migrationsFolder: resolve("migrations") });
});
afterAll(() => {
  client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 0018: reference rates in both languages, and corrections", () => {
  it("keeps every row and value, and adds the two columns (no correction yet)", async () => {
    const rows = await db().select().from(referenceRates).orderBy(referenceRates.id);
    expect(rows.map((r) => [r.code, r.value, r.validFrom])).toEqual(
      before.map((r) => [r.code, r.value, r.valid_from]),
    );
    expect(rows.every((r) => r.correctsId === null)).toBe(true);
  });

  it("gives the seed's rows an English source and no 'ClubCost' as a source; leaves someone's own row as it was", async () => {
    const rows = await db().select().from(referenceRates).orderBy(referenceRates.id);
    const seed = rows.filter((r) => r.createdBy === null && !["FMP", "DRT", "OCA"].includes(r.code));
    expect(seed.map((r) => r.code)).toEqual(["SMIC", "SMIC", "EMPLOYER_CHARGES", "GYM", "GRD", "CIS"]);
    for (const row of seed) {
      expect(row.sourceEn, row.code).toBeTruthy();
      expect(row.source, row.code).not.toMatch(/^ClubCost/);
    }
    const own = rows.find((r) => r.createdBy === "admin-user");
    expect(own).toMatchObject({
      source: "ClubCost : tarif par défaut d'une heure de gymnase, sans barème national",
      sourceEn: null,
    });
  });

  it("resolves the season's rates as before, the volunteer hour now derived from the SMIC", async () => {
    const rows = (await db().select().from(referenceRates)).map((r) => ({ ...r, code: r.code as RateCode }));
    const rates = resolveRates(rows, "2026-2027", "2026-11-25");
    expect(rates.map((r) => [r.code, r.value])).toEqual([
      ["SMIC", 12.02],
      ["EMPLOYER_CHARGES", 0],
      ["GYM", 20],
      ["GRD", 22.65],
      ["FMP", 12.02],
      ["DRT", 12.02],
      ["OCA", 12.02],
      ["CIS", 3.37],
    ]);
  });
});
