import { describe, expect, it } from "vitest";
import {
  adoptIds,
  duplicateIdPath,
  forEachItem,
  withIds,
  withPlaceIds,
  type IdDocument,
} from "./calculator-ids";
import { applyTemplate } from "./calculator-template";
import { WORKED_EXAMPLE } from "./cost-model";
import { calculatorSchema, type Calculator } from "./schemas/calculator";

// Stable ids of season-money.md section 1.
let counter = 0;
const counting = () => {
  counter += 1;
  return new Uint8Array(8).fill(counter);
};
const ids = (doc: IdDocument) => {
  const out: (string | undefined)[] = [];
  forEachItem(doc, (item) => out.push(item.id));
  return out;
};
const example = (): Calculator => structuredClone(WORKED_EXAMPLE);

describe("ids of a document's items", () => {
  it("gives the ids of their places to a document that has none, and keeps every other field", () => {
    const doc = withPlaceIds(example());
    expect(ids(doc)).toEqual([
      "ff1",
      "ff2",
      "if1",
      "if2",
      "gs1",
      "b1",
      "b2",
      "b3",
      "g1",
      "g1c1",
      "g1c1f1",
      "g1c1s1",
      "g1c2",
      "g2",
      "g2c1",
    ]);
    const stripped = JSON.parse(
      JSON.stringify(doc, (key, value: unknown) => (key === "id" ? undefined : value)),
    ) as unknown;
    expect(stripped).toEqual(example());
  });

  it("gives a place id already held by an item a suffix", () => {
    const doc = example();
    doc.federalFees[1].id = "ff1";
    expect(ids(withPlaceIds(doc)).slice(0, 2)).toEqual(["ff1-2", "ff1"]);
  });

  it("gives new random ids only to the items without one, never one already held", () => {
    const doc = example();
    doc.internalFees[0].id = "coach";
    const given = withIds(doc, null, counting);
    const all = ids(given);
    expect(all.every((id) => id !== undefined && id.length <= 64)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(given.internalFees[0].id).toBe("coach");
    expect(given.federalFees[0].id).toMatch(/^ff-[0-9a-z]{8}$/);
    expect(given.groups[0].categories[0].fees[0].id).toMatch(/^f-[0-9a-z]{8}$/);
    // Given twice, nothing changes.
    expect(withIds(given, null, counting)).toEqual(given);
  });

  it("draws again when the random id is taken", () => {
    let draws = 0;
    const zerosThenOnes = () => new Uint8Array(8).fill(draws++ === 0 ? 0 : 1);
    const given = withIds({ groups: [{ id: "g-00000000", name: "A" }, { name: "B" }] }, null, zerosThenOnes);
    expect(given.groups?.[1].id).toBe("g-11111111");
  });

  it("keeps the stored id of an item sent without one at the same place with the same name", () => {
    const stored = withIds(example(), null, counting);
    const sent = example();
    sent.federalFees[1].name = "Affiliation 2026"; // renamed: a new item for all the store can tell
    const given = withIds(sent, stored, counting);
    expect(given.federalFees[0].id).toBe(stored.federalFees[0].id);
    expect(given.groups[1].categories[0].id).toBe(stored.groups[1].categories[0].id);
    expect(given.federalFees[1].id).not.toBe(stored.federalFees[1].id);
    // A deleted item's id is not handed to the item that takes its place.
    const shifted = example();
    shifted.internalFees.splice(0, 1);
    const after = withIds(shifted, stored, counting);
    expect([stored.internalFees[0].id, stored.internalFees[1].id]).not.toContain(after.internalFees[0].id);
  });

  it("finds the first duplicate anywhere in the document", () => {
    const doc = withPlaceIds(example());
    expect(duplicateIdPath(doc)).toBeNull();
    doc.groups[1].categories[0].id = "if2";
    expect(duplicateIdPath(doc)).toEqual(["groups", 1, "categories", 0, "id"]);
  });

  it("adopts the answered ids into the edited document, by place and name, and keeps the object when nothing changes", () => {
    const edited = example();
    const answered = withIds(edited, null, counting);
    const adopted = adoptIds(edited, answered);
    expect(ids(adopted)).toEqual(ids(answered));
    expect(adoptIds(adopted, answered)).toBe(adopted);
    // An item renamed since the save, or an id another item holds, is left for the next save.
    const meanwhile = example();
    meanwhile.federalFees[0].name = "Licences 2027";
    meanwhile.federalFees[1].id = answered.federalFees[0].id;
    const partly = adoptIds(meanwhile, answered);
    expect(partly.federalFees[0].id).toBeUndefined();
    expect(partly.internalFees[0].id).toBe(answered.internalFees[0].id);
  });

  it("keeps a club's id and allocation on its template lines, not the federation's", () => {
    const club = withPlaceIds(example());
    club.federalFees[0].type = "template";
    club.federalFees[0].allocation = "hours";
    const template = {
      federalFees: [
        { id: "fede-1", name: "Licences", value: -1 },
        { id: "fede-2", name: "Assurance", value: -1 },
      ],
    };
    const merged = applyTemplate(club, template);
    expect(merged.federalFees.slice(0, 2)).toMatchObject([
      { id: "ff1", name: "Licences", value: -2400, allocation: "hours" },
      { name: "Assurance", value: -1 },
    ]);
    expect(merged.federalFees[1].id).toBeUndefined();
    const benefits = applyTemplate(
      { ...club, benefits: [{ ...club.benefits[0], type: "template" }] },
      { benefits: [{ ...club.benefits[0], id: "fede-b", hours: 1 }] },
    ).benefits;
    expect(benefits[0]).toMatchObject({ id: "b1", hours: 200 });
  });
});

describe("the schema", () => {
  const issue = (doc: unknown) => {
    const parsed = calculatorSchema.safeParse(doc);
    return parsed.success
      ? null
      : { path: parsed.error.issues[0].path.join("."), message: parsed.error.issues[0].message };
  };

  it("keeps the ids of lines, benefits, categories and groups", () => {
    const doc = withPlaceIds(example());
    const parsed = calculatorSchema.parse(doc);
    expect(ids(parsed)).toEqual(ids(doc));
    expect(parsed.otherRevenues).toBeUndefined();
    expect(
      ids(
        calculatorSchema.parse({ ...doc, otherRevenues: [{ id: "bar", name: "Bar", value: 10 }] }),
      ).includes("bar"),
    ).toBe(true);
  });

  it.each([
    [(d: Calculator) => (d.groups[1].categories[0].id = "ff1"), "groups.1.categories.0.id", "error_id_taken"],
    [
      (d: Calculator) => (d.groups[0].categories[0].subsidies[0].id = "g1"),
      "groups.0.categories.0.subsidies.0.id",
      "error_id_taken",
    ],
    [(d: Calculator) => (d.benefits[2].id = "b2"), "benefits.2.id", "error_id_taken"],
    [(d: Calculator) => (d.federalFees[0].id = ""), "federalFees.0.id", "error_id_invalid"],
    [(d: Calculator) => (d.groups[0].id = "x".repeat(65)), "groups.0.id", "error_id_invalid"],
  ])("refuses %s at %s", (edit, path, message) => {
    const doc = withPlaceIds(example());
    edit(doc);
    expect(issue(doc)).toEqual({ path, message });
  });

  it("takes ids of 64 characters", () => {
    const doc = withPlaceIds(example());
    doc.groups[0].id = "x".repeat(64);
    expect(issue(doc)).toBeNull();
  });
});
