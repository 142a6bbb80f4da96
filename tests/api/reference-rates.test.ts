import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReferenceRate } from "#core/reference-rates";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

// Reference rates with their date and source (treasurer.md section 4, docs/decisions/138), on
// 2026-11-25: the current season is 2026-2027.
let t: TestApp;
let admin: string;
let fede: string;
const NOW = Date.UTC(2026, 10, 25, 12);
beforeAll(async () => {
  t = await createTestApp({ overrides: { clock: { now: () => NOW } } });
  admin = await t.login("admin@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t?.close());

type Rates = { season: string; rates: ReferenceRate[] };
const rates = async (query = "") => (await t.call<Rates>(`/api/reference/rates${query}`)).body.data;
const rate = (data: Rates, code: string) => data.rates.find((r) => r.code === code);
const add = (token: string, input: Record<string, unknown>) =>
  t.call<{ rate: unknown }>("/api/reference/rates", { method: "POST", token, json: { input } });

describe("GET reference/rates", () => {
  it("answers the current season's rates, each with its value, unit, date, source and method, to anyone", async () => {
    const data = await rates();
    expect(data.season).toBe("2026-2027");
    expect(rate(data, "SMIC")).toEqual({
      code: "SMIC",
      value: 12.02,
      unit: "EUR/h",
      validFrom: "2026-01-01",
      source: expect.stringContaining("1er janvier 2026"),
      sourceEn: expect.stringContaining("1 January 2026"),
      url: "https://www.service-public.fr/particuliers/vosdroits/F2300",
      method: "statutory",
      // The row it comes from, for a correction.
      id: expect.any(Number),
    });
    expect(rate(data, "EMPLOYER_CHARGES")).toMatchObject({ value: 0, unit: "ratio", method: "setting" });
    expect(data.rates.map((r) => [r.code, r.value, r.method])).toEqual([
      ["SMIC", 12.02, "statutory"],
      ["EMPLOYER_CHARGES", 0, "setting"],
      ["GYM", 22.65, "local"],
      ["GRD", 22.65, "local"],
      ["FMP", 12.02, "volunteer"],
      ["DRT", 12.02, "volunteer"],
      ["OCA", 12.02, "volunteer"],
      ["CIS", 3.37, "civic"],
    ]);
  });

  it("values volunteer time at SMIC x (1 + coefficient), one figure with the SMIC's source and date (issue 38.11)", async () => {
    const data = await rates();
    for (const code of ["FMP", "DRT", "OCA"]) {
      expect(rate(data, code)).toEqual({
        code,
        value: 12.02,
        unit: "EUR/h",
        validFrom: "2026-01-01",
        source: rate(data, "SMIC")?.source,
        sourceEn: "Gross hourly SMIC (French minimum wage), raised on 1 January 2026",
        url: "https://www.service-public.fr/particuliers/vosdroits/F2300",
        method: "volunteer",
      });
    }
    expect(rate(await rates("?season=2024-2025"), "FMP")).toMatchObject({
      value: 11.88,
      validFrom: "2024-11-01",
    });
  });

  it("gives every source in both languages, and a rate with no national value says so, not 'ClubCost' (issue 38.11)", async () => {
    const data = await rates();
    for (const r of data.rates) {
      expect(r.sourceEn, r.code).toBeTruthy();
      expect(r.source, r.code).not.toMatch(/^ClubCost/);
    }
    expect(rate(data, "GYM")).toMatchObject({
      source: expect.stringMatching(/^Aucun barème national/),
      sourceEn: expect.stringMatching(/^No national rate/),
    });
  });

  it("gives an earlier season the value in force then", async () => {
    expect(rate(await rates("?season=2024-2025"), "SMIC")).toMatchObject({
      value: 11.88,
      validFrom: "2024-11-01",
    });
    expect(rate(await rates("?season=2025-2026"), "SMIC")).toMatchObject({
      value: 12.02,
      validFrom: "2026-01-01",
    });
  });

  it("refuses a season that is not YYYY-YYYY+1 with 400 and the field", async () => {
    for (const season of ["2026-2028", "2026", "x"]) {
      const { http, body } = await t.call(`/api/reference/rates?season=${season}`);
      expect([http, body.field]).toEqual([400, "season"]);
    }
  });
});

describe("POST reference/rates", () => {
  it("adds a dated national value (global admin) that applies from its date, not before", async () => {
    const { http } = await add(admin, {
      code: "CIS",
      value: 3.5,
      validFrom: "2026-11-01",
      source: "Test: a new civic service rate",
    });
    expect(http).toBe(200);
    expect(rate(await rates(), "CIS")).toMatchObject({
      value: 3.5,
      validFrom: "2026-11-01",
      source: "Test: a new civic service rate",
    });
    expect(rate(await rates("?season=2025-2026"), "CIS")).toMatchObject({ value: 3.37 });
    await add(admin, { code: "SMIC", value: 12.5, validFrom: "2027-01-01", source: "Test: announced" });
    expect(rate(await rates(), "SMIC")).toMatchObject({ value: 12.02 });
  });

  it("lets a federation set its own rate for one season of its clubs", async () => {
    const { http, body } = await add(fede, {
      code: "GYM",
      value: 18,
      source: "Convention régionale des gymnases",
      federationId: DEMO_FEDERATION_ID,
      season: "2026-2027",
    });
    expect(http).toBe(200);
    expect(body.data).toEqual({
      rate: {
        code: "GYM",
        value: 18,
        unit: "EUR/h",
        validFrom: "2026-09-01",
        source: "Convention régionale des gymnases",
        method: "local",
        federation: true,
        id: expect.any(Number),
      },
      season: "2026-2027",
    });
    expect(rate(await rates(`?organizationId=${DEMO_CLUB_ID}`), "GYM")).toMatchObject({
      value: 18,
      validFrom: "2026-09-01",
      federation: true,
    });
    expect(rate(await rates(`?organizationId=${DEMO_FEDERATION_ID}`), "GYM")).toMatchObject({ value: 18 });
    expect(rate(await rates(`?organizationId=${DEMO_CLUB_ID}&season=2025-2026`), "GYM")).toMatchObject({
      value: 22.65,
    });
    expect(rate(await rates(), "GYM")).toMatchObject({ value: 22.65 });
    expect(rate(await rates(), "GYM")).not.toHaveProperty("federation");
  });

  it("refuses bad input with 400 and the field, and a federation the SMIC", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: "SMIC", value: -1, validFrom: "2027-01-01", source: "x" }, "input.value"],
      [{ code: "SMIC", value: 12, validFrom: "2027-02-30", source: "x" }, "input.validFrom"],
      [{ code: "SMIC", value: 12, source: "x" }, "input.validFrom"],
      [{ code: "NOPE", value: 12, validFrom: "2027-01-01", source: "x" }, "input.code"],
      [{ code: "SMIC", value: 12, validFrom: "2027-01-01", source: " " }, "input.source"],
      [
        { code: "SMIC", value: 12, validFrom: "2027-01-01", source: "x", url: "http://example.org" },
        "input.url",
      ],
      [{ code: "EMPLOYER_CHARGES", value: 11, validFrom: "2027-01-01", source: "x" }, "input.value"],
      [
        { code: "SMIC", value: 12, source: "x", federationId: DEMO_FEDERATION_ID, season: "2026-2027" },
        "input.code",
      ],
      [{ code: "GYM", value: 12, source: "x", federationId: DEMO_FEDERATION_ID }, "input.season"],
    ];
    for (const [input, field] of cases) {
      const { http, body } = await add(admin, input);
      expect([http, body.field], JSON.stringify(input)).toEqual([400, field]);
    }
  });

  it("refuses a day out of range with the field: 400 before 2000, 422 more than two years ahead (issue 38.11)", async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: "SMIC", value: 12, validFrom: "1000-01-01", source: "x" }, 400, "input.validFrom"],
      [{ code: "SMIC", value: 12, validFrom: "1999-12-31", source: "x" }, 400, "input.validFrom"],
      [{ code: "SMIC", value: 12, validFrom: "2029-01-01", source: "x" }, 422, "input.validFrom"],
      [
        { code: "GYM", value: 12, source: "x", federationId: DEMO_FEDERATION_ID, season: "1990-1991" },
        422,
        "input.season",
      ],
      [
        { code: "GYM", value: 12, source: "x", federationId: DEMO_FEDERATION_ID, season: "2900-2901" },
        422,
        "input.season",
      ],
      // Volunteer time is derived from the SMIC: it has no national row of its own to add.
      [{ code: "FMP", value: 14.11, validFrom: "2026-11-01", source: "x" }, 422, "input.code"],
    ];
    for (const [input, http, field] of cases) {
      const answer = await add(admin, input);
      expect([answer.http, answer.body.field], JSON.stringify(input)).toEqual([http, field]);
    }
    expect(
      (
        await add(admin, {
          code: "SMIC",
          value: 12,
          validFrom: "2028-11-25",
          source: "Test: two years ahead",
        })
      ).http,
    ).toBe(200);
  });

  it("refuses a national value to a federation's admin, and a federation that is not theirs", async () => {
    expect((await add(fede, { code: "GYM", value: 1, validFrom: "2026-01-01", source: "x" })).http).toBe(403);
    expect(
      (
        await add(fede, {
          code: "GYM",
          value: 1,
          source: "x",
          federationId: "another-fed",
          season: "2026-2027",
        })
      ).http,
    ).toBe(403);
    expect(
      (
        await add(admin, {
          code: "GYM",
          value: 1,
          source: "x",
          federationId: "no-such-fed",
          season: "2026-2027",
        })
      ).http,
    ).toBe(404);
  });
});

