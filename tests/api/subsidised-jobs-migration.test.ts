import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeCalculator } from "#core/cost-model/index";
import { calculatorSchema, type Calculator } from "#core/schemas/calculator";
import * as schema from "../../worker/db/schema";
import { calculationHistory, calculations, clubs } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { normalizeDocument, parseDocument } from "../../worker/services/calculations/stored-document";
import { recomputeEveryClub } from "../../worker/services/clubs/template-figures";
import { migrationsBefore, seedDemoOnOlderSchema } from "../support/seed-older-schema";

/**
 * Migration 0013 (docs/decisions/139) on a copy of a database with history: the demo database as the
 * seed builds it, migrated up to 0012, plus documents holding subsidised-job lines (a club's own, one
 * brought by the federation template) in the current row and in history. Then the real migrations run.
 */
const TAG = "0013_subsidised_jobs_to_subsidies";
const dir = mkdtempSync(join(tmpdir(), "clubcost-sjb-"));
let client: Client;
const db = () => drizzle(client, { schema });

/** The migrations folder as it was before 0013. */
const sjbTemplateLine = {
  index: 2,
  benefitType: "SJB",
  code: "ANS",
  name: "Emploi ANS",
  hours: 12000,
  rate: 1,
  readonly: true,
  type: "template",
};
const clubDoc = {
  organizationId: DEMO_CLUB_ID,
  currency: "EUR",
  precision: 0,
  groups: [
    { name: "Unique", categories: [{ name: "Adultes", members: 40, fees: [], subsidies: [], rate: 100 }] },
  ],
  federalFees: [{ name: "Licences", value: -2400, readonly: true, type: "template" }],
  internalFees: [{ name: "Coach", value: -9000 }],
  globalSubsidies: [{ name: "City", value: 2000 }],
  benefits: [
    { index: 0, benefitType: "GYM", name: "Gymnase", hours: 200, rate: 22.65 },
    { index: 1, benefitType: "SJB", code: "PEC", name: "Contrat PEC", hours: 35, rate: 14.11 },
    sjbTemplateLine,
    { index: 3, benefitType: "FMP", code: "DRT", name: "Bureau", hours: 100, rate: 15.77 },
  ],
  context: { inputMembership: false },
};
const templateDoc = {
  organizationId: DEMO_FEDERATION_ID,
  groups: [],
  federalFees: [{ name: "Licences", value: -2400 }],
  internalFees: [],
  globalSubsidies: [],
  benefits: [{ index: 0, benefitType: "SJB", code: "ANS", name: "Emploi ANS", hours: 0, rate: 1 }],
  context: { inputMembership: false },
};

let untouchedHistory: string;
beforeAll(async () => {
  client = createClient({ url: `file:${join(dir, "copy.db")}` });
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, TAG) });
  // Today's seed writes today's schema (seasons, kind figures): it is copied into this older one.
  await seedDemoOnOlderSchema(client, Date.UTC(2026, 10, 25));
  const [v1] = await db()
    .select({ document: calculationHistory.document })
    .from(calculationHistory)
    .where(eq(calculationHistory.organizationId, DEMO_CLUB_ID));
  untouchedHistory = v1.document;
  await db().batch([
    db()
      .update(calculations)
      .set({ document: JSON.stringify(clubDoc), version: 3 })
      .where(eq(calculations.organizationId, DEMO_CLUB_ID)),
    db()
      .update(calculations)
      .set({ document: JSON.stringify(templateDoc), version: 2 })
      .where(eq(calculations.organizationId, DEMO_FEDERATION_ID)),
  ]);
  // Written in SQL: the history of this older schema has no season column yet (migration 0015).
  for (const [organizationId, version, document] of [
    [DEMO_CLUB_ID, 2, JSON.stringify({ ...clubDoc, benefits: [sjbTemplateLine] })],
    [DEMO_CLUB_ID, 3, JSON.stringify(clubDoc)],
    [DEMO_FEDERATION_ID, 2, JSON.stringify(templateDoc)],
  ] as const) {
    await client.execute({
      sql: "insert into calculation_history (organization_id, version, document) values (?, ?, ?)",
      args: [organizationId, version, document],
    });
  }
  // Up to 0019: 0020 then gives every item an id, which its own test covers (item-ids-migration.test.ts).
  await migrate(db(), { migrationsFolder: migrationsBefore(dir, "0020_item_ids") });
  // 0021's column, as it adds it: the recomputation below writes each calculator's forecast result there.
  await client.execute("alter table calculations add result real");
});
afterAll(() => {
  client?.close();
  rmSync(dir, { recursive: true, force: true });
});

