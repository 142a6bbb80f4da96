import { readFileSync } from "node:fs";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../worker/db/schema";
import { checkMigrations, KNOWN_EXCEPTIONS, readMigrations, report } from "./migration-check.mjs";

// CI's check of expand-then-contract (docs/decisions/216): every migration of migrations/ against the schema
// the migrations before it left, and fixtures that prove it refuses a rebuild like 0015 and accepts an expand.

/** The tables and `table.column` names the current code reads and writes, from worker/db/schema.ts. */
const used = new Set(
  Object.values(schema)
    .filter((value) => is(value, SQLiteTable))
    .flatMap((table) => {
      const { name, columns } = getTableConfig(table as SQLiteTable);
      return [name, ...columns.map((column) => `${name}.${column.name}`)];
    }),
);
const inUse = (name: string) => used.has(name);
const migrations = readMigrations("migrations");
const fixture = (name: string) => ({
  tag: `9001_${name}`,
  sql: readFileSync(`tests/support/fixtures/migrations/${name}.sql`, "utf8"),
});
const check = (...extra: { tag: string; sql: string }[]) =>
  checkMigrations([...migrations, ...extra], { inUse });

describe("the migrations of migrations/", () => {
  it("each keeps what the release before it uses; 0015_seasons and 0009_drop_triggers are the known, accepted exceptions", async () => {
    const result = await check();
    expect(report(result)).toEqual(
      result.accepted.map(({ tag, reason }) => `accepted (known exception): ${tag}: ${reason}`),
    );
    expect(result.problems).toEqual([]);
    expect(result.accepted.map(({ tag }) => tag)).toEqual(["0009_drop_triggers", "0015_seasons"]);
  });

  it("name only migrations that are in the journal as exceptions (a typo would silently accept nothing)", () => {
    for (const tag of Object.keys(KNOWN_EXCEPTIONS)) expect(migrations.map((m) => m.tag)).toContain(tag);
  });

  it("would refuse 0015_seasons if it were not already applied: a changed primary key, a new not-null column", async () => {
    const { problems } = await checkMigrations(migrations, { known: {}, inUse });
    const of0015 = problems.filter(({ tag }) => tag === "0015_seasons").map(({ problem }) => problem);
    expect(of0015).toContain(
      "changes the primary key of calculations (organization_id to organization_id,season): the previous release's ON CONFLICT targets it",
    );
    expect(of0015).toContain(
      "adds calculations.season not null without a default: the previous release's inserts fail",
    );
  });
});

describe("a new migration", () => {
  it.each([
    ["rebuild-like-0015", "changes the primary key of calculations"],
    ["drop-column", "drops or renames column calculations.modifier_id"],
    ["rename-column", "drops or renames column calculations.modifier"],
  ])("is refused when it breaks the release before it (%s)", async (name, problem) => {
    const { problems } = await check(fixture(name));
    expect(problems.map((p) => `${p.tag} ${p.problem}`).join("\n")).toContain(`9001_${name} ${problem}`);
    expect(report({ problems, accepted: [] }).at(-1)).toContain("remove one release later");
  });

  it("is accepted when it only adds: a table, a nullable column, a column with a default, an index, a data update", async () => {
    expect((await check(fixture("expand-only"))).problems).toEqual([]);
  });

  it("may remove one release later what it declares with '-- contract:' and no code uses any more", async () => {
    const expand = fixture("expand-only");
    expect(
      (await check(expand, { ...fixture("contract-unused"), tag: "9002_contract-unused" })).problems,
    ).toEqual([]);
  });

  it("may not contract what the code still uses, declared or not", async () => {
    const { problems } = await check(fixture("contract-in-use"));
    expect(problems).toEqual([
      { tag: "9001_contract-in-use", problem: "contracts calculations.modifier, which the code still uses" },
    ]);
  });
});
