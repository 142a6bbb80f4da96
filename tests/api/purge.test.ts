import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalculationHistoryEntry, SavedCalculator } from "#core/schemas/calculation";
import { seasonOf } from "#core/season";
import { searchableName } from "#core/text";
import {
  calculationHistory,
  calculations,
  clubs,
  outbox,
  passwordResetTokens,
  paymentTransmissions,
  refreshTokens,
  users,
} from "../../worker/db/schema";
import { DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { demoClubCalculator } from "../../worker/seed/demo-calculators";
import { type HistorySave, versionsToPrune } from "../../worker/services/calculations/history-retention";
import { serializeDocument } from "../../worker/services/calculations/stored-document";
import { sha256Hex } from "../../worker/services/auth/password-hash";
import { rotateSession, SESSION_MAX_MS } from "../../worker/services/auth/refresh-session";
import { OUTBOX_KEPT_MS, purgeExpired } from "../../worker/services/maintenance/purge";
import { createTestApp, type TestApp } from "../support/test-app";

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 25, 12);
/** The calls below read the current season of the app's own clock (docs/decisions/167). */
const SEASON = seasonOf(new Date());
const at = (now: number) => ({ now: () => now });

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  [{ id: userId }] = await t.deps
    .db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "club@demo.clubcost.app"));
});
afterAll(() => t.close());

const purge = (now = NOW) => purgeExpired({ db: t.deps.db, clock: at(now) });

