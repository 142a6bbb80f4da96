import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  WORKED_EXAMPLE_HOURS_EXPECTED as X,
  workedExampleByHours,
} from "#core/cost-model/worked-example-hours";
import type { SavedCalculator } from "#core/schemas/calculation";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import type { EvaluateAnswer } from "../../worker/services/calculations/evaluate";
import { createTestApp, type TestApp } from "../support/test-app";

/** Worked example 2 of season-money.md section 2 through the API: the Coach shared by the hours each category uses. */
let t: TestApp;
let clubAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

const evaluate = (input: unknown) =>
  t.call<EvaluateAnswer>("/api/calculation/evaluate", { method: "POST", token: clubAdmin, json: { input } });

describe("POST calculation/evaluate with allocation keys", () => {
  it("answers worked example 2: E, S, A and M per category, NC 11200, ST 15480, result 4280", async () => {
    const { http, body } = await evaluate(workedExampleByHours(DEMO_CLUB_ID));
    expect(http).toBe(200);
    const { totals, categories } = body.data;
    expect(totals).toMatchObject({
      N: 100,
      budget: 13400,
      NC: X.totals.NC,
      ST: X.totals.ST,
      result: X.totals.result,
    });
    expect(categories.map((c) => [c.category, c.E, c.S, c.A, c.M])).toEqual(
      Object.entries(X.categories).map(([name, c]) => [name, c.E, c.S, c.A, c.M]),
    );
  });

  it("refuses a line shared within a group that does not exist, or that has no category, with 400 and the field", async () => {
    const unknown = workedExampleByHours(DEMO_CLUB_ID);
    unknown.federalFees[1].allocation = { group: "g9" };
    const refused = await evaluate(unknown);
    expect([refused.http, refused.body.field, refused.body.message]).toEqual([
      400,
      "input.federalFees.1.allocation.group",
      "error_allocation_group_unknown",
    ]);
    const empty = workedExampleByHours(DEMO_CLUB_ID);
    empty.groups.push({ id: "g3", name: "Vide", categories: [] });
    empty.benefits[0].allocation = { group: "g3" };
    const none = await evaluate(empty);
    expect([none.http, none.body.field, none.body.message]).toEqual([
      400,
      "input.benefits.0.allocation.group",
      "error_allocation_group_empty",
    ]);
  });

  it("keeps the hours and the keys through a save and a retrieve", async () => {
    const headers = { "x-organization-id": DEMO_CLUB_ID };
    const current = (
      await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers })
    ).body.data;
    const doc = workedExampleByHours(DEMO_CLUB_ID);
    const saved = await t.call<SavedCalculator>("/api/calculation/store", {
      method: "POST",
      token: clubAdmin,
      headers,
      json: { input: { ...doc, context: { version: current.context.version, inputMembership: false } } },
    });
    expect(saved.http).toBe(200);
    const back = (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: clubAdmin, headers }))
      .body.data;
    expect(back.internalFees.find((line) => line.name === "Coach")?.allocation).toBe("hours");
    expect(back.groups.flatMap((g) => g.categories.map((c) => [c.name, c.hours]))).toEqual([
      ["U11", 3],
      ["U15", 4.5],
      ["Loisir", 1.5],
    ]);
    // The memberships kept are those of the keys (the demo federation's template adds its lines).
    const figures = (await evaluate(back)).body.data.categories.map((c) => c.M);
    expect(back.groups.flatMap((g) => g.categories.map((c) => c.membership))).toEqual(figures);
    const byHead = (
      await evaluate({
        ...back,
        internalFees: back.internalFees.map((line) => ({ ...line, allocation: undefined })),
      })
    ).body.data.categories.map((c) => c.M);
    expect(figures).not.toEqual(byHead);
  });
});
