import { eq, like, type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { seasonOf } from "#core/season";
import { calculations, clubs, federations, invitations, memberships, users } from "../../worker/db/schema";
import { keptColumnsRecomputed, listRowWrite } from "../../worker/services/clubs/kept-columns";
import { staleKeptColumns } from "../support/kept-columns";
import { createTestApp, type TestApp } from "../support/test-app";

// Each club keeps its club/list row (docs/decisions/099), written by the services in the batch of
// every write that changes a listed column (docs/decisions/123). Checked here: the row is the JSON of
// the club's current columns, byte for byte; every write path through the API leaves no club stale;
// the list joins the rows newest first, then by name, whatever order the clubs were written in.
let t: TestApp;
let fede: string;
let admin: string;
const FEDERATION = "row-fed";

beforeAll(async () => {
  t = await createTestApp();
  await t.deps
    .db()
    .insert(federations)
    .values({ id: FEDERATION, name: "Rows", contractEnd: "2030-01-01", quota: 1000 });
  await t.deps
    .db()
    .insert(memberships)
    .values({ userId: "demo-fede", organizationId: FEDERATION, organizationType: "federation" });
  fede = await t.login("fede@demo.clubcost.app");
  admin = await t.login("admin@demo.clubcost.app");
});
afterAll(() => t.close());

/** The kept row: the club's columns as they are now. */
const expected = (club: typeof clubs.$inferSelect): Omit<ClubListRow, "started" | "result"> => ({
  id: club.id,
  code: club.code,
  name: club.name,
  zipCode: club.zipCode,
  league: club.league,
  members: club.members,
  globalFees: club.globalFees,
  createdAt: club.createdAt,
});

/**
 * The federation's list through the API, checked against its clubs' columns in SQLite's order: each
 * row is the kept one with the figures of the club's calculator of the season, or not started without
 * one (issue 38.3).
 */
async function expectListOfColumns(federationId: string) {
  const db = t.deps.db();
  const stored = await db.select().from(clubs).where(eq(clubs.federationId, federationId));
  for (const club of stored) expect(JSON.parse(club.listRow)).toEqual(expected(club));
  const season = seasonOf(new Date());
  const ofSeason = new Map(
    (await db.select().from(calculations).where(eq(calculations.season, season))).map((k) => [
      k.organizationId,
      k,
    ]),
  );
  const listed = (club: typeof clubs.$inferSelect): ClubListRow => {
    const k = ofSeason.get(club.id);
    return {
      ...expected(club),
      members: k?.members ?? 0,
      globalFees: k?.globalFees ?? 0,
      started: k !== undefined,
      result: k?.result ?? null,
    };
  };
  const { http, body } = await t.call<ClubListRow[]>(`/api/club/list?federationId=${federationId}`, {
    token: admin,
  });
  expect(http).toBe(200);
  // SQLite's binary order of names for equal creation times: UTF-8 bytes, not UTF-16 code units.
  const byText = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
  expect(body.data).toEqual(
    [...stored].sort((a, b) => b.createdAt - a.createdAt || byText(a.name, b.name)).map(listed),
  );
}

/**
 * Calculators of the season for the clubs `where` selects, with their columns' figures, as their saves
 * would leave them, and a forecast result of all its digits (decision 226): a tenth of the budget, less 0.3.
 */
const savedAsListed = (where: SQL) =>
  t.deps.db()
    .run(sql`insert into ${calculations} (organization_id, season, organization_type, document, members, global_fees, result)
    select id, ${seasonOf(new Date())}, 'club', '{}', members, global_fees, global_fees / 10 - 0.3 from ${clubs} where ${where}
    on conflict (organization_id, season) do update set members = excluded.members, global_fees = excluded.global_fees, result = excluded.result`);

// U+0000 aside: SQLite's JSON ends a text there, and the API refuses it (frame.test.ts).
const character = fc.oneof(
  fc.constantFrom('"', "\\", "\n", "\t", "é", "🏓", "'", "\u200b"),
  fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }),
);
const text = fc.string({ maxLength: 24, unit: character.filter((c) => !c.includes("\u0000")) });
const fees = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
  fc.constantFrom(0.1 + 0.2, 15230.5, 0, -0),
);
const fields = fc.record({
  code: text,
  name: text,
  zipCode: text,
  league: text,
  members: fc.integer({ min: 0, max: 100_000 }),
  globalFees: fees,
  createdAt: fc.integer({ min: 0, max: 5 }),
});

