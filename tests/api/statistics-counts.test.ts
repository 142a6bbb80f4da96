import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FederationStatistics } from "#core/schemas/federation-lists";
import { clubs, federations, memberships, users } from "../../worker/db/schema";
import { connectionWrites } from "../../worker/services/auth/connections";
import { keptColumnsRecomputed } from "../../worker/services/clubs/kept-columns";
import { createTestApp, type TestApp } from "../support/test-app";

// The connections per club of GET statistics/federation are counted from ranks and the clubs' kept
// counts (docs/decisions/095) and sorted in JavaScript: here they are checked against a
// plain count in SQL, ordered by SQLite itself, on random clubs, logins and periods. The logins are
// written by `connectionWrites`, as a login or a return writes them (with each club's count).
const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 5, 10, 9, 30);
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({
    demo: false,
    overrides: { clock: { now: () => NOW }, statisticsCache: undefined },
  });
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "root@example.org", password: "password-123", firstName: "", lastName: "" },
  });
  await t.deps.db().run(sql`update users set is_admin = 1 where email = 'root@example.org'`);
  admin = await t.login("root@example.org", "password-123");
});
afterAll(() => t.close());

/** What the period should show: connections from its start, and before its end unless it ends now. */
async function plainCounts(federationId: string, start: number, end: number, endsNow: boolean) {
  const rows = await t.deps.db().all<{ id: string; n: number }>(sql`
    select c.id as id, count(*) as n from clubs c join connections k on k.organization_id = c.id
    where c.federation_id = ${federationId} and k.at >= ${start} and (${endsNow ? 1 : 0} or k.at < ${end})
    group by c.id order by n desc, c.name, c.id`);
  return rows.map((row) => [row.id, Number(row.n)]);
}

describe("statistics: connections per club", () => {
  it("match a plain count of each period, most first, then by name as SQLite orders them", async () => {
    const db = t.deps.db();
    // Names that tie, differ in case or accent, or sort differently in UTF-16 and in UTF-8.
    const name = fc.constantFrom("Alpha", "alpha", "Élan", "Elan", "Ｚ club", "𝔸 club", "Alpha");
    const club = fc.record({
      name,
      logins: fc.array(fc.integer({ min: 0, max: 400 * DAY }), { maxLength: 6 }),
    });
    const dayOffset = fc.integer({ min: -365, max: -1 });
    const period = fc
      .tuple(dayOffset, dayOffset)
      .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) }));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(club, { minLength: 1, maxLength: 8 }),
        fc.array(period, { minLength: 1, maxLength: 3 }),
        async (generated, periods) => {
          const federationId = `f${run++}`;
          await db
            .insert(federations)
            .values({ id: federationId, name: federationId, contractEnd: "2030-01-01", quota: 10 });
          const ids = generated.map((_, i) => `${federationId}-c${i}`);
          await db.batch([
            db.insert(clubs).values(
              generated.map((c, i) => ({
                id: ids[i],
                federationId,
                code: ids[i],
                name: c.name,
                nameSearch: c.name,
              })),
            ),
            keptColumnsRecomputed(db, eq(clubs.federationId, federationId)),
            // Each club's own admin, whose logins count for it.
            db.insert(users).values(ids.map((id) => ({ id, email: `${id}@example.org`, passwordHash: "-" }))),
            db
              .insert(memberships)
              .values(
                ids.map((id) => ({ userId: id, organizationId: id, organizationType: "club" as const })),
              ),
          ]);
          const logins = generated.flatMap((c, i) =>
            c.logins.map((ago) => ({ userId: ids[i], at: NOW - ago })),
          );
          // One at a time and out of time order, as the rank trigger meets them.
          for (const login of logins) await db.batch(await connectionWrites(db, login.userId, login.at));
          for (const { from, to } of [...periods, { from: -30, to: -1 }]) {
            const { body } = await t.call<FederationStatistics>(
              `/api/statistics/federation?federationId=${federationId}&from=${from}&to=${to}`,
              { token: admin },
            );
            const { start, end } = body.data.period;
            const shown = body.data.connectionPerClub.map((row) => [row.clubId, row.value]);
            expect(shown).toEqual(await plainCounts(federationId, start, end, to === -1));
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
