import { describe, expect, it } from "vitest";
import { forEachItem, withPlaceIds } from "#core/calculator-ids";
import { workedExample } from "#core/cost-model/worked-example";
import { withClientIds } from "./client-ids";

describe("withClientIds", () => {
  it("gives an id to the items added since the last save, and keeps the others", () => {
    const doc = withPlaceIds(workedExample());
    doc.groups[0].categories.push({
      name: "U18",
      members: 5,
      fees: [],
      subsidies: [{ name: "Region", value: 50 }],
    });
    const next = withClientIds(doc);
    const ids: string[] = [];
    forEachItem(next, (item) => ids.push(item.id ?? ""));
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(next.groups[0].categories[2].id).toMatch(/^c-[0-9a-z]{8}$/);
    expect(next.groups[0].categories[0].id).toBe("g1c1");
  });

  it("answers the same document when every item has an id", () => {
    const doc = withPlaceIds(workedExample());
    expect(withClientIds(doc)).toBe(doc);
  });
});
