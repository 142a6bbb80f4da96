import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReferenceRate } from "../../core/reference-rates";
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
const add = (token: string, input: Record<string, unknown>) => t.call<{ rate: unknown }>("/api/reference/rates", { method: "POST", token, json: { input } });

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
      url: "https://www.service-public.fr/particuliers/vosdroits/F2300",
      method: "statutory",
    });
    expect(rate(data, "EMPLOYER_CHARGES")).toMatchObject({ value: 0, unit: "ratio", method: "setting" });
    expect(data.rates.map((r) => [r.code, r.value, r.method])).toEqual([
      ["SMIC", 12.02, "statutory"],
      ["EMPLOYER_CHARGES", 0, "setting"],
      ["GYM", 22.65, "local"],
      ["GRD", 22.65, "local"],
      ["FMP", 14.11, "volunteer"],
      ["DRT", 15.77, "volunteer"],
      ["OCA", 14.11, "volunteer"],
      ["CIS", 3.37, "civic"],
    ]);
  });

  it("gives an earlier season the value in force then", async () => {
    expect(rate(await rates("?season=2024-2025"), "SMIC")).toMatchObject({ value: 11.88, validFrom: "2024-11-01" });
    expect(rate(await rates("?season=2025-2026"), "SMIC")).toMatchObject({ value: 12.02, validFrom: "2026-01-01" });
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
    const { http } = await add(admin, { code: "CIS", value: 3.5, validFrom: "2026-11-01", source: "Test: a new civic service rate" });
    expect(http).toBe(200);
    expect(rate(await rates(), "CIS")).toMatchObject({ value: 3.5, validFrom: "2026-11-01", source: "Test: a new civic service rate" });
    expect(rate(await rates("?season=2025-2026"), "CIS")).toMatchObject({ value: 3.37 });
    await add(admin, { code: "SMIC", value: 12.5, validFrom: "2027-01-01", source: "Test: announced" });
    expect(rate(await rates(), "SMIC")).toMatchObject({ value: 12.02 });
  });

  it("lets a federation set its own rate for one season of its clubs", async () => {
    const { http, body } = await add(fede, { code: "GYM", value: 18, source: "Convention régionale des gymnases", federationId: DEMO_FEDERATION_ID, season: "2026-2027" });
    expect(http).toBe(200);
    expect(body.data).toEqual({
      rate: { code: "GYM", value: 18, unit: "EUR/h", validFrom: "2026-09-01", source: "Convention régionale des gymnases", method: "local", federation: true },
      season: "2026-2027",
    });
    expect(rate(await rates(`?organizationId=${DEMO_CLUB_ID}`), "GYM")).toMatchObject({ value: 18, validFrom: "2026-09-01", federation: true });
    expect(rate(await rates(`?organizationId=${DEMO_FEDERATION_ID}`), "GYM")).toMatchObject({ value: 18 });
    expect(rate(await rates(`?organizationId=${DEMO_CLUB_ID}&season=2025-2026`), "GYM")).toMatchObject({ value: 22.65 });
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
      [{ code: "SMIC", value: 12, validFrom: "2027-01-01", source: "x", url: "http://example.org" }, "input.url"],
      [{ code: "EMPLOYER_CHARGES", value: 11, validFrom: "2027-01-01", source: "x" }, "input.value"],
      [{ code: "SMIC", value: 12, source: "x", federationId: DEMO_FEDERATION_ID, season: "2026-2027" }, "input.code"],
      [{ code: "GYM", value: 12, source: "x", federationId: DEMO_FEDERATION_ID }, "input.season"],
    ];
    for (const [input, field] of cases) {
      const { http, body } = await add(admin, input);
      expect([http, body.field], JSON.stringify(input)).toEqual([400, field]);
    }
  });

  it("refuses a national value to a federation's admin, and a federation that is not theirs", async () => {
    expect((await add(fede, { code: "GYM", value: 1, validFrom: "2026-01-01", source: "x" })).http).toBe(403);
    expect((await add(fede, { code: "GYM", value: 1, source: "x", federationId: "another-fed", season: "2026-2027" })).http).toBe(403);
    expect((await add(admin, { code: "GYM", value: 1, source: "x", federationId: "no-such-fed", season: "2026-2027" })).http).toBe(404);
  });
});
