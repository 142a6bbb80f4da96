import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "../../worker/db/schema";
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

  it("deletes a user, never oneself, and refuses others", async () => {
    await t.call("/api/auth/register", { method: "POST", json: { login: "leaving@example.org", password: "leaving-soon" } });
    const list = await t.call<{ id: string; email: string }[]>("/api/user/list/leaving", { token: admin });
    const id = list.body.data[0].id;
    expect((await t.call(`/api/user/${id}`, { method: "DELETE", token: club })).http).toBe(403);
    expect((await t.call(`/api/user/${id}`, { method: "DELETE", token: admin })).http).toBe(200);
    expect((await t.call<unknown[]>("/api/user/list/leaving", { token: admin })).body.data).toEqual([]);
    expect((await t.call("/api/user/demo-admin", { method: "DELETE", token: admin })).http).toBe(403);
  });

  it("gives the user details with roles and organizations", async () => {
    const details = await t.call<{ roles: string[]; organizations: { id: string; type: string }[] }>("/api/user/details", { token: club });
    expect(details.body.data.roles).toEqual([]);
    expect(details.body.data.organizations).toEqual([expect.objectContaining({ id: "demo-club", type: "club" })]);
    const fede = await t.call<{ roles: string[] }>("/api/user/details", { token: await t.login("fede@demo.clubcost.app") });
    expect(fede.body.data.roles).toEqual(["adminFede"]);
  });
});

describe("support", () => {
  it("stores and mails a contact message, with the e-mail of a logged-in sender", async () => {
    const sent = await t.call("/api/support/contact", { method: "POST", token: club, json: { input: { email: "someone@else.org", reason: "bug", title: "Broken", message: "It broke." } } });
    expect(sent.http).toBe(200);
    expect(sent.body.message).toBe("Your message has been successfully sent!");
    const [stored] = await t.deps.db().select().from(contactMessages);
    expect(stored.email).toBe("club@demo.clubcost.app");
    const mails = await t.deps.db().select().from(outbox);
    expect(mails.some((m) => m.to === "support@clubcost.app" && m.subject.includes("Broken"))).toBe(true);
  });

  it("validates every contact field", async () => {
    const bad = await t.call("/api/support/contact", { method: "POST", json: { input: { email: "a@b.fr", reason: "spam", title: "x", message: "y" } } });
    expect([bad.http, bad.body.field]).toEqual([400, "input.reason"]);
    const empty = await t.call("/api/support/contact", { method: "POST", json: { input: { email: "a@b.fr", reason: "bug", title: " ", message: "y" } } });
    expect([empty.http, empty.body.field]).toEqual([400, "input.title"]);
  });

  it("lists tutorial videos for logged-in users", async () => {
    expect((await t.call("/api/support/videos")).http).toBe(401);
    const videos = await t.call<{ videos: { videoId: string }[] }>("/api/support/videos", { token: club });
    expect(videos.body.data.videos.length).toBeGreaterThan(0);
  });

  it("shows the outbox to the global admin only", async () => {
    expect((await t.call("/api/user/outbox", { token: club })).http).toBe(403);
    expect((await t.call("/api/user/outbox", { token: admin })).http).toBe(200);
  });
});
