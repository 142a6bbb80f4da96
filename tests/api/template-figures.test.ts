import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { seasonOf } from "#core/season";
import { calculations, clubs } from "../../worker/db/schema";
import { normalizeDocument, parseDocument } from "../../worker/services/calculations/stored-document";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

// A template change recomputes the figures of every club it reaches, at once (treasurer.md
// section 4, docs/decisions/141): the club list row and the club's columns follow the template.
let t: TestApp;
let fede: string;
beforeAll(async () => {
  t = await createTestApp();
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t?.close());

const org = { "x-organization-id": DEMO_FEDERATION_ID };
const listRow = async (id: string) =>
  (
    await t.call<ClubListRow[]>(`/api/club/list?federationId=${DEMO_FEDERATION_ID}`, { token: fede })
  ).body.data.find((row) => row.id === id)!;

describe("the demo federation's clubs", () => {
  it("show on the list the figures of their own calculators (none for a club that never saved)", async () => {
    const db = t.deps.db();
    const rows = await db.select().from(clubs).where(eq(clubs.federationId, DEMO_FEDERATION_ID));
    // The list shows the current season (the demo clubs also have last season's calculators).
    const documents = new Map(
      (
        await db
          .select()
          .from(calculations)
          .where(eq(calculations.season, seasonOf(new Date())))
      ).map((row) => [row.organizationId, row.document]),
    );
    const template = documents.get(DEMO_FEDERATION_ID)!;
    let saved = 0;
    for (const club of rows) {
      const document = documents.get(club.id);
      const figures = document
        ? normalizeDocument(parseDocument(document, club.id), template).figures
        : { members: 0, globalFees: 0, categories: 0, avgMemberShip: 0 };
      expect({
        id: club.id,
        members: club.members,
        globalFees: club.globalFees,
        categories: club.categories,
        avgMemberShip: club.avgMemberShip,
      }).toEqual({
        id: club.id,
        ...figures,
      });
      expect(club.lastSaved === null).toBe(!document);
      if (document) saved++;
    }
    expect(saved).toBeGreaterThan(30);
    expect(rows.filter((club) => club.members > 0).length).toBe(saved);
  });
});

describe("a template change", () => {
  it("changes the list figures of its clubs in the same call", async () => {
    expect((await listRow(DEMO_CLUB_ID)).globalFees).toBe(13400);
    const template = (
      await t.call<SavedCalculator>("/api/calculation/retrieve", { token: fede, headers: org })
    ).body.data;
    const { http } = await t.call("/api/calculation/store", {
      method: "POST",
      token: fede,
      headers: org,
      json: {
        input: {
          ...template,
          internalFees: [{ name: "Formation des arbitres", value: -1000 }],
          context: { version: template.context.version, inputMembership: false },
        },
      },
    });
    expect(http).toBe(200);
    // The club never saved again: its row follows the template's new fee (13,400 + 1,000).
    expect((await listRow(DEMO_CLUB_ID)).globalFees).toBe(14400);
    const [club] = await t.deps.db().select().from(clubs).where(eq(clubs.id, DEMO_CLUB_ID));
    expect([club.globalFees, club.members, club.categories]).toEqual([14400, 100, 3]);
    // The average membership follows the higher net cost of the categories priced by rate (U11, U15).
    expect(club.avgMemberShip).toBeGreaterThan(127.2);
  });
});
