import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubListRow } from "../../core/schemas/federation-lists";
import { clubs, federations, memberships } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

// Migration 0004 keeps each club's club/list row on the club (docs/decisions/099). Checked here: the
// kept row is the JSON of the club's current columns after any insert and update, and the list joins
// the rows newest first, then by name, whatever order the clubs were written in.
let t: TestApp;
let fede: string;
const FEDERATION = "row-fed";

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db().insert(federations).values({ id: FEDERATION, name: "Rows", contractEnd: "2030-01-01", quota: 1000 });
  await t.deps.db().insert(memberships).values({ userId: "demo-fede", organizationId: FEDERATION, organizationType: "federation" });
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t.close());

/** The row as club/list shows it, from the club's columns as they are now. */
const expected = (club: typeof clubs.$inferSelect): ClubListRow => ({
  id: club.id, code: club.code, name: club.name, zipCode: club.zipCode, league: club.league, members: club.members, globalFees: club.globalFees, createdAt: club.createdAt,
});

// U+0000 aside: SQLite's JSON ends a text there, and the API refuses it (frame.test.ts).
const character = fc.oneof(fc.constantFrom('"', "\\", "\n", "\t", "é", "🏓", "'", "\u200b"), fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }));
const text = fc.string({ maxLength: 24, unit: character.filter((c) => !c.includes("\u0000")) });
const fees = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), fc.constantFrom(0.1 + 0.2, 15230.5, 0, -0));
const fields = fc.record({ code: text, name: text, zipCode: text, league: text, members: fc.integer({ min: 0, max: 100_000 }), globalFees: fees, createdAt: fc.integer({ min: 0, max: 5 }) });

describe("the club list row kept on each club", () => {
  it("is the JSON of the club's columns after inserts and updates, and the list is in its order", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fields, { minLength: 1, maxLength: 8 }), fc.array(fc.tuple(fc.nat(), fields), { maxLength: 6 }), async (inserted, updates) => {
        const db = t.deps.db();
        await db.delete(clubs).where(eq(clubs.federationId, FEDERATION));
        // Codes are unique in a federation: each club's codes end with its own number.
        await db.insert(clubs).values(inserted.map((club, i) => ({ ...club, code: `${club.code}#${i}`, id: `row-${i}`, federationId: FEDERATION, nameSearch: "" })));
        for (const [which, change] of updates) {
          const i = which % inserted.length;
          await db.update(clubs).set({ ...change, code: `${change.code}#${i}` }).where(eq(clubs.id, `row-${i}`));
        }
        const stored = await db.select().from(clubs).where(eq(clubs.federationId, FEDERATION));
        for (const club of stored) expect(JSON.parse(club.listRow)).toEqual(expected(club));
        const { http, body } = await t.call<ClubListRow[]>(`/api/club/list?federationId=${FEDERATION}`, { token: fede });
        expect(http).toBe(200);
        // SQLite's binary order of names for equal creation times: UTF-8 bytes, not UTF-16 code units.
        const byText = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
        const order = [...stored].sort((a, b) => b.createdAt - a.createdAt || byText(a.name, b.name)).map(expected);
        expect(body.data).toEqual(order);
      }),
      { numRuns: 40 },
    );
  });

  it("is not rebuilt by changes to columns the list does not show", async () => {
    const db = t.deps.db();
    await db.delete(clubs).where(eq(clubs.federationId, FEDERATION));
    await db.insert(clubs).values({ id: "row-quiet", federationId: FEDERATION, code: "Q", name: "Quiet", nameSearch: "quiet" });
    await db.run(sql`update clubs set list_row = 'untouched' where id = 'row-quiet'`);
    await db.update(clubs).set({ region: "Bretagne", lastSaved: 1 }).where(eq(clubs.id, "row-quiet"));
    const [club] = await db.select({ listRow: clubs.listRow }).from(clubs).where(eq(clubs.id, "row-quiet"));
    expect(club.listRow).toBe("untouched");
  });
});
