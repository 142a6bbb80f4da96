import { describe, expect, it } from "vitest";
import { calculatorSchema } from "../schemas/calculator";
import { workedExample } from "../cost-model/worked-example";
import {
  cashPlan,
  moneyItems,
  scenarioCashPlan,
  scheduleParts,
  seasonMonths,
  WORKED_EXAMPLE_CASH_PLAN as X,
} from "./index";

const SEASON = "2026-2027";
const example = { ...workedExample(), cashPlan: { openingBalance: X.openingBalance, floor: 0 } };

describe("the cash plan of the worked example (season-money.md section 5)", () => {
  const plan = cashPlan(example, SEASON);
  const month = (m: string) => plan.months.find((row) => row.month === m);

  it("gives the figures of section 5 with an opening balance of 2,000 and the default schedules", () => {
    expect(month("2026-09")).toEqual({ month: "2026-09", ...X.september, actual: false });
    expect(month("2026-10")?.out).toBe(X.octoberOut);
    expect(month("2027-03")?.in).toBe(X.marchIn);
    expect(month("2027-08")?.balance).toBe(X.augustBalance);
    // Section 5's literal figures, should the fixture ever drift from them.
    expect([
      X.september.in,
      X.september.out,
      X.september.balance,
      X.octoberOut,
      X.marchIn,
      X.augustBalance,
    ]).toEqual([12720, 866.74, 13853.26, 3866.66, 2200, 3520]);
  });

  it("runs September to August, every month planned (no transaction)", () => {
    expect(plan.months.map((row) => row.month)).toEqual(seasonMonths(SEASON));
    expect(plan.months.map((row) => row.month)).toEqual([
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
    ]);
    expect(plan.months.every((row) => !row.actual)).toBe(true);
  });

  it("names the lowest month and the months under the floor", () => {
    // Memberships in September, then the coach every month: the balance falls to August but for March's grants.
    expect(plan.lowest).toEqual({ month: "2027-08", balance: 3520 });
    expect(plan.belowFloor).toEqual([]);
    const tight = cashPlan({ ...example, cashPlan: { openingBalance: 2000, floor: 5000 } }, SEASON);
    expect(tight.belowFloor).toEqual(["2027-07", "2027-08"]);
    expect(tight.floor).toBe(5000);
    // Memberships in June: under 0 from the October licences, lowest in May (2,000 - 866.74 - 3,866.66 - 7 x 866.66 + 2,200).
    const late = structuredClone(example);
    for (const group of late.groups)
      for (const category of group.categories) Object.assign(category, { schedule: { months: [6] } });
    const latePlan = cashPlan(late, SEASON);
    expect(latePlan.lowest).toEqual({ month: "2027-05", balance: -6600.02 });
    expect(latePlan.belowFloor).toEqual([
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
    ]);
  });

  it("moves money with the schedules: memberships in three instalments, the grant in September", () => {
    const doc = structuredClone(example);
    for (const group of doc.groups)
      for (const category of group.categories) Object.assign(category, { schedule: { months: [9, 10, 11] } });
    doc.globalSubsidies[0] = { ...doc.globalSubsidies[0], schedule: { months: [9] } } as never;
    const plan3 = cashPlan(doc, SEASON);
    // 12,720 in three: 4,240 each; the city's 2,000 now in September, the youth grant still in March.
    expect(plan3.months.slice(0, 3).map((row) => row.in)).toEqual([6240, 4240, 4240]);
    expect(plan3.months[6].in).toBe(200);
    expect(plan3.months[11].balance).toBe(3520);
    expect(plan3.months.slice(0, 3).map((row) => row.balance)).toEqual([7373.26, 7746.6, 11119.94]);
  });

  it("starts from 0 without settings", () => {
    const plain = cashPlan(workedExample(), SEASON);
    expect([plain.openingBalance, plain.floor, plain.months[11].balance]).toEqual([0, 0, 1520]);
  });

  it("gives a scenario its cash plan: fees up 10 % spread as each fee is", () => {
    const scenario = {
      id: "s",
      name: "Fees",
      membersPct: 0,
      subsidiesPct: 0,
      feesPct: 10,
      pricesPct: 0,
      paidBenefits: [],
    };
    const plan10 = scenarioCashPlan(example, scenario, SEASON);
    // 13,400 of fees x 1.1: 1,340 more out over the season; the coach's 11,000 monthly, licences 3,300 in October.
    expect(plan10.months[11].balance).toBe(2180);
    expect(plan10.months[1].out).toBe(Math.round((916.66 + 36.66 + 3300) * 100) / 100);
    const none = scenarioCashPlan(example, { ...scenario, feesPct: 0 }, SEASON);
    expect(none).toEqual(plan);
  });

  it("pays a benefit a scenario makes paid every month", () => {
    const gym = scenarioCashPlan(
      example,
      {
        id: "g",
        name: "Gym",
        membersPct: 0,
        subsidiesPct: 0,
        feesPct: 0,
        pricesPct: 0,
        paidBenefits: ["GYM"],
      },
      SEASON,
    );
    // 200 h x 22.65 = 4,530 out: 377.50 a month.
    expect(gym.months[1].out).toBe(3866.66 + 377.5);
    expect(gym.months[11].balance).toBe(3520 - 4530);
  });
});

