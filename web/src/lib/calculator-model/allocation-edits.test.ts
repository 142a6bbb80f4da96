import { describe, expect, it } from "vitest";
import { computeCalculator, workedExample } from "#core/cost-model/index";
import { calculatorSchema } from "#core/schemas/calculator";
import {
  allocationOf,
  choiceOf,
  hoursFallBackToMembers,
  linesSharedWithin,
  releaseLostGroups,
  setAllocation,
  withGroupId,
} from "./allocation-edits";
import { addGroup, removeCategory, removeGroup } from "./calc-doc";

const bytes = (fill: number) => () => new Uint8Array(8).fill(fill);

describe("allocation choices", () => {
  it("reads and writes each key, members being no key at all", () => {
    expect(choiceOf(undefined)).toBe("members");
    expect(choiceOf("members")).toBe("members");
    expect(choiceOf("hours")).toBe("hours");
    expect(choiceOf({ group: "g2" })).toBe("group:g2");
    expect(allocationOf("members")).toBeUndefined();
    expect(allocationOf("hours")).toBe("hours");
    expect(allocationOf("group:g-abc")).toEqual({ group: "g-abc" });
  });

  it("sets a key on a line and takes it off again, the rest of the line kept", () => {
    const hours = setAllocation(workedExample(), "internalFees", 0, "hours");
    expect(hours.internalFees[0]).toEqual({ name: "Coach", value: -9000, allocation: "hours" });
    const back = setAllocation(hours, "internalFees", 0, "members");
    expect(back.internalFees[0]).toEqual({ name: "Coach", value: -9000 });
    expect("allocation" in back.internalFees[0]).toBe(false);
  });

  it("gives a group without id one before a line names it, never one the document holds", () => {
    const doc = {
      ...workedExample(),
      groups: workedExample().groups.map((group, g) => (g === 0 ? { ...group, id: "g-aaaaaaaa" } : group)),
    };
    // The first draw collides with group 1's id, the second does not.
    let draws = 0;
    const random = () => new Uint8Array(8).fill(draws++ === 0 ? 10 : 11);
    const { doc: named, id } = withGroupId(doc, 1, random);
    expect(id).toBe("g-bbbbbbbb");
    expect(named.groups[1].id).toBe(id);
    expect(withGroupId(named, 1, bytes(12)).id).toBe(id);
    const shared = setAllocation(doc, "benefits", 0, { groupIndex: 1 });
    expect(shared.benefits[0].allocation).toEqual({ group: shared.groups[1].id });
    expect(calculatorSchema.safeParse(shared).success).toBe(true);
  });

  it("sends lines shared within a removed or emptied group back to members, so the save is not refused", () => {
    const base = setAllocation(
      setAllocation(workedExample(), "internalFees", 0, { groupIndex: 1 }),
      "internalFees",
      1,
      "hours",
    );
    const groupId = base.groups[1].id;
    expect(linesSharedWithin(base, groupId)).toBe(1);
    const removed = removeGroup(base, 1);
    expect(removed.internalFees[0].allocation).toBeUndefined();
    expect(removed.internalFees[1].allocation).toBe("hours");
    expect(calculatorSchema.safeParse(removed).success).toBe(true);
    // Without the release the schema refuses the document on the line's group.
    const kept = { ...base, groups: base.groups.slice(0, 1) };
    expect(calculatorSchema.safeParse(kept).success).toBe(false);

    const emptied = removeCategory(base, 1, 0);
    expect(emptied.groups[1].categories).toHaveLength(0);
    expect(emptied.internalFees[0].allocation).toBeUndefined();
    expect(calculatorSchema.safeParse(emptied).success).toBe(true);

    // Another group's key and an unrelated edit leave the same object.
    const other = addGroup(base);
    expect(releaseLostGroups(other)).toBe(other);
  });

  it("moves the figures as core shares them: the Coach by hours is worked example 2", () => {
    let doc = setAllocation(workedExample(), "internalFees", 0, "hours");
    const hours = [3, 4.5, 1.5];
    let i = 0;
    doc = {
      ...doc,
      groups: doc.groups.map((g) => ({
        ...g,
        categories: g.categories.map((c) => ({ ...c, hours: hours[i++] })),
      })),
    };
    const memberships = computeCalculator(doc).categories.map((c) => c.membership);
    expect(memberships).toEqual([144, 170, 150]);
  });

  it("says when a line by hours is shared by members because no category has hours (the model's fallback)", () => {
    const doc = workedExample();
    expect(hoursFallBackToMembers(doc, "hours")).toBe(true);
    expect(hoursFallBackToMembers(doc, "members")).toBe(false);
    expect(hoursFallBackToMembers(doc, { group: "g1" })).toBe(false);
    const withHours = {
      ...doc,
      groups: doc.groups.map((g, i) =>
        i === 1 ? { ...g, categories: g.categories.map((c) => ({ ...c, hours: 0.5 })) } : g,
      ),
    };
    expect(hoursFallBackToMembers(withHours, "hours")).toBe(false);
    // The model agrees: with no hours the Coach by hours gives the per-head prices (96, 110).
    expect(
      computeCalculator(setAllocation(doc, "internalFees", 0, "hours")).categories.map((c) => c.membership),
    ).toEqual([96, 110, 150]);
  });
});
