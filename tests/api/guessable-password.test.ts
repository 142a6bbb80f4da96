import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../worker/db/schema";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 39.7: the demo password, the product's name, one repeated character and keyboard rows.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const refusal = (answer: { http: number; body: { status: number; field?: string; message: string } }) => [
  answer.http,
  answer.body.status,
  answer.body.field,
  answer.body.message,
];

describe("guessable passwords", () => {
  it.each(["clubcost-demo", "ClubCost2026", "aaaaaaaaaa", "azertyuiop", "qsdfghjklm", "1234567890"])(
    "are refused at register: %j",
    async (password) => {
      // An address of its own per case: the register limit counts per account.
      const answer = await t.call("/api/auth/register", {
        method: "POST",
        json: { login: `guess-${password.length}-${password.charCodeAt(0)}@example.org`, password },
      });
      expect(refusal(answer)).toEqual([400, 15, "password", "error_password_guessable"]);
    },
  );

  it("are refused at a password change and a reset, and change nothing", async () => {
    expect(
      (
        await t.call("/api/auth/register", {
          method: "POST",
          json: { login: "careful@example.org", password: "a-good-password" },
        })
      ).http,
    ).toBe(200);
    const token = await t.login("careful@example.org", "a-good-password");
    const changed = await t.call("/api/auth/changePassword", {
      method: "POST",
      token,
      json: { input: { oldPassword: "a-good-password", newPassword: "clubcost-demo" } },
    });
    expect(refusal(changed)).toEqual([400, 15, "input.newPassword", "error_password_guessable"]);
    await t.call("/api/auth/resetPassword", {
      method: "POST",
      json: { input: { email: "careful@example.org" } },
    });
    const [mail] = await t.deps.db().select().from(outbox).where(eq(outbox.to, "careful@example.org"));
    const link = mail.text.match(/reset-password\/([\w-]+)/)?.[1];
    const reset = await t.call("/api/auth/resetPassword/confirm", {
      method: "POST",
      json: { input: { token: link, newPassword: "qwertyuiop" } },
    });
    expect(refusal(reset)).toEqual([400, 15, "input.newPassword", "error_password_guessable"]);
    expect(
      (
        await t.call("/api/auth/login", {
          method: "POST",
          json: { login: "careful@example.org", password: "a-good-password" },
        })
      ).http,
    ).toBe(200);
  });
});