describe("schedule parts", () => {
  it("rounds each part toward zero and puts the remainder in the first scheduled month", () => {
    expect(scheduleParts(1_000_000, "monthly")).toEqual([83_337, ...new Array(11).fill(83_333)]);
    expect(scheduleParts(-40_000, "monthly")).toEqual([-3_337, ...new Array(11).fill(-3_333)]);
    // A 0.06 line keeps its sign in every month (half up would give -0.05 in September).
    expect(scheduleParts(6, "monthly")).toEqual([6, ...new Array(11).fill(0)]);
    // March then January: January comes first in the season, so it takes the remainder.
    expect(scheduleParts(1001, { months: [3, 1] })).toEqual([0, 0, 0, 0, 501, 0, 500, 0, 0, 0, 0, 0]);
  });
});

describe("the schedule and cash plan fields", () => {
  const parse = (patch: Record<string, unknown>) =>
    calculatorSchema.safeParse({ ...workedExample(), ...patch });

  it("keeps schedules and the plan's settings through the schema", () => {
    const doc = workedExample();
    const parsed = calculatorSchema.parse({
      ...doc,
      cashPlan: { openingBalance: 2000 },
      internalFees: [
        { ...doc.internalFees[0], schedule: { months: [9, 1] } },
        { ...doc.internalFees[1], schedule: "monthly" },
      ],
      groups: [
        {
          ...doc.groups[0],
          categories: [{ ...doc.groups[0].categories[0], schedule: { months: [9, 10, 11] } }],
        },
      ],
    });
    expect(parsed.cashPlan).toEqual({ openingBalance: 2000, floor: 0 });
    expect(parsed.internalFees.map((line) => line.schedule)).toEqual([{ months: [9, 1] }, "monthly"]);
    expect(parsed.groups[0].categories[0].schedule).toEqual({ months: [9, 10, 11] });
    const memberships = moneyItems(parsed).find((item) => item.kind === "memberships");
    expect(memberships?.parts.slice(0, 4)).toEqual([298_668, 298_666, 298_666, 0]);
    expect(memberships?.cents).toBe(896_000);
  });

  it.each([
    ["a 13th month", { months: [13] }],
    ["no month", { months: [] }],
    ["a month twice", { months: [9, 9] }],
    ["half a month", { months: [9.5] }],
    ["another word", "weekly"],
  ])("refuses %s on the line's schedule", (_, schedule) => {
    const doc = workedExample();
    const result = parse({ federalFees: [{ ...doc.federalFees[0], schedule }] });
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect([issue?.message, issue?.path.slice(0, 3)]).toEqual([
      "error_schedule_invalid",
      ["federalFees", 0, "schedule"],
    ]);
  });

  it("refuses an opening balance that is not a number", () => {
    const result = parse({ cashPlan: { openingBalance: "2000" } });
    expect(result.error?.issues[0]?.path).toEqual(["cashPlan", "openingBalance"]);
  });
});

describe("a scenario's line changes in its cash plan", () => {
  it("moves the line it names by its own percent, in that line's months", () => {
    const doc = structuredClone(example);
    doc.globalSubsidies[0] = { ...doc.globalSubsidies[0], id: "city" };
    const cut = {
      id: "c",
      name: "City -30 %",
      membersPct: 0,
      subsidiesPct: 0,
      feesPct: 0,
      pricesPct: 0,
      paidBenefits: [],
      lines: [{ id: "city", pct: -30 }],
    };
    const plan = scenarioCashPlan(doc, cut, SEASON);
    // The city's 2,000 becomes 1,400, still in March; the youth grant keeps its 200.
    expect(plan.months[6].in).toBe(1600);
    expect(plan.months[11].balance).toBe(2920);
  });
});

