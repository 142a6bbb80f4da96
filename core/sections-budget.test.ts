import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCents } from "./cents";
import { sectionFigures } from "./cost-model/sections";
import { workedExampleByHours } from "./cost-model/worked-example-hours";
import type { Calculator } from "./schemas/calculator";
import { sectionsBudget, sectionsCsv } from "./sections-budget";

// The budget by section (season-money.md section 2) on worked example 2: the Coach shared by hours.
const doc = workedExampleByHours();
const budget = sectionsBudget(doc);
const amounts = (rows: readonly { account: string; amount: number }[]) =>
  Object.fromEntries(rows.map((r) => [r.account, r.amount]));

describe("sections of worked example 2", () => {
  it("gives each group its members, charges, subsidies, memberships, in kind and result", () => {
    expect(
      sectionFigures(doc).map((s) =>
        [s.groupId, s.name, s.members, s.charges, s.subsidies, s.memberships, s.inKind, s.result].map((v) =>
          typeof v === "number" ? Math.round(v * 100) / 100 : v,
        ),
      ),
    ).toEqual([
      ["g1", "Jeunes", 50, 9900, 1200, 7980, 4550, -720],
      ["g2", "Adultes", 50, 3500, 1000, 7500, 4550, 5000],
    ]);
  });

  it("gives each group the Cerfa rows of its shares, and the club's rows after them", () => {
    expect(budget.sections.map((s) => [s.groupId, s.name])).toEqual([
      ["g1", "Jeunes"],
      ["g2", "Adultes"],
    ]);
    // Coach 9000 by hours (7500 / 1500), Equipment 1000 and the federal fees 3000 by members, the tournament U11's own.
    expect(amounts(budget.sections[0].rows)).toMatchObject({
      "60": 8400,
      "62": 1500,
      "6": 9900,
      "74": 1200,
      "75": 7980,
      "756": 7980,
      "7": 9180,
      "861": 2265,
      "864": 2116.5,
      "862": 168.5,
      "86": 4550,
      "87": 4550,
    });
    expect(amounts(budget.sections[1].rows)).toMatchObject({
      "60": 2000,
      "62": 1500,
      "6": 3500,
      "74": 1000,
      "75": 7500,
      "756": 7500,
      "7": 8500,
      "86": 4550,
    });
    expect(amounts(budget.club.rows)).toMatchObject({
      "60": 10400,
      "62": 3000,
      "6": 13400,
      "74": 2200,
      "75": 15480,
      "7": 17680,
      "86": 9100,
      "87": 9100,
    });
    expect(budget.sections[0].rows.map((r) => [r.account, r.label])).toEqual(
      budget.club.rows.map((r) => [r.account, r.label]),
    );
  });

  it("writes a CSV like the Cerfa export's, a block per group then the club, group names kept from formulas and separators", () => {
    const named = { ...doc, groups: [{ ...doc.groups[0], name: "=Jeunes; U11" }, doc.groups[1]] };
    const csv = sectionsCsv(sectionsBudget(named));
    const lines = csv.split("\r\n");
    expect(csv.startsWith("\uFEFFsection;compte;libellé;montant\r\n")).toBe(true);
    expect(lines).toContain(`"'=Jeunes; U11";60;Achats;8400,00`);
    expect(lines).toContain("Adultes;864;Personnel bénévole;2116,50");
    expect(lines).toContain("Ensemble du club;6;Total des charges;13400,00");
    expect(lines.filter((line) => line.startsWith("Adultes;"))).toHaveLength(budget.club.rows.length);
  });
});

describe("sections' rows", () => {
  const line = (sign: 1 | -1) =>
    fc.record({
      name: fc.constant("L"),
      value: fc.double({ min: 0, max: 1e5, noNaN: true }).map((v) => Math.round(sign * v * 1000) / 1000),
      account: fc.constantFrom(undefined, ...(sign < 0 ? [60, 61, 64, 68] : [70, 74, 75])),
      allocation: fc.constantFrom(undefined, "members" as const, "hours" as const, { group: "g1" }),
    });
  const category = fc.record({
    name: fc.constant("C"),
    members: fc.integer({ min: 1, max: 300 }),
    hours: fc.constantFrom(0, 1, 2.5, 7),
    fees: fc.array(
      line(-1).map(({ allocation: _, ...rest }) => rest),
      { maxLength: 2 },
    ),
    subsidies: fc.array(
      line(1).map(({ allocation: _, ...rest }) => rest),
      { maxLength: 2 },
    ),
    rate: fc.integer({ min: 0, max: 200 }),
  });
  const calculator = fc
    .record({
      groups: fc.array(fc.array(category, { maxLength: 3 }), { minLength: 1, maxLength: 4 }),
      federalFees: fc.array(line(-1), { maxLength: 3 }),
      internalFees: fc.array(line(-1), { maxLength: 3 }),
      globalSubsidies: fc.array(line(1), { maxLength: 3 }),
      otherRevenues: fc.array(line(1), { maxLength: 3 }),
      benefits: fc.array(
        fc.record({
          index: fc.nat(9),
          benefitType: fc.constantFrom("GYM", "FMP", "CIS" as const),
          name: fc.constant("B"),
          hours: fc.integer({ min: 0, max: 500 }),
          rate: fc.constantFrom(3.37, 14.11, 22.65),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ groups, ...rest }): Calculator => {
      // Group g1 always has a category, so a line may be shared within it.
      const withFirst = groups.map((categories, g) => ({
        id: `g${g + 1}`,
        name: `G${g + 1}`,
        categories:
          g === 0 && categories.length === 0
            ? [{ name: "C", members: 1, fees: [], subsidies: [] }]
            : categories,
      }));
      return {
        organizationId: "club",
        currency: "EUR",
        precision: 0,
        context: {},
        ...rest,
        groups: withFirst,
      };
    });

  it("add up, group by group, to the club's row exactly; a group's totals are the sums of its rows", () => {
    fc.assert(
      fc.property(calculator, (calc) => {
        const { sections, club } = sectionsBudget(calc);
        club.rows.forEach((row, i) => {
          expect(
            sections.reduce((sum, s) => sum + toCents(s.rows[i].amount), 0),
            row.account,
          ).toBe(toCents(row.amount));
        });
        for (const s of sections) {
          const byAccount = amounts(s.rows);
          const sum = (accounts: string[]) => accounts.reduce((total, a) => total + toCents(byAccount[a]), 0);
          expect(toCents(byAccount["6"])).toBe(sum(["60", "61", "62", "63", "64", "65", "66", "67", "68"]));
          expect(toCents(byAccount["7"])).toBe(sum(["70", "74", "75"]));
          expect(toCents(byAccount["86"])).toBe(sum(["861", "862", "864"]));
        }
      }),
    );
  });
});
