import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserDetails } from "#core/schemas/user";
import { users } from "../../worker/db/schema";
import { registerAndLogin } from "../support/factories";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 31.13: a self-registered account starts without a name; PATCH user/me lets its owner set one.
let t: TestApp;
let serial = 0;

async function newAccount() {
  const email = `profile-${++serial}@x.org`;
  return { email, token: await registerAndLogin(t, email) };
}

const patch = (token: string | undefined, json: unknown) =>
  t.call<UserDetails>("/api/user/me", { method: "PATCH", token, json });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("PATCH /api/user/me", () => {
  it("sets the caller's own names, trimmed, seen by user/details at once", async () => {
    const { token } = await newAccount();
    const answer = await patch(token, { input: { firstName: "  Claire ", lastName: "Trésorière " } });
    expect(answer.http).toBe(200);
    expect(answer.body.data).toMatchObject({ firstName: "Claire", lastName: "Trésorière" });
    const details = await t.call<UserDetails>("/api/user/details", { token });
    expect(details.body.data).toMatchObject({ firstName: "Claire", lastName: "Trésorière" });
  });

  it("changes the caller's row only", async () => {
    const first = await newAccount();
    const second = await newAccount();
    await patch(second.token, { input: { firstName: "Paul", lastName: "Martin" } });
    await patch(first.token, { input: { firstName: "Zoé", lastName: "Petit" } });
    const names = async (email: string) =>
      (
        await t.deps
          .db()
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.email, email))
      )[0];
    expect(await names(second.email)).toEqual({ firstName: "Paul", lastName: "Martin" });
    expect(await names(first.email)).toEqual({ firstName: "Zoé", lastName: "Petit" });
  });

  it("refuses a missing or too long name with 400 and the field, and changes nothing", async () => {
    const { token, email } = await newAccount();
    await patch(token, { input: { firstName: "Anne", lastName: "Durand" } });
    const tooLong = await patch(token, { input: { firstName: "x".repeat(81), lastName: "Durand" } });
    expect([tooLong.http, tooLong.body.field, tooLong.body.message]).toEqual([
      400,
      "input.firstName",
      "error_name_too_long",
    ]);
    const missing = await patch(token, { input: { firstName: "Anne" } });
    expect([missing.http, missing.body.field]).toEqual([400, "input.lastName"]);
    const [row] = await t.deps
      .db()
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.email, email));
    expect(row).toEqual({ firstName: "Anne", lastName: "Durand" });
  });

  it("is for a logged-in caller only", async () => {
    expect((await patch(undefined, { input: { firstName: "A", lastName: "B" } })).http).toBe(401);
  });
});
