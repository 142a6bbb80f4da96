import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

// The store enforces signs (treasurer.md section 4): a fee above 0, a subsidy below 0 or a negative
// manual price is refused with 400 and the field, and nothing is saved.
let t: TestApp;
let token: string;
let saved: SavedCalculator;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("club@demo.clubcost.app");
  saved = (
    await t.call<SavedCalculator>("/api/calculation/retrieve", {
      token,
      headers: { "x-organization-id": DEMO_CLUB_ID },
    })
  ).body.data;
});
afterAll(() => t?.close());

const store = (doc: SavedCalculator) =>
  t.call<{ context: { version: number } }>("/api/calculation/store", {
    method: "POST",
    token,
    headers: { "x-organization-id": DEMO_CLUB_ID },
    json: { input: { ...doc, context: { version: doc.context.version, inputMembership: false } } },
  });
const changed = (edit: (doc: SavedCalculator) => void) => {
  const doc = structuredClone(saved);
  edit(doc);
  return doc;
};

describe("the store enforces signs", () => {
  const refused: [string, (doc: SavedCalculator) => void, string, string][] = [
    [
      "a federal fee above 0",
      (d) => (d.federalFees[0].value = 2400),
      "input.federalFees.0.value",
      "error_fee_positive",
    ],
    [
      "an internal fee above 0",
      (d) => d.internalFees.push({ name: "Refund", value: 10 }),
      "input.internalFees.2.value",
      "error_fee_positive",
    ],
    [
      "a global subsidy below 0",
      (d) => (d.globalSubsidies[0].value = -2000),
      "input.globalSubsidies.0.value",
      "error_subsidy_negative",
    ],
    [
      "a category fee above 0",
      (d) => (d.groups[0].categories[0].fees[0].value = 400),
      "input.groups.0.categories.0.fees.0.value",
      "error_fee_positive",
    ],
    [
      "a category subsidy below 0",
      (d) => (d.groups[0].categories[0].subsidies[0].value = -200),
      "input.groups.0.categories.0.subsidies.0.value",
      "error_subsidy_negative",
    ],
    [
      "a negative manual price",
      (d) => (d.groups[1].categories[0].manualMembership = -150),
      "input.groups.1.categories.0.manualMembership",
      "error_price_negative",
    ],
    // Under one euro: a check that rounds or compares with -1 lets these through.
    [
      "a global subsidy of -0.50",
      (d) => (d.globalSubsidies[0].value = -0.5),
      "input.globalSubsidies.0.value",
      "error_subsidy_negative",
    ],
    [
      "a manual price of -0.40",
      (d) => (d.groups[1].categories[0].manualMembership = -0.4),
      "input.groups.1.categories.0.manualMembership",
      "error_price_negative",
    ],
    [
      "a federal fee of +0.01",
      (d) => (d.federalFees[0].value = 0.01),
      "input.federalFees.0.value",
      "error_fee_positive",
    ],
  ];
  for (const [what, edit, field, message] of refused) {
    it(`refuses ${what} with 400 and ${field}`, async () => {
      const { http, body } = await store(changed(edit));
      expect([http, body.field, body.message]).toEqual([400, field, message]);
      const now = await t.call<SavedCalculator>("/api/calculation/retrieve", {
        token,
        headers: { "x-organization-id": DEMO_CLUB_ID },
      });
      expect(now.body.data.context.version).toBe(saved.context.version);
    });
  }

  it("accepts amounts of zero", async () => {
    const { http } = await store(
      changed((d) => {
        d.internalFees[0].value = 0;
        d.globalSubsidies[0].value = 0;
        d.groups[1].categories[0].manualMembership = 0;
      }),
    );
    expect(http).toBe(200);
  });
});
