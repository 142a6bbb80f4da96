import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../worker/db/schema";
import { rateLimits } from "../../worker/services/auth/rate-limits";
import { ensureGlobalAdmin } from "../../worker/services/users/global-admin";
import { createTestApp, type TestApp } from "../support/test-app";

// Issue 39, points 2, 5 and 8: no way in left open after the owner reacts, no lock handed to strangers.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const from = (ip: string) => ({ "x-forwarded-for": ip });

async function register(email: string, password = "a-good-password") {
  expect(
    (await t.call("/api/auth/register", { method: "POST", json: { login: email, password } })).http,
  ).toBe(200);
}

const askReset = (email: string, ip = "192.0.2.1") =>
  t.call("/api/auth/resetPassword", { method: "POST", headers: from(ip), json: { input: { email } } });

/** The links mailed to an address, oldest first. */
async function linksTo(email: string) {
  const mails = await t.deps.db().select().from(outbox).where(eq(outbox.to, email));
  return mails.flatMap((mail) => mail.text.match(/reset-password\/([\w-]+)/)?.[1] ?? []);
}

const confirm = (token: string, newPassword: string) =>
  t.call("/api/auth/resetPassword/confirm", { method: "POST", json: { input: { token, newPassword } } });
const login = (email: string, password: string) =>
  t.call("/api/auth/login", { method: "POST", json: { login: email, password } });

describe("a reset link does not outlive the owner's reaction (39.2)", () => {
  it("is spent by a password change", async () => {
    await register("changed-after-reset@example.org");
    await askReset("changed-after-reset@example.org");
    const [link] = await linksTo("changed-after-reset@example.org");
    const token = await t.login("changed-after-reset@example.org", "a-good-password");
    const changed = await t.call("/api/auth/changePassword", {
      method: "POST",
      token,
      json: { input: { oldPassword: "a-good-password", newPassword: "owners-new-one" } },
    });
    expect(changed.http).toBe(200);
    const attacker = await confirm(link, "attackers-choice");
    expect([attacker.http, attacker.body.field]).toEqual([422, "token"]);
    expect((await login("changed-after-reset@example.org", "attackers-choice")).http).toBe(401);
    expect((await login("changed-after-reset@example.org", "owners-new-one")).http).toBe(200);
  });

  it("is spent by the operator's new password (npm run admin:create)", async () => {
    await register("operator-reset@example.org");
    await askReset("operator-reset@example.org", "192.0.2.5");
    const [link] = await linksTo("operator-reset@example.org");
    await ensureGlobalAdmin(t.deps.db(), "operator-reset@example.org", "operators-new-one");
    expect((await confirm(link, "attackers-choice")).http).toBe(422);
    expect((await login("operator-reset@example.org", "operators-new-one")).http).toBe(200);
  });

  it("is spent by a newer link, and a reset spends every other open link", async () => {
    await register("two-links@example.org");
    await askReset("two-links@example.org", "192.0.2.2");
    await askReset("two-links@example.org", "192.0.2.3");
    await askReset("two-links@example.org", "192.0.2.4");
    const [first, second, third] = await linksTo("two-links@example.org");
    // Each mail tells the owner which of several works (registered in French, the default).
    const [mail] = await t.deps.db().select().from(outbox).where(eq(outbox.to, "two-links@example.org"));
    expect(mail.text).toContain("seul le dernier fonctionne");
    expect((await confirm(first, "from-the-first-link")).http).toBe(422);
    expect((await confirm(third, "from-the-newest-link")).http).toBe(200);
    expect((await confirm(second, "from-the-second-link")).http).toBe(422);
    expect((await login("two-links@example.org", "from-the-newest-link")).http).toBe(200);
  });
});

describe("strangers cannot block the owner's reset (39.5)", () => {
  it("keeps answering the owner 200, and the newest link mailed works, while the mails stay bounded", async () => {
    await register("popular@example.org");
    const { perAccount, perAccountMails } = rateLimits.reset;
    const strangers = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"];
    const answers: number[] = [];
    for (const ip of strangers)
      for (let i = 0; i < perAccount; i++) answers.push((await askReset("popular@example.org", ip)).http);
    // 12 requests, all answered as always, though only 10 mails went.
    expect(answers).toEqual(Array(strangers.length * perAccount).fill(200));
    const owner = await askReset("popular@example.org", "203.0.113.9");
    expect(owner.http).toBe(200);
    const links = await linksTo("popular@example.org");
    expect(links).toHaveLength(perAccountMails);
    expect((await confirm(links[links.length - 1], "owner-is-back-in")).http).toBe(200);
    expect((await login("popular@example.org", "owner-is-back-in")).http).toBe(200);
  });

  it("still answers 429 past an address's own limits", async () => {
    const answers: number[] = [];
    for (let i = 0; i <= rateLimits.reset.perAccount; i++)
      answers.push((await askReset("someone-else@example.org", "198.51.100.50")).http);
    expect(answers.at(-1)).toBe(429);
  });
});

describe("logout with the access token alone (39.8)", () => {
  it("ends the session the token belongs to", async () => {
    await register("api-client@example.org");
    const token = await t.login("api-client@example.org", "a-good-password");
    const other = await t.login("api-client@example.org", "a-good-password");
    expect((await t.call("/api/user/details", { token })).http).toBe(200);
    const out = await t.call("/api/auth/logout", { method: "POST", token });
    expect(out.http).toBe(200);
    expect((await t.call("/api/user/details", { token })).http).toBe(401);
    // Only that session: another login of the same account goes on.
    expect((await t.call("/api/user/details", { token: other })).http).toBe(200);
  });
});
