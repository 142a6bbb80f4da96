import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { clubs } from "../../worker/db/schema";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 38.10: figures kept on the club row carry no float noise. 12.34 for 3 members is a sell total
 * of 37.019999999999996 and an average of 12.339999999999998; fees of 0.10 and 0.20 add up to
 * 0.30000000000000004. The row keeps cents, and the club list answers them.
 */
let t: TestApp;
let clubAdmin: string;
let fede: string;
const club = { "x-organization-id": DEMO_CLUB_ID };

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t.close());

const isCents = (value: number) => Number((Math.round(value * 100) / 100).toFixed(2)) === value;

describe("stored club figures are kept to the cent (issue 38.10)", () => {
  it("the club row and the club list", async () => {
    const current = (
      await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers: club })
    ).body.data;
    const groups = [
      {
        name: "Adultes",
        categories: [
          { name: "Loisir", members: 3, fees: [], subsidies: [], rate: 100, manualMembership: 12.34 },
        ],
      },
    ];
    const noisy = {
      ...current,
      precision: 1,
      groups,
      internalFees: [...current.internalFees, { name: "Craie", value: -0.1 }, { name: "Ruban", value: -0.2 }],
    };
    const saved = await t.call("/api/calculation/store", {
      method: "POST",
      token: clubAdmin,
      headers: club,
      json: { input: noisy },
    });
    expect([saved.http, saved.body.status]).toEqual([200, 0]);

    const [row] = await t.deps.db().select().from(clubs).where(eq(clubs.id, DEMO_CLUB_ID));
    expect(row.avgMemberShip).toBe(12.34);
    expect(isCents(row.globalFees)).toBe(true);
    expect(row.globalFees % 1).not.toBe(0);

    const list = await t.call<{ id: string; globalFees: number }[]>(
      `/api/club/list?federationId=${DEMO_FEDERATION_ID}`,
      { token: fede },
    );
    const listed = list.body.data.find((c) => c.id === DEMO_CLUB_ID);
    expect(listed?.globalFees).toBe(row.globalFees);
    expect(JSON.stringify(listed)).not.toMatch(/"globalFees":-?\d+\.\d{3,}/);
  });
});
