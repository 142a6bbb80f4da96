import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { like } from "drizzle-orm";
import { USER_LIST_LIMIT } from "#core/user-list";
import { contactMessages, outbox, users } from "../../worker/db/schema";
import { ensureGlobalAdmin } from "../../worker/services/users/global-admin";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let admin: string;
let club: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@demo.clubcost.app");
  club = await t.login("club@demo.clubcost.app");
});
afterAll(() => t.close());

describe("users administration", () => {
  it("lists users for the global admin only", async () => {
    const list = await t.call<{ email: string }[]>("/api/user/list", { token: admin });
    expect(list.http).toBe(200);
    expect(list.body.data.map((u) => u.email)).toContain("club@demo.clubcost.app");
    expect((await t.call("/api/user/list", { token: club })).http).toBe(403);
    expect((await t.call("/api/user/list")).http).toBe(401);
  });

  it("filters the list", async () => {
    const list = await t.call<{ email: string }[]>("/api/user/list/fede", { token: admin });
    expect(list.body.data.map((u) => u.email)).toEqual(["fede@demo.clubcost.app"]);
  });

  it("searches for _ and % as themselves, not as patterns", async () => {
    for (const login of ["jean_dupont@example.org", "jeanxdupont@example.org"]) {
      expect(
        (
          await t.call("/api/auth/register", {
            method: "POST",
            json: { login, password: "search-me-please" },
          })
        ).http,
      ).toBe(200);
    }
    const emails = async (filter: string) =>
      (
        await t.call<{ email: string }[]>(`/api/user/list/${encodeURIComponent(filter)}`, { token: admin })
      ).body.data.map((u) => u.email);
    expect(await emails("jean_dupont")).toEqual(["jean_dupont@example.org"]);
    expect(await emails("_")).toEqual(["jean_dupont@example.org"]);
    expect(await emails("JEANX")).toEqual(["jeanxdupont@example.org"]);
    expect(await emails("%")).toEqual([]);
  });

  it("stops at the newest USER_LIST_LIMIT accounts; a search reaches the older ones", async () => {
    const old = Array.from({ length: USER_LIST_LIMIT + 5 }, (_, i) => ({
      id: `bulk-${i}`,
      email: `bulk-${String(i).padStart(3, "0")}@example.org`,
      passwordHash: "x",
      createdAt: 1_000_000 + i,
    }));
    for (let start = 0; start < old.length; start += 100)
      await t.deps
        .db()
        .insert(users)
        .values(old.slice(start, start + 100));
    const list = await t.call<{ email: string }[]>("/api/user/list", { token: admin });
    expect(list.body.data).toHaveLength(USER_LIST_LIMIT);
    expect(list.body.data.map((u) => u.email)).not.toContain("bulk-000@example.org");
    expect(
      (await t.call<{ email: string }[]>("/api/user/list/bulk-000", { token: admin })).body.data.map(
        (u) => u.email,
      ),
    ).toEqual(["bulk-000@example.org"]);
    await t.deps.db().delete(users).where(like(users.id, "bulk-%"));
  });

  it("deletes a user, never oneself, and refuses others", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "leaving@example.org", password: "leaving-soon" },
    });
    const list = await t.call<{ id: string; email: string }[]>("/api/user/list/leaving", { token: admin });
    const id = list.body.data[0].id;
    expect((await t.call(`/api/user/${id}`, { method: "DELETE", token: club })).http).toBe(403);
    expect((await t.call(`/api/user/${id}`, { method: "DELETE", token: admin })).http).toBe(200);
    expect((await t.call<unknown[]>("/api/user/list/leaving", { token: admin })).body.data).toEqual([]);
    expect((await t.call("/api/user/demo-admin", { method: "DELETE", token: admin })).http).toBe(403);
  });

  it("gives the user details with roles and organizations", async () => {
    const details = await t.call<{ roles: string[]; organizations: { id: string; type: string }[] }>(
      "/api/user/details",
      { token: club },
    );
    expect(details.body.data.roles).toEqual([]);
    expect(details.body.data.organizations).toEqual([
      expect.objectContaining({ id: "demo-club", type: "club" }),
    ]);
    const fede = await t.call<{ roles: string[] }>("/api/user/details", {
      token: await t.login("fede@demo.clubcost.app"),
    });
    expect(fede.body.data.roles).toEqual(["adminFede"]);
  });
});

