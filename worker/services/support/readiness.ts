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
 * migration this build carries is applied. A database ahead of the build (the next release migrated it
 * before taking the traffic, or a rollback) is ready: migrations only add (docs/decisions/216), so this
 * build's schema is all there; `migrations` then says "ahead" without failing. Liveness (support/health)
 * touches none of them; a load balancer or a deploy check uses this one.
 */
export async function readiness(
  deps: Deps,
): Promise<{ ready: boolean; failed: CheckName[]; checks: Checks; migration: string }> {
  const [database, kv] = await Promise.all([newestMigration(deps), probeFlags(deps)]);
  const checks: Checks =
    database.state === "unreachable"
      ? { database: database.cause, kv, migrations: "skipped" }
      : {
          database: "ok",
          kv,
          migrations: database.state === "no-table" ? "not-applied" : migrationState(database),
        };
  const failed = (Object.keys(checks) as CheckName[]).filter((name) => !PASSING.has(checks[name]));
  return { ready: failed.length === 0, failed, checks, migration: BUNDLED_MIGRATION.tag };
}

/** Check values that do not fail readiness: "ahead" is a newer schema that still holds all of this build's. */
const PASSING = new Set(["ok", "skipped", "ahead"]);

function migrationState({ when, ours }: { when: number | null; ours: boolean }): string {
  // Not applied: `npm run deploy` (or drizzle-kit migrate) was not run against this database.
  if (!ours) return "behind";
  return when === BUNDLED_MIGRATION.when ? "ok" : "ahead";
}

type Newest =
  | { state: "read"; when: number | null; ours: boolean }
  | { state: "no-table" }
  | { state: "unreachable"; cause: string };

async function newestMigration(deps: Deps): Promise<Newest> {
  try {
    const row = await deps.db().get<{
      applied: number | string | null;
      ours: number | string | null;
    }>(sql`select max(created_at) as applied, max(created_at = ${BUNDLED_MIGRATION.when}) as ours from __drizzle_migrations`);
    return {
      state: "read",
      when: row?.applied == null ? null : Number(row.applied),
      ours: Number(row?.ours ?? 0) === 1,
    };
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
