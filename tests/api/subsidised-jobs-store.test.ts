import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

// A client that still sends a subsidised job as a benefit in kind (a draft kept in a browser from
// before migration 0013, an API client): the store keeps it as the global subsidy it is (decision 139).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("club@demo.clubcost.app");
});
afterAll(() => t?.close());

const headers = { "x-organization-id": DEMO_CLUB_ID };

describe("a save with a subsidised job among the benefits", () => {
  it("stores it as a global subsidy, name and amount kept, out of the benefits in kind", async () => {
    const saved = (await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers })).body.data;
    const benefits = [
      ...saved.benefits,
      {
        index: saved.benefits.length,
        benefitType: "SJB" as const,
        code: "DRA" as const,
        name: "Aide DRAJES",
        hours: 5000,
        rate: 1,
      },
    ];
    const { http } = await t.call("/api/calculation/store", {
      method: "POST",
      token,
      headers,
      json: {
        input: { ...saved, benefits, context: { version: saved.context.version, inputMembership: false } },
      },
    });
    expect(http).toBe(200);
    const now = (await t.call<SavedCalculator>("/api/calculation/retrieve", { token, headers })).body.data;
    expect(now.benefits).toEqual(saved.benefits);
    expect(now.globalSubsidies).toMatchObject([
      ...saved.globalSubsidies,
      { name: "Aide DRAJES", value: 5000 },
    ]);
  });
});