describe("support", () => {
  it("stores and mails a contact message, with the e-mail of a logged-in sender", async () => {
    const sent = await t.call("/api/support/contact", {
      method: "POST",
      token: club,
      json: { input: { email: "someone@else.org", reason: "bug", title: "Broken", message: "It broke." } },
    });
    expect(sent.http).toBe(200);
    expect(sent.body.message).toBe("Your message has been successfully sent!");
    const [stored] = await t.deps.db().select().from(contactMessages);
    expect(stored.email).toBe("club@demo.clubcost.app");
    const mails = await t.deps.db().select().from(outbox);
    expect(mails.some((m) => m.to === "support@clubcost.app" && m.subject.includes("Broken"))).toBe(true);
  });

  it("validates every contact field", async () => {
    const bad = await t.call("/api/support/contact", {
      method: "POST",
      json: { input: { email: "a@b.fr", reason: "spam", title: "x", message: "y" } },
    });
    expect([bad.http, bad.body.field]).toEqual([400, "input.reason"]);
    const empty = await t.call("/api/support/contact", {
      method: "POST",
      json: { input: { email: "a@b.fr", reason: "bug", title: " ", message: "y" } },
    });
    expect([empty.http, empty.body.field]).toEqual([400, "input.title"]);
  });

  it("lists tutorial videos for logged-in users: none, the sample videos are gone (decision 164)", async () => {
    expect((await t.call("/api/support/videos")).http).toBe(401);
    const videos = await t.call<{ videos: { videoId: string }[] }>("/api/support/videos", { token: club });
    expect([videos.http, videos.body.data.videos]).toEqual([200, []]);
  });

  it("shows the outbox to the global admin only", async () => {
    expect((await t.call("/api/user/outbox", { token: club })).http).toBe(403);
    expect((await t.call("/api/user/outbox", { token: admin })).http).toBe(200);
  });
});

describe("who may call the users and support calls", () => {
  it("refuses every admin call to a federation admin and to an ordinary user, changing nothing", async () => {
    const fede = await t.login("fede@demo.clubcost.app");
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "plain@example.org", password: "plain-password" },
    });
    const plain = await t.login("plain@example.org", "plain-password");
    for (const token of [fede, plain]) {
      expect((await t.call("/api/user/list", { token })).http).toBe(403);
      expect((await t.call("/api/user/list/demo", { token })).http).toBe(403);
      expect((await t.call("/api/user/outbox", { token })).http).toBe(403);
      expect((await t.call("/api/user/demo-club-admin", { method: "DELETE", token })).http).toBe(403);
    }
    const list = await t.call<{ email: string }[]>("/api/user/list", { token: admin });
    expect(list.body.data.map((u) => u.email)).toEqual(
      expect.arrayContaining(["fede@demo.clubcost.app", "club@demo.clubcost.app", "plain@example.org"]),
    );
  });

  it("answers an unknown user with 404 and a malformed id or filter with 400", async () => {
    expect((await t.call("/api/user/no-such-user", { method: "DELETE", token: admin })).http).toBe(404);
    const long = await t.call(`/api/user/${"x".repeat(65)}`, { method: "DELETE", token: admin });
    expect([long.http, long.body.field]).toEqual([400, "userId"]);
    const filter = await t.call(`/api/user/list/${"y".repeat(101)}`, { token: admin });
    expect([filter.http, filter.body.field]).toEqual([400, "filter"]);
  });

  it("ends the sessions of a deleted user", async () => {
    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "deleted@example.org", password: "deleted-password" },
    });
    const token = await t.login("deleted@example.org", "deleted-password");
    const [row] = (await t.call<{ id: string }[]>("/api/user/list/deleted@", { token: admin })).body.data;
    expect((await t.call(`/api/user/${row.id}`, { method: "DELETE", token: admin })).http).toBe(200);
    expect((await t.call("/api/user/details", { token })).http).toBe(401);
  });

  it("names a bad contact e-mail and limits messages from one address", async () => {
    const bad = await t.call("/api/support/contact", {
      method: "POST",
      json: { input: { email: "nope", reason: "bug", title: "t", message: "m" } },
    });
    expect([bad.http, bad.body.field]).toEqual([400, "input.email"]);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const sent = await t.call("/api/support/contact", {
        method: "POST",
        headers: { "x-forwarded-for": "203.0.113.50" },
        json: {
          input: {
            email: `writer${i}@example.org`,
            reason: "question",
            title: "Hello",
            message: "A question.",
          },
        },
      });
      statuses.push(sent.http);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("the first global admin (npm run admin:create)", () => {
  it("creates an admin with a generated password, never a default one, and promotes an existing account", async () => {
    const created = await ensureGlobalAdmin(t.deps.db(), " Ops@Example.org ");
    expect(created).toMatchObject({ email: "ops@example.org", created: true });
    expect(created.generatedPassword?.length).toBeGreaterThanOrEqual(16);
    const other = await ensureGlobalAdmin(t.deps.db(), "ops2@example.org");
    expect(other.generatedPassword).not.toBe(created.generatedPassword);
    const token = await t.login("ops@example.org", created.generatedPassword);
    expect((await t.call("/api/user/list", { token })).http).toBe(200);

    await t.call("/api/auth/register", {
      method: "POST",
      json: { login: "promoted@example.org", password: "promoted-password" },
    });
    expect(await ensureGlobalAdmin(t.deps.db(), "promoted@example.org")).toMatchObject({ created: false });
    expect(
      (await t.call("/api/user/list", { token: await t.login("promoted@example.org", "promoted-password") }))
        .http,
    ).toBe(200);
    await expect(ensureGlobalAdmin(t.deps.db(), "not-an-email")).rejects.toThrow(/valid e-mail/);
    await expect(ensureGlobalAdmin(t.deps.db(), "short@example.org", "short")).rejects.toThrow(
      /8 characters/,
    );
  });
});
