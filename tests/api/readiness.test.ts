import { readdirSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { BUNDLED_MIGRATION } from "../../worker/db/bundled-migrations";
import { unreachableTaggedFetch } from "../../worker/db/unreachable-fetch";
import type { Database, FlagStore } from "../../worker/deps";
import { createTestApp } from "../support/test-app";

type Ready = { ready: boolean; failed: string[]; checks: Record<string, string>; migration: string };

describe("GET support/ready", () => {
  it("knows the newest migration of migrations/, as drizzle-kit's journal lists it", () => {
    const journal = JSON.parse(readFileSync("migrations/meta/_journal.json", "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    expect(BUNDLED_MIGRATION).toEqual({
      tag: journal.entries.at(-1)?.tag,
      when: journal.entries.at(-1)?.when,
    });
    expect(`${BUNDLED_MIGRATION.tag}.sql`).toBe(
      readdirSync("migrations")
        .filter((f) => f.endsWith(".sql"))
        .sort()
        .at(-1),
    );
  });

  it("answers 200 when the database answers and its migrations are current", async () => {
    const app = await createTestApp({ demo: false });
    const answer = await app.call<Ready>("/api/support/ready");
    expect([answer.http, answer.body.data.ready, answer.body.data.failed]).toEqual([200, true, []]);
    expect(answer.body.data.checks).toEqual({ database: "ok", kv: "skipped", migrations: "ok" });
    app.close();
  });

  it("answers 503, code 2, naming the migrations when the newest one was not applied", async () => {
    const app = await createTestApp({ demo: false });
    await app.deps
      .db()
      .run(`delete from __drizzle_migrations where created_at = ${BUNDLED_MIGRATION.when}` as never);
    const answer = await app.call<Ready>("/api/support/ready");
    expect([answer.http, answer.body.status, answer.body.data.failed]).toEqual([503, 2, ["migrations"]]);
    expect(answer.body.data.checks.migrations).toBe("behind");
    app.close();
  });

  it("answers 200 while the database is ahead: the next release migrated it before taking the traffic", async () => {
    const app = await createTestApp({ demo: false });
    await app.deps
      .db()
      .run(
        `insert into __drizzle_migrations (hash, created_at) values ('next-release', ${BUNDLED_MIGRATION.when + 60_000})` as never,
      );
    const answer = await app.call<Ready>("/api/support/ready");
    expect([answer.http, answer.body.data.ready, answer.body.data.failed]).toEqual([200, true, []]);
    expect(answer.body.data.checks.migrations).toBe("ahead");
    app.close();
  });

  it("answers 503 when a newer migration is there but not this build's own", async () => {
    const app = await createTestApp({ demo: false });
    await app.deps
      .db()
      .run(
        `update __drizzle_migrations set created_at = ${BUNDLED_MIGRATION.when + 60_000} where created_at = ${BUNDLED_MIGRATION.when}` as never,
      );
    const answer = await app.call<Ready>("/api/support/ready");
    expect([answer.http, answer.body.data.failed, answer.body.data.checks.migrations]).toEqual([
      503,
      ["migrations"],
      "behind",
    ]);
    app.close();
  });

  it("answers 503 naming the database, with its cause and no secret, when it cannot be reached", async () => {
    const down = drizzle(
      createClient({
        url: "http://127.0.0.1:9",
        authToken: "secret-token-value",
        fetch: unreachableTaggedFetch(),
      }),
      { schema },
    ) as unknown as Database;
    const app = await createTestApp({ demo: false });
    const broken = await createTestApp({ demo: false, overrides: { db: () => down, flags: app.deps.flags } });
    const answer = await broken.call<Ready>("/api/support/ready");
    expect([answer.http, answer.body.status, answer.body.data.failed]).toEqual([503, 2, ["database"]]);
    expect(answer.body.data.checks).toEqual({
      database: "FETCH_ERROR",
      kv: "skipped",
      migrations: "skipped",
    });
    expect(JSON.stringify(answer.body)).not.toContain("secret-token-value");
    broken.close();
    app.close();
  });

  it("answers 503 naming the flag store (KV on Workers) when it cannot be read", async () => {
    const app = await createTestApp({ demo: false });
    const flags: FlagStore = { ...app.deps.flags, probe: () => Promise.reject(new Error("KV down")) };
    const broken = await createTestApp({ demo: false, overrides: { flags } });
    const answer = await broken.call<Ready>("/api/support/ready");
    expect([answer.http, answer.body.data.failed, answer.body.data.checks.kv]).toEqual([
      503,
      ["kv"],
      "unreachable",
    ]);
    broken.close();
    app.close();
  });
});
