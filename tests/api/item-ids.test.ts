import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachItem, type IdDocument } from "#core/calculator-ids";
import type { SavedCalculator } from "#core/schemas/calculation";
import { nextSeason, seasonOf } from "#core/season";
import { DEMO_CLUB_ID, DEMO_FEDERATION_ID } from "../../worker/seed/demo";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Stable ids (season-money.md section 1): the store gives each item sent without one an id and answers
 * the document with them; an id never changes once given, a season copy keeps them, retrieve answers them.
 */
let t: TestApp;
let token: string;
let fede: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("club@demo.clubcost.app");
  fede = await t.login("fede@demo.clubcost.app");
});
afterAll(() => t?.close());

const headers = (id = DEMO_CLUB_ID) => ({ "x-organization-id": id });
const retrieve = async (id = DEMO_CLUB_ID, as = token) =>
  (await t.call<SavedCalculator>("/api/calculation/retrieve", { token: as, headers: headers(id) })).body.data;
const store = (doc: SavedCalculator, as = token) =>
  t.call<SavedCalculator>("/api/calculation/store", {
    method: "POST",
    token: as,
    headers: headers(doc.organizationId),
    json: { input: { ...doc, context: { version: doc.context.version, inputMembership: false } } },
  });
const ids = (doc: IdDocument) => {
  const out: Record<string, string | undefined> = {};
  forEachItem(doc, (item, place) => (out[place.key] = item.id));
  return out;
};
const withoutIds = (doc: SavedCalculator): SavedCalculator =>
  JSON.parse(
    JSON.stringify(doc, (key, value: unknown) => (key === "id" ? undefined : value)),
  ) as SavedCalculator;

describe("ids of the calculator's items", () => {
  it("retrieve answers the ids every stored item has", async () => {
    const doc = await retrieve();
    const all = Object.values(ids(doc));
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((id) => typeof id === "string")).toBe(true);
    expect(doc.groups[0]).toMatchObject({ id: "g1", categories: [{ id: "g1c1" }, { id: "g1c2" }] });
  });

  it("gives an id to an item sent without one, answers the whole document with it, and keeps every other id", async () => {
    const doc = await retrieve();
    const before = ids(doc);
    doc.internalFees.push({ name: "Minibus", value: -500 });
    doc.groups[1].categories.push({
      name: "Vétérans",
      members: 5,
      fees: [{ name: "Tenues", value: -100 }],
      subsidies: [],
    });
    const { http, body } = await store(doc);
    expect(http).toBe(200);
    const answered = body.data;
    expect(answered.context.version).toBe(doc.context.version + 1);
    expect(answered.internalFees[2]).toMatchObject({
      name: "Minibus",
      id: expect.stringMatching(/^if-[0-9a-z]{8}$/),
    });
    expect(answered.groups[1].categories[1].id).toMatch(/^c-[0-9a-z]{8}$/);
    expect(answered.groups[1].categories[1].fees[0].id).toMatch(/^f-[0-9a-z]{8}$/);
    const after = ids(answered);
    for (const [place, id] of Object.entries(before)) expect(after[place], place).toBe(id);
    // What retrieve answers next is what the store answered.
    expect(ids(await retrieve())).toEqual(after);
  });

  it("never changes an id: the answered document saved again, or a document sent without any id (an older tab)", async () => {
    const doc = await retrieve();
    const given = ids(doc);
    const again = await store(doc);
    expect(ids(again.body.data)).toEqual(given);
    const bare = withoutIds(again.body.data);
    const stripped = await store(bare);
    expect(stripped.http).toBe(200);
    expect(ids(stripped.body.data)).toEqual(given);
  });

  it("gives a deleted item's id to no other item", async () => {
    const doc = await retrieve();
    const minibus = doc.internalFees[2].id;
    doc.internalFees.pop();
    const saved = (await store(doc)).body.data;
    saved.internalFees.push({ name: "Minibus", value: -500 });
    const again = (await store(saved)).body.data;
    expect(again.internalFees[2].id).toMatch(/^if-/);
    expect(again.internalFees[2].id).not.toBe(minibus);
  });

  it("refuses two items with one id with 400 and the field, and saves nothing", async () => {
    const doc = await retrieve();
    doc.groups[1].categories[0].id = doc.federalFees[0].id;
    const { http, body } = await store(doc);
    expect([http, body.field, body.message]).toEqual([
      400,
      "input.groups.1.categories.0.id",
      "error_id_taken",
    ]);
    expect((await retrieve()).context.version).toBe(doc.context.version);
  });

  it("refuses an id longer than 64 characters", async () => {
    const doc = await retrieve();
    doc.benefits[0].id = "b".repeat(65);
    const { http, body } = await store(doc);
    expect([http, body.field, body.message]).toEqual([400, "input.benefits.0.id", "error_id_invalid"]);
  });

  it("keeps a club's ids on the lines its federation's template brings", async () => {
    const doc = await retrieve();
    const templated = doc.federalFees.filter((line) => line.type === "template");
    expect(templated.length).toBeGreaterThan(0);
    expect(templated.every((line) => typeof line.id === "string")).toBe(true);
    // The federation's template has its own ids; the club's lines keep the club's.
    const template = await retrieve(DEMO_FEDERATION_ID, fede);
    expect(template.federalFees.every((line) => typeof line.id === "string")).toBe(true);
    const saved = (await store(doc)).body.data;
    expect(saved.federalFees.filter((line) => line.type === "template").map((line) => line.id)).toEqual(
      templated.map((line) => line.id),
    );
  });

  it("a season copy keeps every id", async () => {
    const doc = await retrieve();
    const next = nextSeason(seasonOf(new Date()));
    const { http, body } = await t.call<SavedCalculator>("/api/calculation/season/copy", {
      method: "POST",
      token,
      headers: headers(),
      json: { input: { from: doc.context.season, to: next } },
    });
    expect(http).toBe(200);
    expect(ids(body.data)).toEqual(ids(doc));
  });
});
