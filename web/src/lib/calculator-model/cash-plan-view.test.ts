import { describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/worked-example";
import { choiceOfSchedule, scheduleOfChoice } from "./schedule-choices";
import {
  floorStatement,
  monthLabel,
  parisMonth,
  planActuals,
  shownPlan,
  withMembershipsSchedule,
} from "./cash-plan-view";

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
    const withScenario = {
      ...doc,
      scenarios: [
        {
          id: "s1",
          name: "Fees +10 %",
          membersPct: 0,
          subsidiesPct: 0,
          feesPct: 10,
          pricesPct: 0,
          paidBenefits: [],
        },
      ],
    };
    expect(shownPlan(withScenario, "2026-2027", "s1", { kind: "asSet" }).months[11].balance).toBe(2180);
    expect(shownPlan(withScenario, "2026-2027", "gone", { kind: "asSet" }).months[11].balance).toBe(3520);
  });

  it("says how far the lowest month is above or under the floor", () => {
    expect(floorStatement(shownPlan(doc, "2026-2027", null, { kind: "asSet" }))).toEqual({
      month: "2027-08",
      balance: 3520,
      gap: 3520,
      monthsUnder: 0,
    });
    const tight = { ...doc, cashPlan: { openingBalance: 2000, floor: 4000.1 } };
    expect(floorStatement(shownPlan(tight, "2026-2027", null, { kind: "asSet" }))).toEqual({
      month: "2027-08",
      balance: 3520,
      gap: -480.1,
      monthsUnder: 1,
    });
  });

  it("shows a past month with the bank's transactions as actual, their sums, as GET calculation/cashflow does", () => {
    const loisir = doc.groups
      .flatMap((group) => group.categories)
      .find((category) => category.name === "Loisir");
    const coach = doc.internalFees.find((line) => line.name === "Coach");
    const list = [
      {
        id: "a",
        date: "2026-10-02",
        amount: 3000,
        label: "Cotisations Loisir",
        target: { memberships: loisir?.id ?? null },
      },
      {
        id: "b",
        date: "2026-10-30",
        amount: -750,
        label: "Salaire entraîneur",
        target: { line: coach?.id ?? "" },
      },
      { id: "c", date: "2026-10-12", amount: 12.5, label: "Buvette" },
    ];
    // 1 December 2026 at 00:30 in Paris is still 30 November in UTC: December is the current month.
    const actuals = planActuals(list, new Date("2026-11-30T23:30:00Z"));
    expect(actuals.currentMonth).toBe("2026-12");
    const plan = shownPlan(doc, "2026-2027", null, { kind: "asSet" }, actuals);
    const [september, october, november, december] = plan.months;
    expect(october).toEqual({ month: "2026-10", in: 3012.5, out: 750, balance: 4262.5, actual: true });
    expect(september).toEqual({ month: "2026-09", in: 0, out: 0, balance: 2000, actual: false });
    expect(november.actual).toBe(false);
    expect(december.actual).toBe(false);
    expect(plan.months.filter((month) => month.actual).map((month) => month.month)).toEqual(["2026-10"]);
    // A scenario keeps the bank's October, the rest of its money planned.
    const withScenario = {
      ...doc,
      scenarios: [
        {
          id: "s1",
          name: "Fees +10 %",
          membersPct: 0,
          subsidiesPct: 0,
          feesPct: 10,
          pricesPct: 0,
          paidBenefits: [],
        },
      ],
    };
    expect(shownPlan(withScenario, "2026-2027", "s1", { kind: "asSet" }, actuals).months[1]).toEqual(october);
    // No transaction at all: the plan of the schedules, every month planned, as before.
    const none = shownPlan(
      doc,
      "2026-2027",
      null,
      { kind: "asSet" },
      planActuals([], new Date("2027-03-10T12:00:00Z")),
    );
    expect(none).toEqual(shownPlan(doc, "2026-2027", null, { kind: "asSet" }));
    expect(none.months.some((month) => month.actual)).toBe(false);
  });

  it("takes the current month in Paris", () => {
    expect(parisMonth(new Date("2027-03-31T22:30:00Z"))).toBe("2027-04");
    expect(parisMonth(new Date("2027-03-31T21:30:00Z"))).toBe("2027-03");
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
