import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPlaceIds } from "#core/calculator-ids";
import { calculatorSchema } from "#core/schemas/calculator";
import * as schema from "../../worker/db/schema";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";

/**
 * Migration 0020 (season-money.md section 1, docs/decisions/220) on a copy of a database with history:
 * the demo database migrated up to 0019, its documents as they were before ids (today's seed writes
 * them with ids: they are taken out), plus history versions with other revenues, a list missing and a
 * category without lines. Then the real migrations run.
 */
const TAG = "0020_item_ids";
const dir = mkdtempSync(join(tmpdir(), "clubcost-ids-"));
let client: Client;
const db = () => drizzle(client, { schema });

type Json = Record<string, unknown>;
const ITEM_LISTS = [
  "federalFees",
  "internalFees",
  "globalSubsidies",
  "otherRevenues",
  "benefits",
  "groups",
  "categories",
  "fees",
  "subsidies",
];

/** The document as stored before 0020: no item has an id (scenarios keep theirs, they are not items). */
function withoutItemIds(value: unknown, inItemList = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutItemIds(item, inItemList));
  if (!value || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "id" && inItemList) continue;
    out[key] = withoutItemIds(item, ITEM_LISTS.includes(key));
  }
  return out;
}

const documents = async () => {
  const rows = await client.execute(
    "select 'c' || rowid as ref, document from calculations union all select 'h' || id, document from calculation_history order by 1",
  );
  return new Map(rows.rows.map((row) => [String(row.ref), String(row.document)]));
};

const extraHistory = (version: number, doc: Json) =>
  client.execute({
    sql: "insert into calculation_history (organization_id, season, version, document) values (?, '2026-2027', ?, ?)",
    args: [DEMO_CLUB_ID, version, JSON.stringify(doc)],
  });

let before: Map<string, string>;
beforeAll(async () => {
  client = createClient({ url: `file:${join(dir, "copy.db")}` });
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, TAG) });
  await seedDemoOnOlderSchema(client, Date.UTC(2026, 10, 25));
  for (const [ref, json] of await documents()) {
    const table = ref.startsWith("c") ? "calculations" : "calculation_history";
    const key = ref.startsWith("c") ? "rowid" : "id";
    await client.execute({
      sql: `update ${table} set document = ? where ${key} = ?`,
      args: [JSON.stringify(withoutItemIds(JSON.parse(json))), Number(ref.slice(1))],
    });
  }
  const base = {
    organizationId: DEMO_CLUB_ID,
    currency: "EUR",
    precision: 0.5,
    federalFees: [{ name: "Licences", value: -2400.1 }],
    globalSubsidies: [],
    benefits: [],
  };
  await extraHistory(901, {
    ...base,
    // No internalFees at all, other revenues, a scenario (its id is not an item's), a category without lines.
    otherRevenues: [
      { name: "Bar", value: 1234.5678901234567 },
      { name: "Tombola", value: 0 },
    ],
    scenarios: [
      {
        id: "s1",
        name: "Moins",
        membersPct: -10,
        subsidiesPct: 0,
        feesPct: 0,
        pricesPct: 0,
        paidBenefits: [],
      },
    ],
    groups: [
      { name: "A", categories: [{ name: "Sans lignes", members: 3 }] },
      { name: "B", categories: [] },
      {
        name: "C",
        categories: [
          {
            name: "Avec",
            members: 2,
            fees: [{ name: "F", value: -1e-7 }],
            subsidies: [
              { name: "S", value: 1 },
              { name: "T", value: 2 },
            ],
          },
        ],
      },
    ],
    context: { inputMembership: false },
  });
  await extraHistory(902, { ...base, groups: [{ name: "Sans catégories" }] });
  before = await documents();
  await migrate(db(), { migrationsFolder: resolve("migrations") });
});
afterAll(() => {
  client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("migration 0020: every stored item gets an id", () => {
  it("starts from documents without ids, current and in history", () => {
    expect(before.size).toBeGreaterThan(10);
    for (const json of before.values()) expect(json).not.toMatch(/"id":"(ff|if|gs|or|b|g)\d/);
  });

  it("gives every item the id of its place, as core's withPlaceIds does, and changes nothing else", async () => {
    const after = await documents();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [ref, json] of after) {
      const was = JSON.parse(before.get(ref)!) as Json;
      // The same text: every other field, number and key order as it was, each id added last in its item.
      expect(json, ref).toBe(JSON.stringify(withPlaceIds(was)));
      expect(withoutItemIds(JSON.parse(json))).toEqual(was);
    }
  });

  it("names the items it met, in the edge cases too", async () => {
    const doc = JSON.parse(
      [...(await documents()).values()].find((json) => json.includes("Sans lignes"))!,
    ) as Json;
    expect(doc).toMatchObject({
      federalFees: [{ id: "ff1" }],
      otherRevenues: [{ id: "or1", value: 1234.5678901234567 }, { id: "or2" }],
      scenarios: [{ id: "s1" }],
      groups: [
        { id: "g1", categories: [{ id: "g1c1", name: "Sans lignes" }] },
        { id: "g2", categories: [] },
        {
          id: "g3",
          categories: [
            {
              id: "g3c1",
              fees: [{ id: "g3c1f1", value: -1e-7 }],
              subsidies: [{ id: "g3c1s1" }, { id: "g3c1s2" }],
            },
          ],
        },
      ],
    });
    expect(doc).not.toHaveProperty("internalFees");
    expect((doc.groups as Json[])[0].categories).toEqual([{ name: "Sans lignes", members: 3, id: "g1c1" }]);
  });

  it("leaves documents the schema takes, with unique ids", async () => {
    for (const [ref, json] of await documents()) {
      if (json.includes("Sans catégories") || json.includes("Sans lignes")) continue; // written by hand above, not complete documents
      const parsed = calculatorSchema.safeParse(JSON.parse(json));
      expect(parsed.success ? null : parsed.error.issues[0], ref).toBeNull();
    }
  });

  it("changes nothing when it runs again", async () => {
    const once = await documents();
    const statements = readFileSync(resolve("migrations", `${TAG}.sql`), "utf8").split(
      "--> statement-breakpoint",
    );
    for (const statement of statements) await client.execute(statement);
    expect(await documents()).toEqual(once);
  });
});