describe("the club list row kept on each club", () => {
  it("is the JSON of the club's columns after writes in bulk and single updates with their statement, and the list is in its order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fields, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fields), { maxLength: 6 }),
        async (inserted, updates) => {
          const db = t.deps.db();
          await db.delete(clubs).where(eq(clubs.federationId, FEDERATION));
          await db.delete(calculations).where(like(calculations.organizationId, "row-%"));
          // Codes are unique in a federation: each club's codes end with its own number.
          await db.batch([
            db.insert(clubs).values(
              inserted.map((club, i) => ({
                ...club,
                code: `${club.code}#${i}`,
                id: `row-${i}`,
                federationId: FEDERATION,
                nameSearch: "",
              })),
            ),
            keptColumnsRecomputed(db, eq(clubs.federationId, FEDERATION)),
          ]);
          // Every other club has started the season; the updates below then make some of their rows differ from their calculators'.
          await savedAsListed(
            sql`${clubs.federationId} = ${FEDERATION} and cast(substr(${clubs.id}, 5) as integer) % 2 = 0`,
          );
          for (const [which, change] of updates) {
            const i = which % inserted.length;
            await db.batch([
              db
                .update(clubs)
                .set({ ...change, code: `${change.code}#${i}` })
                .where(eq(clubs.id, `row-${i}`)),
              listRowWrite(db, eq(clubs.id, `row-${i}`)),
            ]);
          }
          await expectListOfColumns(FEDERATION);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("writes REAL fees with all their digits, as the list always showed them", async () => {
    const db = t.deps.db();
    await db.delete(clubs).where(eq(clubs.federationId, FEDERATION));
    const values = [0.1 + 0.2, 15230.5, 0, 1e21, -2.5e-7, 100];
    await db.batch([
      db.insert(clubs).values(
        values.map((globalFees, i) => ({
          id: `row-${i}`,
          federationId: FEDERATION,
          code: `F${i}`,
          name: "F",
          nameSearch: "f",
          globalFees,
          createdAt: i,
        })),
      ),
      keptColumnsRecomputed(db, eq(clubs.federationId, FEDERATION)),
    ]);
    await savedAsListed(eq(clubs.federationId, FEDERATION));
    const rows = await db
      .select({ id: clubs.id, listRow: clubs.listRow })
      .from(clubs)
      .where(eq(clubs.federationId, FEDERATION))
      .orderBy(clubs.createdAt);
    // The bytes of printf('%!.17g') as migration 0004's triggers wrote them.
    expect(rows.map((row) => /"globalFees":([^,]*),/.exec(row.listRow)?.[1])).toEqual([
      "0.30000000000000004",
      "15230.5",
      "0.0",
      "1.0e+21",
      "-2.4999999999999999e-07",
      "100.0",
    ]);
    const { body } = await t.call<ClubListRow[]>(`/api/club/list?federationId=${FEDERATION}`, {
      token: fede,
    });
    expect(body.data.find((row) => row.id === "row-0")?.globalFees).toBe(0.1 + 0.2);
  });

  it("is not rebuilt by changes to columns the list does not show", async () => {
    const db = t.deps.db();
    await db.delete(clubs).where(eq(clubs.federationId, FEDERATION));
    await db
      .insert(clubs)
      .values({ id: "row-quiet", federationId: FEDERATION, code: "Q", name: "Quiet", nameSearch: "quiet" });
    await db.run(sql`update clubs set list_row = 'untouched' where id = 'row-quiet'`);
    await db.update(clubs).set({ region: "Bretagne", lastSaved: 1 }).where(eq(clubs.id, "row-quiet"));
    const [club] = await db.select({ listRow: clubs.listRow }).from(clubs).where(eq(clubs.id, "row-quiet"));
    expect(club.listRow).toBe("untouched");
  });
});

describe("every write through the API", () => {
  // A write that forgets its statement leaves a club whose row or count is stale: each step checks
  // every club of the database, and the list of both federations.
  it("leaves each club's list row and connection count equal to its data", async () => {
    const db = t.deps.db();
    await db.delete(clubs).where(eq(clubs.federationId, FEDERATION));
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "rows-member@example.org", password: "password-123", firstName: "", lastName: "" },
    });
    const [member] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "rows-member@example.org"));
    const name = text.map((s) => `${s}x`); // the API trims and refuses an empty name
    const code = fc.stringMatching(/^[A-Z0-9]{1,8}$/);
    const pick = fc.nat();
    const step = fc.oneof(
      fc.record({
        kind: fc.constant("add" as const),
        name,
        code,
        zipCode: fc.constantFrom("75001", "20000", "97400"),
        league: text,
      }),
      fc.record({ kind: fc.constant("join" as const), name, code }),
      fc.record({ kind: fc.constant("rename" as const), pick, name }),
      fc.record({
        kind: fc.constant("save" as const),
        pick,
        members: fc.integer({ min: 1, max: 500 }),
        fee: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      }),
      fc.record({ kind: fc.constant("login" as const), picks: fc.array(pick, { maxLength: 3 }) }),
      fc.record({ kind: fc.constant("remove" as const), pick }),
    );
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        for (const s of steps) {
          const ids = (
            await db
              .select({ id: clubs.id })
              .from(clubs)
              .where(eq(clubs.federationId, FEDERATION))
              .orderBy(clubs.id)
          ).map((c) => c.id);
          const picked = (n: number) => ids[n % ids.length];
          if (s.kind === "add") {
            const input = {
              name: s.name,
              code: `${s.code}-${serial++}`,
              zipCode: s.zipCode,
              league: s.league,
              federationId: FEDERATION,
            };
            expect(
              (await t.call("/api/federation/addClub", { method: "POST", token: fede, json: { input } }))
                .http,
            ).toBe(200);
          }
          if (s.kind === "join") {
            const invitationId = `ROWSJOIN${String(serial).padStart(8, "0")}`;
            await db
              .insert(invitations)
              .values({ id: invitationId, type: "club", federationId: FEDERATION, amount: 1 });
            const input = { name: s.name, code: `${s.code}-${serial++}`, zipCode: "69001", invitationId };
            expect(
              (await t.call("/api/club/create", { method: "POST", token: admin, json: { input } })).http,
            ).toBe(200);
          }
          if (!ids.length) continue;
          if (s.kind === "rename")
            expect(
              (
                await t.call(`/api/club/${picked(s.pick)}`, {
                  method: "PATCH",
                  token: admin,
                  json: { input: { name: s.name } },
                })
              ).http,
            ).toBe(200);
          if (s.kind === "save") {
            const headers = { "x-organization-id": picked(s.pick) };
            const saved = (
              await t.call<SavedCalculator>("/api/calculation/retrieve", { token: admin, headers })
            ).body.data;
            const groups = saved.groups.map((g) => ({
              ...g,
              categories: g.categories.map((c) => ({ ...c, members: s.members })),
            }));
            const doc = {
              ...saved,
              groups,
              federalFees: [{ name: "Licence", value: -s.fee }],
              context: { version: saved.context.version, inputMembership: false },
            };
            expect(
              (await t.call("/api/calculation/store", { method: "POST", token: admin, json: { input: doc } }))
                .http,
            ).toBe(200);
          }
          if (s.kind === "login") {
            await db.delete(memberships).where(eq(memberships.userId, member.id));
            const mine = [...new Set(s.picks.map(picked))];
            if (mine.length)
              await db.insert(memberships).values(
                mine.map((organizationId) => ({
                  userId: member.id,
                  organizationId,
                  organizationType: "club" as const,
                })),
              );
            await t.login("rows-member@example.org", "password-123");
          }
          if (s.kind === "remove")
            expect(
              (await t.call(`/api/club/remove/${picked(s.pick)}`, { method: "DELETE", token: admin })).http,
            ).toBe(200);
          expect([s, await staleKeptColumns(db)]).toEqual([s, []]);
        }
        await expectListOfColumns(FEDERATION);
      }),
      { numRuns: 25 },
    );
  });
});