describe("the scheduled purge", () => {
  it("removes exactly the expired refresh tokens, the spent or expired reset links and the month-old local mail", async () => {
    const db = t.deps.db();
    const token = (name: string, expiresAt: number, rotatedAt: number | null = null) => ({
      tokenHash: `purge-${name}`,
      userId,
      familyId: "purge-family",
      expiresAt,
      rotatedAt,
      sessionStartedAt: NOW - DAY,
    });
    await db.insert(refreshTokens).values([
      token("expired", NOW - 1),
      token("expired-rotated", NOW - DAY, NOW - 31 * DAY),
      token("last-millisecond", NOW),
      token("valid", NOW + DAY),
      // Rotated but not expired: kept, a replay of it must still revoke its family.
      token("rotated-valid", NOW + DAY, NOW - 3600_000),
    ]);
    const link = (name: string, expiresAt: number, usedAt: number | null = null) => ({
      tokenHash: `purge-${name}`,
      userId,
      expiresAt,
      usedAt,
    });
    await db
      .insert(passwordResetTokens)
      .values([
        link("used", NOW + 3600_000, NOW - 60_000),
        link("expired", NOW - 1),
        link("open", NOW + 3600_000),
      ]);
    const mail = (subject: string, createdAt: number) => ({
      to: "purge@example.org",
      subject,
      text: "",
      html: "",
      createdAt,
    });
    await db
      .insert(outbox)
      .values([mail("old", NOW - OUTBOX_KEPT_MS - 1), mail("recent", NOW - OUTBOX_KEPT_MS + DAY)]);

    const report = await purge();

    const left = async () => ({
      tokens: (
        await db
          .select({ h: refreshTokens.tokenHash })
          .from(refreshTokens)
          .where(like(refreshTokens.tokenHash, "purge-%"))
      )
        .map((r) => r.h)
        .sort(),
      links: (
        await db
          .select({ h: passwordResetTokens.tokenHash })
          .from(passwordResetTokens)
          .where(like(passwordResetTokens.tokenHash, "purge-%"))
      ).map((r) => r.h),
      mails: (
        await db.select({ s: outbox.subject }).from(outbox).where(eq(outbox.to, "purge@example.org"))
      ).map((r) => r.s),
    });
    expect(await left()).toEqual({
      tokens: ["purge-last-millisecond", "purge-rotated-valid", "purge-valid"],
      links: ["purge-open"],
      mails: ["recent"],
    });
    expect(report).toMatchObject({ refreshTokens: 2, resetLinks: 2, outboxMails: 1 });
    // The demo's own sessions and mail are recent: untouched. Run again, or twice at once: nothing more goes.
    const again = await Promise.all([purge(), purge()]);
    expect(again).toEqual([
      { refreshTokens: 0, resetLinks: 0, outboxMails: 0, historyVersions: 0 },
      { refreshTokens: 0, resetLinks: 0, outboxMails: 0, historyVersions: 0 },
    ]);
    expect((await left()).tokens).toHaveLength(3);
  });

  it("removes the tokens of sessions past their 30-day absolute end, those a refresh refuses, even unexpired", async () => {
    const db = t.deps.db();
    const raw = (name: string) => `purge-session-${name}`;
    // Refreshed daily, a session's latest token expires well after the session's end: its expiry alone kept it.
    const token = async (name: string, sessionStartedAt: number) => ({
      tokenHash: await sha256Hex(raw(name)),
      userId,
      familyId: `purge-session-${name}`,
      expiresAt: NOW + 20 * DAY,
      sessionStartedAt,
    });
    await db
      .insert(refreshTokens)
      .values([
        await token("ended", NOW - SESSION_MAX_MS - DAY),
        await token("ends-now", NOW - SESSION_MAX_MS),
        await token("last-millisecond", NOW - SESSION_MAX_MS + 1),
      ]);
    const refreshes = async (name: string) =>
      rotateSession({ ...t.deps, clock: at(NOW) }, raw(name)).then(
        () => true,
        () => false,
      );
    const stored = async () =>
      (
        await db
          .select({ family: refreshTokens.familyId })
          .from(refreshTokens)
          .where(like(refreshTokens.familyId, "purge-session-%"))
      )
        .map((r) => r.family)
        .sort();

    expect([await refreshes("ended"), await refreshes("ends-now")]).toEqual([false, false]);
    expect(await purge()).toMatchObject({ refreshTokens: 2 });
    expect(await stored()).toEqual(["purge-session-last-millisecond"]);
    // The line is the refresh's own: the token kept still refreshes at NOW (its rotation then stays in the family).
    expect(await refreshes("last-millisecond")).toBe(true);
  });

  it("forgets PayPal's webhook transmissions after a day, long past their freshness (issue 39.6)", async () => {
    const db = t.deps.db();
    await db.insert(paymentTransmissions).values([
      { id: "purge-tx-old", receivedAt: NOW - DAY - 1 },
      { id: "purge-tx-recent", receivedAt: NOW - DAY + 60_000 },
    ]);
    await purge();
    expect(
      (await db.select({ id: paymentTransmissions.id }).from(paymentTransmissions)).map((row) => row.id),
    ).toEqual(["purge-tx-recent"]);
  });

  it("runs on an empty database", async () => {
    const empty = await createTestApp({ demo: false });
    try {
      expect(await purgeExpired({ db: empty.deps.db, clock: at(NOW) })).toEqual({
        refreshTokens: 0,
        resetLinks: 0,
        outboxMails: 0,
        historyVersions: 0,
      });
    } finally {
      empty.close();
    }
  });
});

