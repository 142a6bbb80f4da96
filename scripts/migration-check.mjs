// Expand-then-contract (docs/decisions/216): a migration never drops, renames or rebuilds what the release
// before it uses, because that release keeps serving after the migration runs (the deploy migrates before
// the switch, a gradual roll-out keeps part of the traffic on it, a rollback goes back to it). Each
// migration is applied to a database holding every migration before it (the previous release's schema),
// and what it took away is compared with what it found. `node scripts/migration-check.mjs` runs it on
// migrations/; CI runs it through scripts/migration-check.test.ts; `npm run deploy` before migrating.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";

/**
 * Migrations that broke the rule before it was checked; all are applied in production, so they stay as
 * they are. A new entry here is never the answer: split the change into an expand and a later contract.
 */
/** @type {Record<string, string>} */
export const KNOWN_EXCEPTIONS = {
  "0009_drop_triggers":
    "dropped the triggers that kept the club list rows, connection counts and statistics versions: the services write them since that release (decision 123)",
  "0015_seasons":
    "rebuilt calculations, calculation_history and club_kind_figures with the season in their keys: the release before answered 500 on a save (ON CONFLICT no longer matched the primary key) until the switch (issue 45.2)",
};

/**
 * The migrations of a folder in drizzle-kit's journal order.
 * @param {string} folder
 * @returns {{ tag: string, sql: string }[]}
 */
export function readMigrations(folder) {
  const journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8"));
  return journal.entries.map((/** @type {{ tag: string }} */ { tag }) => ({
    tag,
    sql: readFileSync(join(folder, `${tag}.sql`), "utf8"),
  }));
}

/**
 * What a later release removes on purpose, declared in the migration: one `-- contract: <table>` or
 * `-- contract: <table>.<column>` line per object, allowed only when no code still uses it.
 */
export function declaredContracts(sql) {
  return [...sql.matchAll(/^--\s*contract:\s*([A-Za-z0-9_.]+)/gm)].map((match) => match[1]);
}

/** The parts of a schema the previous release's statements depend on. */
async function schemaOf(client) {
  const quote = (name) => `"${name.replaceAll('"', '""')}"`;
  const objects = (
    await client.execute(
      "select type, name, tbl_name from sqlite_master where name not like 'sqlite_%' and name not like '__drizzle%'",
    )
  ).rows;
  const tables = {};
  for (const { name } of objects.filter((o) => o.type === "table")) {
    const columns = (await client.execute(`pragma table_info(${quote(name)})`)).rows;
    const unique = [];
    for (const index of (await client.execute(`pragma index_list(${quote(name)})`)).rows) {
      if (!index.unique) continue;
      const parts = (await client.execute(`pragma index_info(${quote(index.name)})`)).rows.map(
        (row) => row.name,
      );
      unique.push(parts.join(","));
    }
    tables[name] = {
      columns: Object.fromEntries(
        columns.map((c) => [
          c.name,
          {
            type: String(c.type).toLowerCase(),
            notnull: Number(c.notnull),
            hasDefault: c.dflt_value !== null,
          },
        ]),
      ),
      primaryKey: columns
        .filter((c) => Number(c.pk) > 0)
        .sort((a, b) => Number(a.pk) - Number(b.pk))
        .map((c) => c.name)
        .join(","),
      unique,
    };
  }
  const triggers = objects.filter((o) => o.type === "trigger").map((o) => o.name);
  return { tables, triggers };
}

/** What `after` took away from `before` that code written for `before` relies on. */
export function compareSchemas(before, after, contracts = []) {
  const problems = [];
  const declared = (name) => contracts.includes(name);
  for (const [table, was] of Object.entries(before.tables)) {
    const now = after.tables[table];
    if (!now) {
      if (!declared(table)) problems.push(`drops or renames table ${table}`);
      continue;
    }
    for (const [column, shape] of Object.entries(was.columns)) {
      const kept = now.columns[column];
      if (!kept) {
        if (!declared(`${table}.${column}`)) problems.push(`drops or renames column ${table}.${column}`);
      } else if (kept.type !== shape.type || kept.notnull > shape.notnull) {
        problems.push(
          `changes column ${table}.${column} (${shape.type}${shape.notnull ? " not null" : ""} to ${kept.type}${kept.notnull ? " not null" : ""})`,
        );
      }
    }
    if (now.primaryKey !== was.primaryKey)
      problems.push(
        `changes the primary key of ${table} (${was.primaryKey || "rowid"} to ${now.primaryKey || "rowid"}): the previous release's ON CONFLICT targets it`,
      );
    for (const unique of was.unique)
      if (!now.unique.includes(unique))
        problems.push(
          `drops the unique index on ${table}(${unique}): the previous release's ON CONFLICT may target it`,
        );
    for (const [column, shape] of Object.entries(now.columns)) {
      if (!was.columns[column] && shape.notnull && !shape.hasDefault)
        problems.push(
          `adds ${table}.${column} not null without a default: the previous release's inserts fail`,
        );
    }
  }
  for (const trigger of before.triggers)
    if (!after.triggers.includes(trigger) && !declared(trigger)) problems.push(`drops trigger ${trigger}`);
  return problems;
}

/**
 * Applies the migrations in order to an empty database, each checked against the schema of those before
 * it. Answers `{ problems: [{ tag, problem }], accepted: [{ tag, reason }] }`: a migration named in
 * `known` is reported as accepted instead. `inUse(name)` says whether the current code still uses a table
 * or `table.column` a migration declares as contracted.
 * @param {{ tag: string, sql: string }[]} migrations
 * @param {{ known?: Record<string, string>, inUse?: (name: string) => boolean }} [options]
 * @returns {Promise<{ problems: { tag: string, problem: string }[], accepted: { tag: string, reason: string }[] }>}
 */
export async function checkMigrations(migrations, { known = KNOWN_EXCEPTIONS, inUse = () => false } = {}) {
  const client = createClient({ url: ":memory:" });
  const problems = [];
  const accepted = [];
  try {
    let before = await schemaOf(client);
    for (const { tag, sql } of migrations) {
      const contracts = declaredContracts(sql);
      const found = contracts.filter(inUse).map((name) => `contracts ${name}, which the code still uses`);
      try {
        await client.executeMultiple(sql);
      } catch (error) {
        found.push(`does not apply after the migrations before it: ${error.message.split("\n")[0]}`);
      }
      const after = await schemaOf(client);
      found.push(...compareSchemas(before, after, contracts));
      before = after;
      if (found.length && known[tag]) accepted.push({ tag, reason: known[tag] });
      else problems.push(...found.map((problem) => ({ tag, problem })));
    }
  } finally {
    client.close();
  }
  return { problems, accepted };
}

/** The lines an operator or CI reads: one per problem, with what to do. */
export function report({ problems, accepted }) {
  const lines = accepted.map(({ tag, reason }) => `accepted (known exception): ${tag}: ${reason}`);
  for (const { tag, problem } of problems) lines.push(`${tag} ${problem}`);
  if (problems.length)
    lines.push(
      "The release before this one still runs on this schema (during the deploy, a gradual roll-out and after a rollback): add in this release (new tables, new columns nullable or with a default, new indexes, data updates), remove one release later with a '-- contract: <table>.<column>' line (docs/deploy.md, schema changes).",
    );
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? new URL("../migrations", import.meta.url).pathname;
  const result = await checkMigrations(readMigrations(folder));
  for (const line of report(result)) console.log(line);
  process.exit(result.problems.length ? 1 : 0);
}
