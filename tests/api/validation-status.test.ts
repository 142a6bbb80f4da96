import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import { valueAt } from "../../worker/http/validate";
import { DEMO_CLUB_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Issue 38.10: the envelope's status is the backend code of what went wrong. A value of the wrong type
 * is 1 ("Invalid parameter"), a value not sent 400 ("Missing parameter"); every wrong type answered
 * 400, because zod 4 leaves the input out of its issues and the check read it there.
 */
let t: TestApp;
let clubAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  clubAdmin = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

describe("validation answers the backend code of the problem (issue 38.10)", () => {
  it("a calculator with a value of the wrong type is status 1, one without a required value 400", async () => {
    const example = workedExample(DEMO_CLUB_ID);
    const cases: [unknown, number, string][] = [
      [{ ...example, currency: 5 }, 1, "input.currency"],
      [{ ...example, groups: "U11" }, 1, "input.groups"],
      [{ ...example, federalFees: [{ name: "Licences", value: "-2400" }] }, 1, "input.federalFees.0.value"],
      [{ ...example, federalFees: [{ name: "Licences" }] }, 400, "input.federalFees.0.value"],
      [{ ...example, organizationId: undefined }, 400, "input.organizationId"],
    ];
    for (const [input, status, field] of cases) {
      const { http, body } = await t.call("/api/calculation/evaluate", {
        method: "POST",
        token: clubAdmin,
        json: { input },
      });
      expect([http, body.status, body.field]).toEqual([400, status, field]);
    }
  });

  it("so does any other body: a login that is not text is 1, no password 400", async () => {
    const wrongType = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: 5, password: "password-123" },
    });
    expect([wrongType.http, wrongType.body.status, wrongType.body.field]).toEqual([400, 1, "login"]);
    const missing = await t.call("/api/auth/login", {
      method: "POST",
      json: { login: "club@demo.clubcost.app" },
    });
    expect([missing.http, missing.body.status, missing.body.field]).toEqual([400, 400, "password"]);
  });

  it("reads the value at an issue's path, undefined when a step is not there", () => {
    expect(valueAt({ a: [{ b: 0 }] }, ["a", 0, "b"])).toBe(0);
    expect(valueAt({ a: [{ b: null }] }, ["a", 0, "b"])).toBeNull();
    expect(valueAt({ a: "x" }, ["a", 0, "b"])).toBeUndefined();
    expect(valueAt(null, ["a"])).toBeUndefined();
  });
});