describe("the history thinning", () => {
  const CLUB = "purge-history-club";
  /** Three saves a day (08:00, 12:00, 18:00 UTC) for two years up to NOW. */
  const saves: HistorySave[] = [];
  for (let day = NOW - 730 * DAY - 12 * 3600_000; day <= NOW; day += DAY) {
    for (const hour of [8, 12, 18])
      if (day + hour * 3600_000 <= NOW)
        saves.push({ version: saves.length + 1, savedAt: day + hour * 3600_000 });
  }
  const current = saves.length;

  beforeAll(async () => {
    const db = t.deps.db();
    await db.insert(clubs).values({
      id: CLUB,
      federationId: DEMO_FEDERATION_ID,
      code: "PH",
      name: "Purge history",
      nameSearch: searchableName("Purge history"),
    });
    const document = serializeDocument(demoClubCalculator(CLUB));
    await db.insert(calculations).values({
      organizationId: CLUB,
      season: SEASON,
      organizationType: "club",
      document,
      version: current,
      modifier: "Synthetic",
      updatedAt: NOW,
    });
    for (let i = 0; i < saves.length; i += 200) {
      await db.insert(calculationHistory).values(
        saves.slice(i, i + 200).map((save) => ({
          organizationId: CLUB,
          season: SEASON,
          ...save,
          document,
          modifier: "Synthetic",
        })),
      );
    }
  });

  const versionsLeft = async () =>
    (
      await t.deps
        .db()
        .select({ v: calculationHistory.version })
        .from(calculationHistory)
        .where(eq(calculationHistory.organizationId, CLUB))
    )
      .map((r) => r.v)
      .sort((a, b) => a - b);

  it("keeps the week, a save a day for the season, a save a month before, and the current version", async () => {
    const pruned = new Set(versionsToPrune(saves, current, NOW));
    const expected = saves.map((save) => save.version).filter((version) => !pruned.has(version));
    const report = await purge();
    expect(await versionsLeft()).toEqual(expected);
    expect(report.historyVersions).toBe(saves.length - expected.length);
    expect([saves.length, expected.length]).toEqual([2192, 394]);
    expect(expected).toContain(current);
    // The demo club's own history is recent: untouched.
    expect((await purge()).historyVersions).toBe(0);
  });

  it("thins a history younger than a season to a save a day", async () => {
    const YOUNG = "purge-young-club";
    const db = t.deps.db();
    const document = serializeDocument(demoClubCalculator(YOUNG));
    const young = saves
      .filter((save) => NOW - save.savedAt < 60 * DAY)
      .map((save, i) => ({ version: i + 1, savedAt: save.savedAt }));
    await db.insert(clubs).values({
      id: YOUNG,
      federationId: DEMO_FEDERATION_ID,
      code: "PY",
      name: "Purge young",
      nameSearch: searchableName("Purge young"),
    });
    await db.insert(calculations).values({
      organizationId: YOUNG,
      season: SEASON,
      organizationType: "club",
      document,
      version: young.length,
      modifier: "Synthetic",
      updatedAt: NOW,
    });
    await db.insert(calculationHistory).values(
      young.map((save) => ({
        organizationId: YOUNG,
        season: SEASON,
        ...save,
        document,
        modifier: "Synthetic",
      })),
    );
    const pruned = new Set(versionsToPrune(young, young.length, NOW));
    const report = await purge();
    const left = (
      await db
        .select({ v: calculationHistory.version })
        .from(calculationHistory)
        .where(eq(calculationHistory.organizationId, YOUNG))
    )
      .map((r) => r.v)
      .sort((a, b) => a - b);
    expect(left).toEqual(young.map((save) => save.version).filter((version) => !pruned.has(version)));
    expect([young.length, left.length, report.historyVersions]).toEqual([180, 22 + 54, 180 - 76]);
  });

  it("keeps the history list, reading a kept version and restoring it working", async () => {
    const admin = await t.login("admin@demo.clubcost.app");
    const headers = { "x-organization-id": CLUB };
    const list = await t.call<CalculationHistoryEntry[]>("/api/calculation/history", {
      token: admin,
      headers,
    });
    expect(list.http).toBe(200);
    expect(list.body.data[0].version).toBe(current);
    const oldest = (await versionsLeft())[0];
    expect(
      (await t.call<SavedCalculator>(`/api/calculation/history/${oldest}`, { token: admin, headers })).http,
    ).toBe(200);
    expect((await t.call(`/api/calculation/history/${oldest + 1}`, { token: admin, headers })).http).toBe(
      404,
    );
    const restored = await t.call<SavedCalculator>("/api/calculation/restore", {
      method: "POST",
      token: admin,
      headers,
      json: { input: { version: oldest, baseVersion: current } },
    });
    expect([restored.http, restored.body.data.context.version]).toEqual([200, current + 1]);
    const [row] = await t.deps
      .db()
      .select({ version: calculations.version })
      .from(calculations)
      .where(eq(calculations.organizationId, CLUB));
    expect(row.version).toBe(current + 1);
    // The version that was current is now an ordinary save of today: kept with the week.
    expect((await purge()).historyVersions).toBe(0);
    expect(
      await t.deps
        .db()
        .select()
        .from(calculationHistory)
        .where(and(eq(calculationHistory.organizationId, CLUB), eq(calculationHistory.version, current))),
    ).toHaveLength(1);
  });
});