describe("the cash plan with the bank's transactions (season-money.md section 5)", () => {
  /** The worked example with ids on its lines and categories, so that transactions may name them. */
  const withIds = () => {
    const doc = structuredClone(example);
    const ids = ["licences", "affiliation"];
    doc.federalFees.forEach((line, i) => Object.assign(line, { id: ids[i] }));
    doc.internalFees.forEach((line, i) => Object.assign(line, { id: ["coach", "equipment"][i] }));
    doc.globalSubsidies.forEach((line) => Object.assign(line, { id: "city" }));
    doc.groups.forEach((group) =>
      group.categories.forEach((category) => Object.assign(category, { id: category.name.toLowerCase() })),
    );
    return doc;
  };
  const doc = withIds();
  const september = [
    { date: "2026-09-12", amount: 3000, target: { memberships: "u15" } },
    { date: "2026-09-14", amount: 7000, target: { memberships: "loisir" } },
    { date: "2026-09-30", amountCents: -75_000, target: { line: "coach" } },
    // The bank's own fee, assigned to nothing: in the month's out, against no line.
    { date: "2026-09-30", amount: -50 },
  ];
  const october = [
    { date: "2026-10-03", amount: 1920, target: { memberships: "u11" } },
    { date: "2026-10-10", amount: -2400, target: { line: "licences" } },
    { date: "2026-10-31", amount: -750, target: { line: "coach" } },
  ];
  // Typed in the current month: not shown yet, and still in its line's forecast.
  const november = [{ date: "2026-11-05", amount: 500, target: { memberships: "loisir" } }];

  it("gives exactly the plan of the schedules when the season has no transaction, whatever the month", () => {
    for (const currentMonth of ["2026-08", "2026-12", "2027-05", "2028-01"]) {
      const plan = cashPlan(example, SEASON, { transactions: [], currentMonth });
      expect(plan).toEqual(cashPlan(example, SEASON));
      expect(plan.months[0]).toEqual({ month: "2026-09", ...X.september, actual: false });
      expect([plan.months[1].out, plan.months[6].in, plan.months[11].balance]).toEqual([
        X.octoberOut,
        X.marchIn,
        X.augustBalance,
      ]);
    }
  });

  it("takes two past months from the bank and spreads each line's rest over the months to come (worked by hand)", () => {
    const plan = cashPlan(doc, SEASON, {
      transactions: [...september, ...october, ...november],
      currentMonth: "2026-11",
    });
    const rows = plan.months.map(({ month, in: received, out, actual }) => [month, received, out, actual]);
    // September and October: their transactions, the bank's fee included.
    expect(rows.slice(0, 2)).toEqual([
      ["2026-09", 10_000, 800, true],
      ["2026-10", 1920, 3150, true],
    ]);
    // November: the memberships' rests (U15 300, Loisir 500; September is past, so the current month) and the
    // affiliation's 600 (October past); the coach's 7,500 left, equipment's 1,000 and the tournament's 400 over ten months.
    expect(rows[2]).toEqual(["2026-11", 800, 600 + 750 + 100 + 40, false]);
    for (const i of [3, 4, 5, 7, 8, 9, 10, 11]) expect(rows[i].slice(1)).toEqual([0, 890, false]);
    expect(rows[6].slice(1)).toEqual([2200, 890, false]);
    expect(plan.months.slice(0, 3).map((month) => month.balance)).toEqual([11_200, 9970, 9280]);
    // The forecast's 3,520 less the bank's 50 fee: every other euro is either seen or still expected.
    expect(plan.months[11].balance).toBe(3470);
    expect(plan.lowest).toEqual({ month: "2027-08", balance: 3470 });
  });

  it("leaves a past month without transactions empty, and fills the categories' rests with memberships not split yet", () => {
    const later = cashPlan(doc, SEASON, {
      transactions: [...september, ...october],
      currentMonth: "2026-12",
    });
    expect(later.months[2]).toEqual({ month: "2026-11", in: 0, out: 0, balance: 9970, actual: false });
    expect(later.months[11].balance).toBe(3470);
    // U15's 3,000 received unsplit: U11 is already paid, so it fills U15's rest, as assigned.
    const unsplit = september.map((t) => (t.amount === 3000 ? { ...t, target: { memberships: null } } : t));
    const plan = cashPlan(doc, SEASON, { transactions: [...unsplit, ...october], currentMonth: "2026-11" });
    expect(plan).toEqual(
      cashPlan(doc, SEASON, { transactions: [...september, ...october], currentMonth: "2026-11" }),
    );
  });

  it("plans nothing more for a season over, and everything for a season not begun", () => {
    const over = cashPlan(doc, SEASON, { transactions: [...september, ...october], currentMonth: "2027-09" });
    expect(over.months.slice(2).every((month) => month.in === 0 && month.out === 0 && !month.actual)).toBe(
      true,
    );
    expect(over.months[11].balance).toBe(9970);
    const ahead = cashPlan(doc, SEASON, {
      transactions: [...september, ...october],
      currentMonth: "2026-08",
    });
    // Nothing is past: no month is actual, and no line has an actual yet.
    expect(ahead).toEqual(cashPlan(doc, SEASON));
  });
});
