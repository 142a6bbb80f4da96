import { sql } from "drizzle-orm";
import { BUNDLED_MIGRATION } from "../../db/bundled-migrations";
import type { Deps } from "../../deps";
import { causeCode } from "../../http/error-cause";
import { isDatabaseUnavailable } from "../../http/errors";

export type CheckName = "database" | "kv" | "migrations";
/** "ok", "skipped" (the check could not run, or this platform has no such store) or a short cause: no secrets, no messages. */
export type Checks = Record<CheckName, string>;

/**
 * GET support/ready: the database answers, the flag store (KV on Workers) answers, and the newest
 * migration applied to the database is the newest this build carries. Liveness (support/health)
 * touches none of them; a load balancer or a deploy check uses this one.
 */
export async function readiness(deps: Deps): Promise<{ ready: boolean; failed: CheckName[]; checks: Checks; migration: string }> {
  const [database, kv] = await Promise.all([newestMigration(deps), probeFlags(deps)]);
  const checks: Checks =
    database.state === "unreachable"
      ? { database: database.cause, kv, migrations: "skipped" }
      : { database: "ok", kv, migrations: database.state === "no-table" ? "not-applied" : migrationState(database.when) };
  const failed = (Object.keys(checks) as CheckName[]).filter((name) => checks[name] !== "ok" && checks[name] !== "skipped");
  return { ready: failed.length === 0, failed, checks, migration: BUNDLED_MIGRATION.tag };
}

function migrationState(applied: number | null): string {
  if (applied === BUNDLED_MIGRATION.when) return "ok";
  // Older: `npm run migrate` was not run for this deploy; newer: this build is older than the database.
  return applied === null || applied < BUNDLED_MIGRATION.when ? "behind" : "ahead";
}

type Newest = { state: "read"; when: number | null } | { state: "no-table" } | { state: "unreachable"; cause: string };

async function newestMigration(deps: Deps): Promise<Newest> {
  try {
    const row = await deps.db().get<{ applied: number | string | null }>(sql`select max(created_at) as applied from __drizzle_migrations`);
    return { state: "read", when: row?.applied == null ? null : Number(row.applied) };
  } catch (error) {
    // Reached, but without drizzle's table: no migration was ever applied.
    if (!isDatabaseUnavailable(error)) return { state: "no-table" };
    return { state: "unreachable", cause: causeCode(error) };
  }
}

async function probeFlags(deps: Deps): Promise<string> {
  if (!deps.flags.probe) return "skipped";
  try {
    await deps.flags.probe();
    return "ok";
  } catch {
    return "unreachable";
  }
}
