import { describe, expect, it } from "vitest";
import { workedExample } from "../../../../../core/cost-model/worked-example";
import { choiceOfSchedule, scheduleOfChoice } from "../model/schedule-choices";
import { floorStatement, monthLabel, shownPlan, withMembershipsSchedule } from "./cash-plan-view";

const doc = { ...workedExample(), cashPlan: { openingBalance: 2000, floor: 0 } };

describe("the cash plan tab's figures", () => {
  it("shows the worked example as section 5 gives it, and the memberships what-if without changing the document", () => {
    expect(shownPlan(doc, "2026-2027", null, { kind: "asSet" }).months[0].balance).toBe(13853.26);
    const three = shownPlan(doc, "2026-2027", null, { kind: "schedule", schedule: { months: [9, 10, 11] } });
    expect(three.months.slice(0, 3).map((month) => month.in)).toEqual([4240, 4240, 4240]);
    expect(doc.groups[0].categories[0]).not.toHaveProperty("schedule");
    expect(withMembershipsSchedule(doc, { kind: "asSet" })).toBe(doc);
  });

  it("shows a scenario's plan when one is picked, today's when it is gone", () => {
    const withScenario = { ...doc, scenarios: [{ id: "s1", name: "Fees +10 %", membersPct: 0, subsidiesPct: 0, feesPct: 10, pricesPct: 0, paidBenefits: [] }] };
    expect(shownPlan(withScenario, "2026-2027", "s1", { kind: "asSet" }).months[11].balance).toBe(2180);
    expect(shownPlan(withScenario, "2026-2027", "gone", { kind: "asSet" }).months[11].balance).toBe(3520);
  });

  it("says how far the lowest month is above or under the floor", () => {
    expect(floorStatement(shownPlan(doc, "2026-2027", null, { kind: "asSet" }))).toEqual({ month: "2027-08", balance: 3520, gap: 3520, monthsUnder: 0 });
    const tight = { ...doc, cashPlan: { openingBalance: 2000, floor: 4000.1 } };
    expect(floorStatement(shownPlan(tight, "2026-2027", null, { kind: "asSet" }))).toEqual({ month: "2027-08", balance: 3520, gap: -480.1, monthsUnder: 1 });
  });

  it("names a month in the reader's language", () => {
    expect(monthLabel("2027-02", "en")).toBe("Feb 2027");
    expect(monthLabel("2027-02", "fr", true)).toBe("février 2027");
  });
});

describe("schedule choices", () => {
  it("reads and stores the compact list's choices", () => {
    expect(choiceOfSchedule(undefined)).toBe("default");
    expect(choiceOfSchedule("monthly")).toBe("monthly");
    expect(choiceOfSchedule({ months: [3] })).toBe("m3");
    expect(choiceOfSchedule({ months: [11, 9, 10] })).toBe("three");
    expect(choiceOfSchedule({ months: [9, 2] })).toBe("custom");
    expect(scheduleOfChoice("three")).toEqual({ months: [9, 10, 11] });
    expect(scheduleOfChoice("m12")).toEqual({ months: [12] });
    expect(scheduleOfChoice("default", "monthly")).toBeUndefined();
    expect(scheduleOfChoice("custom", { months: [9, 2] })).toEqual({ months: [9, 2] });
  });
});
