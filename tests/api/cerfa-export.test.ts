import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cerfaBudget, type CerfaRow } from "#core/cerfa";
import type { SavedCalculator } from "#core/schemas/calculation";
import { seasonOf } from "#core/season";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { digest } from "./authorization/fixtures";
import { createTestApp, type TestApp } from "../support/test-app";

/** GET calculation/export/cerfa (issue 29, treasurer.md section 5): the Cerfa 12156 budget as CSV or JSON. */
let t: TestApp;
let clubAdmin: string;
let stranger: string;
const club = { "x-organization-id": DEMO_CLUB_ID };
const current = seasonOf(new Date());

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
  await t.call("/api/auth/register", {
    method: "POST",
    json: { login: "cerfa-stranger@example.org", password: "password-123", firstName: "", lastName: "" },
  });
  stranger = await t.login("cerfa-stranger@example.org", "password-123");
});
afterAll(() => t.close());

// An empty token sends none (the anonymous caller).
const exportCall = (query: string, token: string = clubAdmin, headers: Record<string, string> = club) =>
  t.request(`/api/calculation/export/cerfa${query}`, { token: token || undefined, headers });

describe("GET calculation/export/cerfa", () => {
  it("answers a CSV French Excel opens: BOM, ';', decimal comma, CRLF, 86 = 87 = BK of the demo club (the worked example)", async () => {
    const response = await exportCall(`?season=${current}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`cerfa-12156-${current}.csv`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("compte;libellé;montant");
    expect(lines).toContain("86;Total des emplois des contributions volontaires en nature;9100,00");
    expect(lines).toContain("87;Total des contributions volontaires en nature;9100,00");
    expect(lines).toContain("756;dont cotisations;12720,00");
    expect(lines).toContain("6;Total des charges;13400,00");
    expect(lines.at(-1)).toBe("");
  });

  it("answers the same rows as JSON, as core computes them from the document retrieve answers", async () => {
    const response = await exportCall("?format=json");
    const body = (await response.json()) as { status: number; data: { season: string; rows: CerfaRow[] } };
    expect([response.status, body.status, body.data.season]).toEqual([200, 0, current]);
    const retrieved = await t.call<SavedCalculator>("/api/calculation/retrieve", {
      token: clubAdmin,
      headers: club,
    });
    expect(body.data.rows).toEqual(cerfaBudget(retrieved.body.data, "fr").rows);
    expect(body.data.rows.find((r) => r.account === "74")).toEqual({
      account: "74",
      label: "Subventions d'exploitation",
      amount: 2200,
    });
  });

  it("refuses a bad season (400, field season) and an earlier season without a calculator (400, field season)", async () => {
    const bad = await exportCall("?season=2026-2028");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { field?: string }).field).toBe("season");
    const format = await exportCall("?format=pdf");
    expect(format.status).toBe(400);
    expect(((await format.json()) as { field?: string }).field).toBe("format");
    const past = await exportCall("?season=2019-2020");
    expect(past.status).toBe(400);
    expect(((await past.json()) as { field?: string }).field).toBe("season");
  });

  it("refuses the anonymous (401) and a user of no club (403), and changes nothing", async () => {
    const before = await digest(t);
    expect((await exportCall("", "")).status).toBe(401);
    const refused = await exportCall("?format=json", stranger);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("9100");
    expect(await digest(t)).toBe(before);
  });
});
