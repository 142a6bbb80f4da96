import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type EdgeWorld, startEdgeWorld } from "./worker-harness";

// The Cron Trigger of wrangler.toml runs the Worker's scheduled handler: the purge, in workerd,
// through @libsql/client/web against the libSQL endpoint over HTTP.
let world: EdgeWorld;
beforeAll(async () => {
  world = await startEdgeWorld();
});
afterAll(() => world?.close());

const DAY = 24 * 3600 * 1000;
const count = async (sql: string) => Number((await world.server.client.execute(sql)).rows[0].n);

describe("the scheduled purge in workerd", () => {
  it("deletes the expired rows and thins old history when the cron fires, keeping what is still valid", async () => {
    const now = Date.now();
    const monthAgo = Math.floor((now - 30 * DAY) / DAY) * DAY; // midnight UTC, so both saves share its day
    const db = world.server.client;
    const user = String(
      (await db.execute("SELECT id FROM users WHERE email = 'club@demo.clubcost.app'")).rows[0].id,
    );
    await db.batch([
      // Sessions begun a day ago; 'edge-ended' began past the 30-day absolute end (decision 119) and goes though unexpired.
      {
        sql: "INSERT INTO refresh_tokens (token_hash, user_id, family_id, expires_at, session_started_at) VALUES ('edge-expired', ?, 'edge', ?, ?), ('edge-valid', ?, 'edge', ?, ?), ('edge-ended', ?, 'edge-old', ?, ?)",
        args: [user, now - DAY, now - 2 * DAY, user, now + DAY, now - DAY, user, now + DAY, now - 31 * DAY],
      },
      {
        sql: "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at, used_at) VALUES ('edge-used', ?, ?, ?), ('edge-open', ?, ?, NULL)",
        args: [user, now + 3600_000, now - 60_000, user, now + 3600_000],
      },
      {
        sql: "INSERT INTO outbox (\"to\", subject, text, html, created_at) VALUES ('edge@example.org', 'old', '', '', ?), ('edge@example.org', 'recent', '', '', ?)",
        args: [now - 40 * DAY, now - DAY],
      },
      // Two saves on one day a month ago, before the demo club's current version of its newest season: the earlier one goes.
      {
        sql: "INSERT INTO calculation_history (organization_id, season, version, document, modifier, saved_at) SELECT organization_id, season, -2, document, 'edge', ? FROM calculations WHERE organization_id = 'demo-club' AND season = (SELECT max(season) FROM calculations WHERE organization_id = 'demo-club')",
        args: [monthAgo + 8 * 3600_000],
      },
      {
        sql: "INSERT INTO calculation_history (organization_id, season, version, document, modifier, saved_at) SELECT organization_id, season, -1, document, 'edge', ? FROM calculations WHERE organization_id = 'demo-club' AND season = (SELECT max(season) FROM calculations WHERE organization_id = 'demo-club')",
        args: [monthAgo + 12 * 3600_000],
      },
    ]);

    const worker = await world.mf.getWorker();
    const result = await worker.scheduled({ cron: "17 3 * * *", scheduledTime: new Date(now) });
    expect(result.outcome).toBe("ok");

    expect(
      (await db.execute("SELECT token_hash FROM refresh_tokens WHERE token_hash LIKE 'edge-%'")).rows.map(
        (r) => r.token_hash,
      ),
    ).toEqual(["edge-valid"]);
    expect(
      (
        await db.execute("SELECT token_hash FROM password_reset_tokens WHERE token_hash LIKE 'edge-%'")
      ).rows.map((r) => r.token_hash),
    ).toEqual(["edge-open"]);
    expect(
      (await db.execute("SELECT subject FROM outbox WHERE \"to\" = 'edge@example.org'")).rows.map(
        (r) => r.subject,
      ),
    ).toEqual(["recent"]);
    expect(
      (
        await db.execute(
          "SELECT version FROM calculation_history WHERE organization_id = 'demo-club' AND version < 0",
        )
      ).rows.map((r) => Number(r.version)),
    ).toEqual([-1]);
    expect(
      await count(
        "SELECT count(*) AS n FROM calculation_history WHERE organization_id = 'demo-club' AND version >= 1",
      ),
    ).toBeGreaterThan(0);

    // The app still answers afterwards, and a second run finds nothing more to delete.
    expect(
      (
        await api(world, "/auth/login", {
          json: { login: "club@demo.clubcost.app", password: "clubcost-demo" },
        })
      ).http,
    ).toBe(200);
    expect((await worker.scheduled({ cron: "17 3 * * *", scheduledTime: new Date(now) })).outcome).toBe("ok");
    expect(
      await count(
        "SELECT count(*) AS n FROM calculation_history WHERE organization_id = 'demo-club' AND version < 0",
      ),
    ).toBe(1);
  });
});
