import { createClient } from "@libsql/client";
import { createClient as createWebClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { unreachableTaggedFetch } from "../../worker/db/unreachable-fetch";
import { isDatabaseUnavailable } from "../../worker/http/errors";
import type { Database } from "../../worker/deps";
import { createTestApp } from "../support/test-app";

/** A database that answers nothing: every query waits until `release` is called. */
function hungDatabase(): { db: Database; release: () => void } {
  const waiting: (() => void)[] = [];
  const client = createClient({ url: "file::memory:" });
  const hang = () => new Promise<never>((_, reject) => waiting.push(() => reject(new Error("released"))));
  const stalled = new Proxy(client, {
    get: (target, key) => (key === "execute" || key === "batch" ? hang : Reflect.get(target, key)),
  });
  return {
    db: drizzle(stalled, { schema }) as unknown as Database,
    release: () => waiting.splice(0).forEach((fn) => fn()),
  };
}

describe("faults", () => {
  it("answers 503 with code 2 when the database cannot be reached, without leaking the cause", async () => {
    const down = drizzle(createClient({ url: "http://127.0.0.1:59999" }), { schema }) as unknown as Database;
    const app = await createTestApp();
    const before = await app.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(before.http).toBe(200);
    const broken = await createTestApp({ demo: false, overrides: { db: () => down } });
    const answer = await broken.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(answer.http).toBe(503);
    expect(answer.body.status).toBe(2);
    expect(answer.body.message).not.toMatch(/ECONNREFUSED|SQL|at /);
    broken.close();
    app.close();
  });

  it("answers 503 with code 2 when the runtime's fetch to the database fails, whatever its words, in a batch too", async () => {
    // The Workers client with the fetch the Worker gives it; Cloudflare's own error, passed through by libSQL.
    const lost = unreachableTaggedFetch(() =>
      Promise.reject(new TypeError("The connection to the origin went away.")),
    );
    const db = drizzle(createWebClient({ url: "http://database.invalid", fetch: lost }), {
      schema,
    }) as unknown as Database;
    const broken = await createTestApp({ demo: false, overrides: { db: () => db } });
    const answer = await broken.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect([answer.http, answer.body.status]).toEqual([503, 2]);
    // Writes go in batches, whose errors drizzle does not wrap.
    const failure = await db
      .batch([db.select().from(schema.users), db.select().from(schema.clubs)])
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    broken.close();
  });

  it("answers 503 with code 2 when the database hangs, instead of holding the request", async () => {
    const hung = hungDatabase();
    const app = await createTestApp({ demo: false });
    const slow = await createTestApp({
      demo: false,
      overrides: { db: () => hung.db, config: { ...app.deps.config, requestTimeoutMs: 300 } },
    });
    // The database never answers: only the request timeout can end this call, so its 503 is the proof (no clock read).
    const answer = await slow.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
    });
    expect(answer.http).toBe(503);
    expect(answer.body.status).toBe(2);
    hung.release();
    slow.close();
    app.close();
  });
});
