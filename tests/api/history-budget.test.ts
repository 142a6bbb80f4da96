import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { calculationHistory } from "../../worker/db/schema";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { documentBytes, HISTORY_BUDGET } from "../../worker/services/calculations/history-budget";
import { purgeExpired } from "../../worker/services/maintenance/purge";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 39.4: the history of saves is bounded in bytes per organization, as well as in count.
let t: TestApp;
let clubAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

const org = { "x-organization-id": DEMO_CLUB_ID };
const retrieve = async () =>
  (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: org })).body.data;
/** A save on the latest version with a small edit; the answer as the API gives it. */
async function saveOnce(label: string) {
  const doc = await retrieve();
  return t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token: clubAdmin,
    json: {
      input: {
        ...doc,
        internalFees: [{ name: label, value: -1 }],
        context: { version: doc.context.version, inputMembership: false },
      },
    },
  });
}
const kept = () =>
  t.deps
    .db()
    .select({
      version: calculationHistory.version,
      season: calculationHistory.season,
      bytes: calculationHistory.bytes,
      document: calculationHistory.document,
    })
    .from(calculationHistory)
    .where(eq(calculationHistory.organizationId, DEMO_CLUB_ID))
    .orderBy(desc(calculationHistory.savedAt), desc(calculationHistory.id));

describe("the history's budget per organization", () => {
  it("keeps each save's size, and by default far more than a large club's week", async () => {
    expect((await saveOnce("measured")).http).toBe(200);
    const [newest] = await kept();
    expect(newest.bytes).toBe(documentBytes(newest.document));
    expect(HISTORY_BUDGET.bytesPerOrganization).toBeGreaterThanOrEqual(50 * newest.bytes);
  });

  it("drops the oldest saves beyond the bytes, keeping the newest and the document on screen", async () => {
    await purgeExpired(t.deps); // the seed's saves measured, as the daily purge does
    const size = (await kept())[0].bytes;
    t.deps.historyBudget = { bytesPerOrganization: Math.floor(3.5 * size), savesPerOrganization: 1_000 };
    try {
      for (let i = 0; i < 6; i++) expect((await saveOnce(`edit ${i}`)).http).toBe(200);
      const rows = await kept();
      const total = rows.reduce((sum, row) => sum + row.bytes, 0);
      expect(total).toBeLessThanOrEqual(t.deps.historyBudget.bytesPerOrganization);
      const current = await retrieve();
      // The three newest saves stay (each about `size`), the newest being what is on screen.
      expect(rows.slice(0, 3).map((row) => row.version)).toEqual([
        current.context.version,
        current.context.version - 1,
        current.context.version - 2,
      ]);
      expect(rows.length).toBe(3);
      expect(current.internalFees?.[0]?.name).toBe("edit 5");
      // The oldest kept one still restores.
      const oldest = rows[rows.length - 1].version;
      const restored = await t.call("/api/calculation/restore", {
        method: "POST",
        token: clubAdmin,
        headers: org,
        json: { input: { version: oldest, baseVersion: current.context.version } },
      });
      expect(restored.http).toBe(200);
    } finally {
      t.deps.historyBudget = undefined;
    }
  });

  it("drops the oldest saves beyond the count", async () => {
    t.deps.historyBudget = {
      bytesPerOrganization: HISTORY_BUDGET.bytesPerOrganization,
      savesPerOrganization: 2,
    };
    try {
      expect((await saveOnce("counted")).http).toBe(200);
      expect(await kept()).toHaveLength(2);
    } finally {
      t.deps.historyBudget = undefined;
    }
  });

  it("refuses, with its code and nothing written, a save that could not fit alone", async () => {
    const before = { current: await retrieve(), rows: (await kept()).length };
    t.deps.historyBudget = { bytesPerOrganization: 100, savesPerOrganization: 1_000 };
    try {
      const refused = await saveOnce("too large");
      expect([refused.http, refused.body.status, refused.body.field]).toEqual([422, 16, "input"]);
    } finally {
      t.deps.historyBudget = undefined;
    }
    expect((await retrieve()).context.version).toBe(before.current.context.version);
    expect(await kept()).toHaveLength(before.rows);
  });
});

describe("saves written without their size", () => {
  it("are measured by the daily purge", async () => {
    const db = t.deps.db();
    await db
      .update(calculationHistory)
      .set({ bytes: 0 })
      .where(eq(calculationHistory.organizationId, DEMO_CLUB_ID));
    await purgeExpired(t.deps);
    const unmeasured = await db
      .select({ n: sql<number>`count(*)` })
      .from(calculationHistory)
      .where(
        and(
          eq(calculationHistory.organizationId, DEMO_CLUB_ID),
          sql`${calculationHistory.bytes} <> length(cast(${calculationHistory.document} as blob))`,
        ),
      );
    expect(unmeasured[0].n).toBe(0);
  });
});
