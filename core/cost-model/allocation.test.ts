import { describe, expect, it } from "vitest";
import { calculatorSchema, type Calculator } from "../schemas/calculator";
import { ShareWeights, allocationIssue, categoryShares } from "./allocation";
import { computeCalculator, evaluateCalculator, memberCount, workedExample } from "./index";
import { WORKED_EXAMPLE_HOURS_EXPECTED as X, workedExampleByHours } from "./worked-example-hours";

// Sections: club-wide costs shared by the hours each category uses (season-money.md section 2).
const cents = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 2);

describe("worked example 2: the Coach shared by hours", () => {
  const doc = workedExampleByHours();

  it("is a valid document", () => {
    expect(calculatorSchema.safeParse(doc).success).toBe(true);
  });

  it("shares the Coach 3000, 4500 and 1500", () => {
    const coachOnly: Calculator = {
      ...doc,
      federalFees: [],
      globalSubsidies: [],
      benefits: [],
      internalFees: [doc.internalFees[0]],
    };
    const shares = categoryShares(coachOnly, memberCount)!;
    expect(shares.map((s) => -s.fees)).toEqual(Object.values(X.coachShares));
  });

  it.each(Object.entries(X.categories))("gives %s its E, S, A and M", (name, row) => {
    const c = evaluateCalculator(doc).categories.find((category) => category.category === name)!;
    cents(c.E, row.E);
    cents(c.S, row.S);
    cents(c.A, row.A);
    cents(c.M, row.M);
  });

  it("gives NC 11200, ST 15480 and a result of 4280, the budget and the in-kind value unchanged", () => {
    const totals = evaluateCalculator(doc).totals;
    cents(totals.NC, X.totals.NC);
    cents(totals.ST, X.totals.ST);
    cents(totals.result, X.totals.result);
    cents(totals.budget, 13400);
    const kind = computeCalculator(doc);
    cents(kind.totals.benefitsInKind, 9100);
    cents(
      kind.categories.reduce((sum, c) => sum + c.benefits * c.members, 0),
      9100,
    );
  });

  it("gives the figures of the worked example when every key is members", () => {
    const byMembers = structuredClone(doc);
    byMembers.internalFees[0].allocation = "members";
    expect(computeCalculator(byMembers)).toEqual(computeCalculator(workedExample()));
  });
});

describe("the keys", () => {
  const targets = [
    { members: 20, hours: 3, groupId: "a" },
    { members: 30, hours: 0, groupId: "a" },
    { members: 50, hours: 1, groupId: "b" },
  ];
  const share = (value: number, key: Parameters<ShareWeights["share"]>[1]) => {
    const into = [0, 0, 0];
    new ShareWeights(targets).share(value, key, into);
    return into;
  };

  it("shares by members, by hours and per head within a group", () => {
    expect(share(-1000, "members")).toEqual([-200, -300, -500]);
    expect(share(-1000, undefined)).toEqual([-200, -300, -500]);
    expect(share(-1000, "hours")).toEqual([-750, 0, -250]);
    expect(share(-1000, { group: "a" })).toEqual([-400, -600, 0]);
  });

  it("shares by members when no category has hours", () => {
    const into = [0, 0];
    new ShareWeights([
      { members: 1, hours: 0, groupId: undefined },
      { members: 3, hours: 0, groupId: undefined },
    ]).share(100, "hours", into);
    expect(into).toEqual([25, 75]);
  });

  it("shares benefits and other revenues too, and a paid benefit keeps its key in a scenario", () => {
    const doc = workedExampleByHours();
    doc.benefits = [
      { index: 0, benefitType: "GYM", name: "Gymnase", hours: 100, rate: 90, allocation: { group: "g2" } },
    ];
    doc.otherRevenues = [{ name: "Bar", value: 900, allocation: "hours" }];
    doc.scenarios = [
      {
        id: "paid",
        name: "Gymnase payant",
        membersPct: 0,
        subsidiesPct: 0,
        feesPct: 0,
        pricesPct: 0,
        paidBenefits: ["GYM"],
      },
    ];
    const r = computeCalculator(doc);
    expect(r.categories.map((c) => c.benefits)).toEqual([0, 0, 180]);
    cents(r.categories[0].subsidies, (2000 * 0.2 + 300 + 200) / 20);
    const loisir = evaluateCalculator(doc).scenarios[0].categories[2];
    // Loisir pays the whole gymnasium (9000) in the scenario: 70 + 9000 / 50 = 250 of expenses a head.
    cents(loisir.E, 250);
  });

  it("refuses a group that does not exist or has no category, on the field", () => {
    const doc = workedExampleByHours();
    doc.internalFees[1].allocation = { group: "nope" };
    expect(allocationIssue(doc)).toEqual({
      path: ["internalFees", 1, "allocation", "group"],
      code: "error_allocation_group_unknown",
    });
    const parsed = calculatorSchema.safeParse(doc);
    expect(
      parsed.success ? null : [parsed.error.issues[0].path.join("."), parsed.error.issues[0].message],
    ).toEqual(["internalFees.1.allocation.group", "error_allocation_group_unknown"]);
    const empty = workedExampleByHours();
    empty.groups.push({ id: "g3", name: "Vide", categories: [] });
    empty.benefits[2].allocation = { group: "g3" };
    expect(allocationIssue(empty)).toEqual({
      path: ["benefits", 2, "allocation", "group"],
      code: "error_allocation_group_empty",
    });
  });

  it.each([
    [{ allocation: "teams" }, "federalFees.0.allocation"],
    [{ allocation: { group: "" } }, "federalFees.0.allocation.group"],
  ])("refuses %j", (extra, path) => {
    const doc = workedExampleByHours();
    Object.assign(doc.federalFees[0], extra);
    const parsed = calculatorSchema.safeParse(doc);
    expect(parsed.success ? null : parsed.error.issues[0].path.join(".")).toBe(path);
  });

  it.each([-1, 10_001])("refuses %d hours for a category", (hours) => {
    const doc = workedExampleByHours();
    doc.groups[0].categories[0].hours = hours;
    const parsed = calculatorSchema.safeParse(doc);
    expect(
      parsed.success ? null : [parsed.error.issues[0].path.join("."), parsed.error.issues[0].message],
    ).toEqual(["groups.0.categories.0.hours", "not_in_range"]);
  });
});