const documentOf = async (organizationId: string) =>
  JSON.parse(
    (await db().select().from(calculations).where(eq(calculations.organizationId, organizationId)))[0]
      .document,
  ) as Calculator;
const historyOf = async (organizationId: string, version: number) =>
  (
    await db().select().from(calculationHistory).where(eq(calculationHistory.organizationId, organizationId))
  ).find((row) => row.version === version)!.document;

describe("migration 0013: subsidised jobs become global subsidies", () => {
  it("moves a club's SJB lines to its global subsidies, name and amount kept, template mark kept", async () => {
    const doc = await documentOf(DEMO_CLUB_ID);
    expect(doc.globalSubsidies).toEqual([
      { name: "City", value: 2000 },
      { name: "Contrat PEC", value: 35 * 14.11 },
      { name: "Emploi ANS", value: 12000, readonly: true, type: "template" },
    ]);
    expect(doc.benefits).toEqual([
      { index: 0, benefitType: "GYM", name: "Gymnase", hours: 200, rate: 22.65 },
      { index: 1, benefitType: "FMP", code: "DRT", name: "Bureau", hours: 100, rate: 15.77 },
    ]);
    expect(calculatorSchema.safeParse(doc).success).toBe(true);
  });

  it("keeps the cash budget and moves the amounts out of the benefits in kind", async () => {
    const before = computeCalculator(clubDoc as Calculator);
    const after = computeCalculator(await documentOf(DEMO_CLUB_ID));
    expect(after.federation.globalFees).toBe(before.federation.globalFees);
    expect(after.totals.globalSubsidies).toBeCloseTo(before.totals.globalSubsidies + 35 * 14.11 + 12000, 9);
    expect(after.totals.benefitsInKind).toBeCloseTo(before.totals.benefitsInKind - 35 * 14.11 - 12000, 9);
  });

  it("converts the template and every version in history, and leaves documents without SJB as they were", async () => {
    const template = await documentOf(DEMO_FEDERATION_ID);
    expect(template.globalSubsidies).toEqual([{ name: "Emploi ANS", value: 0 }]);
    expect(template.benefits).toEqual([]);
    const v2 = JSON.parse(await historyOf(DEMO_CLUB_ID, 2)) as Calculator;
    expect(v2.benefits).toEqual([]);
    expect(v2.globalSubsidies.at(-1)).toEqual({
      name: "Emploi ANS",
      value: 12000,
      readonly: true,
      type: "template",
    });
    expect(JSON.parse(await historyOf(DEMO_CLUB_ID, 3))).toEqual(await documentOf(DEMO_CLUB_ID));
    expect(await historyOf(DEMO_CLUB_ID, 1)).toBe(untouchedHistory);
  });

  it("leaves the club rows to the recomputation run after it, which gives them the converted calculators' figures", async () => {
    const club = async () => (await db().select().from(clubs).where(eq(clubs.id, DEMO_CLUB_ID)))[0];
    const template = JSON.stringify(await documentOf(DEMO_FEDERATION_ID));
    const { figures } = normalizeDocument(
      parseDocument(JSON.stringify(await documentOf(DEMO_CLUB_ID)), DEMO_CLUB_ID),
      template,
    );
    expect((await club()).avgMemberShip).not.toBe(figures.avgMemberShip);
    await recomputeEveryClub(db());
    const row = await club();
    expect({
      members: row.members,
      globalFees: row.globalFees,
      categories: row.categories,
      avgMemberShip: row.avgMemberShip,
    }).toEqual(figures);
    expect(JSON.parse(row.listRow)).toMatchObject({
      members: figures.members,
      globalFees: figures.globalFees,
    });
  });
});