type HistoryRow = {
  id: number;
  code: string;
  value: number;
  validFrom: string;
  corrects: number | null;
  correctedBy: number | null;
};
const history = async (token: string, query: string) =>
  t.call<{ rows: HistoryRow[] }>(`/api/reference/rates/history${query}`, { token });

describe("correcting a rate (issue 38.11)", () => {
  it("replaces a wrong national value by a correction, keeping the old one in the history", async () => {
    const wrong = await add(admin, {
      code: "SMIC",
      value: 120.2,
      validFrom: "2026-11-20",
      source: "Test: a typo",
    });
    const id = (wrong.body.data as { rate: { id: number } }).rate.id;
    expect(rate(await rates(), "SMIC")).toMatchObject({ value: 120.2 });
    expect(rate(await rates(), "FMP")).toMatchObject({ value: 120.2 });

    const fixed = await add(admin, {
      code: "SMIC",
      value: 12.2,
      source: "Test: the typo corrected",
      corrects: id,
    });
    expect(fixed.http).toBe(200);
    // The correction keeps the corrected row's day unless it gives its own.
    expect(rate(await rates(), "SMIC")).toMatchObject({
      value: 12.2,
      validFrom: "2026-11-20",
      source: "Test: the typo corrected",
    });
    expect(rate(await rates(), "FMP")).toMatchObject({ value: 12.2 });

    const { http, body } = await history(admin, "?code=SMIC");
    expect(http).toBe(200);
    const newId = (fixed.body.data as { rate: { id: number } }).rate.id;
    expect(body.data.rows.find((row) => row.id === id)).toMatchObject({ value: 120.2, correctedBy: newId });
    expect(body.data.rows.find((row) => row.id === newId)).toMatchObject({
      value: 12.2,
      corrects: id,
      correctedBy: null,
    });
  });

  it("corrects a wrong day: the row dated too early no longer applies, the corrected one from its own day", async () => {
    const before = rate(await rates(), "CIS")?.value;
    const early = await add(admin, {
      code: "CIS",
      value: 4,
      validFrom: "2026-11-01",
      source: "Test: meant for 2027",
    });
    expect(rate(await rates(), "CIS")).toMatchObject({ value: 4 });
    const id = (early.body.data as { rate: { id: number } }).rate.id;
    expect(
      (
        await add(admin, {
          code: "CIS",
          value: 4,
          validFrom: "2027-01-01",
          source: "Test: from 2027",
          corrects: id,
        })
      ).http,
    ).toBe(200);
    // 2027 has not come: the value in force is the one before the mistake (an announced value is not shown early).
    expect(rate(await rates(), "CIS")?.value).toBe(before);
    const rows = (await history(admin, "?code=CIS")).body.data.rows;
    expect(rows.find((row) => row.id === id)).toMatchObject({
      validFrom: "2026-11-01",
      correctedBy: expect.any(Number),
    });
  });

  it("refuses a correction of an unknown row (404), of a row already corrected (409), of another code (422)", async () => {
    const rows = (await history(admin, "?code=SMIC")).body.data.rows;
    const corrected = rows.find((row) => row.correctedBy !== null)!;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ code: "SMIC", value: 12, source: "x", corrects: 999_999 }, 404, "input.corrects"],
      [{ code: "SMIC", value: 12, source: "x", corrects: corrected.id }, 409, "input.corrects"],
      [{ code: "GYM", value: 12, source: "x", corrects: corrected.correctedBy }, 422, "input.code"],
      [
        { code: "SMIC", value: 12, source: "x", corrects: corrected.correctedBy, validFrom: "1000-01-01" },
        400,
        "input.validFrom",
      ],
    ];
    for (const [input, http, field] of cases) {
      const answer = await add(admin, input);
      expect([answer.http, answer.body.field], JSON.stringify(input)).toEqual([http, field]);
    }
  });

  it("lets a federation correct its own rate for its season, not a national one", async () => {
    const own = await add(fede, {
      code: "GRD",
      value: 1.8,
      source: "Convention (typo)",
      federationId: DEMO_FEDERATION_ID,
      season: "2026-2027",
    });
    const id = (own.body.data as { rate: { id: number } }).rate.id;
    expect((await add(fede, { code: "GRD", value: 18, source: "Convention", corrects: id })).http).toBe(200);
    expect(rate(await rates(`?organizationId=${DEMO_CLUB_ID}`), "GRD")).toMatchObject({
      value: 18,
      validFrom: "2026-09-01",
      federation: true,
    });
    const national = (await history(admin, "?code=CIS")).body.data.rows[0];
    expect((await add(fede, { code: "CIS", value: 3, source: "x", corrects: national.id })).http).toBe(403);
    expect(
      (await history(fede, `?federationId=${DEMO_FEDERATION_ID}`)).body.data.rows.map((row) => row.value),
    ).toEqual(expect.arrayContaining([1.8, 18]));
    expect((await history(fede, "")).http).toBe(403);
  });
});
