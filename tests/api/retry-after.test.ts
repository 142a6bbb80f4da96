import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { unreachableTaggedFetch } from "../../worker/db/unreachable-fetch";
import type { Database } from "../../worker/deps";
import { setFlag } from "../../worker/platform/node/db-flags";
import { createTestApp, type TestApp } from "../support/test-app";

// Every 503 and 429 says when to come back (issue 24.8): clients and monitors back off instead of retrying at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe("Retry-After", () => {
  it("comes with a 429 of the rate limits", async () => {
    let last = await t.call("/api/auth/login", {
      method: "POST",
      headers: { "x-forwarded-for": "192.0.2.44" },
      json: { login: "nobody@example.org", password: "wrong-password" },
    });
    for (let i = 0; i < 12 && last.http !== 429; i++) {
      last = await t.call("/api/auth/login", {
        method: "POST",
        headers: { "x-forwarded-for": "192.0.2.44" },
        json: { login: "nobody@example.org", password: "wrong-password" },
      });
    }
    expect([last.http, last.body.status, last.response.headers.get("retry-after")]).toEqual([429, 12, "60"]);
  });

  it("comes with the 503 of a closed app (code 13) and never with an ordinary answer", async () => {
    expect((await t.call("/api/support/config")).response.headers.get("retry-after")).toBeNull();
    await setFlag(t.deps.db(), "app-closed", "true");
    try {
      const closed = await t.call("/api/auth/register", {
        method: "POST",
        json: { login: "late@example.org", password: "password-123" },
      });
      expect([closed.http, closed.body.status, closed.response.headers.get("retry-after")]).toEqual([
        503,
        13,
        "300",
      ]);
    } finally {
      await setFlag(t.deps.db(), "app-closed", "false");
    }
  });

  it("comes with the 503s of an unreachable database: readiness and an ordinary call", async () => {
    const down = drizzle(createClient({ url: "http://127.0.0.1:9", fetch: unreachableTaggedFetch() }), {
      schema,
    }) as unknown as Database;
    const broken = await createTestApp({ demo: false, overrides: { db: () => down, flags: t.deps.flags } });
    try {
      const ready = await broken.call("/api/support/ready");
      expect([ready.http, ready.response.headers.get("retry-after")]).toEqual([503, "30"]);
      const call = await broken.call("/api/auth/login", {
        method: "POST",
        json: { login: "someone@example.org", password: "password-123" },
      });
      expect([call.http, call.body.status, call.response.headers.get("retry-after")]).toEqual([503, 2, "30"]);
    } finally {
      broken.close();
    }
  });
});
