import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connections } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

// The trigger of migration 0002 ranks each organization's connections in time order; the federation
// statistics count a period as the difference of two ranks (or of the club's count, written by
// `connectionWrites`, and a rank when the period ends now: statistics-counts.test.ts, and
// club-list-row.test.ts for each login). Checked here against plain counting.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const organizations = ["rank-a", "rank-b", "rank-c"];

async function countsBothWays(start: number, end: number) {
  const rank = (time: number) =>
    sql`coalesce((select k.seq from connections k where k.organization_id = o.id and k.at < ${time} order by k.at desc, k.seq desc limit 1), 0)`;
  return t.deps.db().all<{ id: string; ranked: number; counted: number }>(sql`
    select o.id, ${rank(end)} - ${rank(start)} as ranked,
      (select count(*) from connections k where k.organization_id = o.id and k.at >= ${start} and k.at < ${end}) as counted
    from (select 'rank-a' as id union all select 'rank-b' union all select 'rank-c') o`);
}

describe("connection ranks", () => {
  it("count every period exactly, whatever the order of the inserts (ties, inserts in the past, several rows at once)", async () => {
    const insert = fc.array(
      fc.record({ organization: fc.constantFrom(...organizations), at: fc.integer({ min: 0, max: 40 }) }),
      { minLength: 1, maxLength: 6 },
    );
    const window = fc.tuple(fc.integer({ min: -2, max: 42 }), fc.integer({ min: -2, max: 42 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(insert, { maxLength: 12 }),
        fc.array(window, { minLength: 1, maxLength: 6 }),
        async (statements, windows) => {
          const db = t.deps.db();
          await db.delete(connections).where(sql`organization_id like 'rank-%'`);
          for (const rows of statements) {
            await db
              .insert(connections)
              .values(rows.map((row) => ({ userId: "u", organizationId: row.organization, at: row.at })));
          }
          for (const [a, b] of windows) {
            for (const row of await countsBothWays(Math.min(a, b), Math.max(a, b)))
              expect(row.ranked).toBe(row.counted);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("number an organization's connections 1, 2, 3... in time order", async () => {
    const db = t.deps.db();
    await db.delete(connections).where(sql`organization_id like 'rank-%'`);
    await db
      .insert(connections)
      .values([30, 10, 20, 10].map((at) => ({ userId: "u", organizationId: "rank-a", at })));
    const rows = await db.all<{ at: number; seq: number }>(
      sql`select at, seq from connections where organization_id = 'rank-a' order by seq`,
    );
    expect(rows).toEqual([
      { at: 10, seq: 1 },
      { at: 10, seq: 2 },
      { at: 20, seq: 3 },
      { at: 30, seq: 4 },
    ]);
  });
});
