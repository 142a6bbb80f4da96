import { describe, expect, it } from "vitest";
import { TEMPLATE_LINE_TYPE, applyTemplate } from "./calculator-template";
import { computeCalculator } from "./cost-model";
import { workedExample } from "./cost-model/worked-example";
import { calculatorSchema, defaultCalculator, type Calculator } from "./schemas/calculator";

const T = TEMPLATE_LINE_TYPE;

function template(overrides: Partial<Calculator> = {}): Calculator {
  return {
    ...defaultCalculator("fede"),
    federalFees: [
      { name: "Licences", value: -30 },
      { name: "Affiliation", value: -100 },
    ],
    globalSubsidies: [{ name: "Aide fédérale", value: 50, readonly: false }],
    benefits: [{ index: 0, benefitType: "FMP", code: "DRT", name: "Bénévoles", hours: 10, rate: 15.77 }],
    ...overrides,
  };
}

describe("applyTemplate", () => {
  it("brings every template line into a fresh club document as readonly template lines", () => {
    const club = applyTemplate(defaultCalculator("club"), template());
    expect(club.federalFees).toEqual([
      { name: "Licences", value: -30, readonly: true, type: T },
      { name: "Affiliation", value: -100, readonly: true, type: T },
    ]);
    expect(club.internalFees).toEqual([]);
    expect(club.globalSubsidies).toEqual([{ name: "Aide fédérale", value: 50, readonly: true, type: T }]);
    expect(club.benefits).toEqual([
      {
        index: 0,
        benefitType: "FMP",
        code: "DRT",
        name: "Bénévoles",
        hours: 10,
        rate: 15.77,
        readonly: true,
        type: T,
      },
    ]);
    expect(club.groups).toEqual(defaultCalculator("club").groups);
    expect(club.organizationId).toBe("club");
    expect(calculatorSchema.safeParse(club).success).toBe(true);
  });

  it("keeps the amounts and hours the club typed, takes the federation's rate, leaves the club's own lines alone", () => {
    const once = applyTemplate(defaultCalculator("club"), template());
    const edited: Calculator = {
      ...once,
      federalFees: [
        { ...once.federalFees[0], value: -2400 },
        once.federalFees[1],
        { name: "Arbitrage", value: -300 },
      ],
      benefits: [
        { ...once.benefits[0], hours: 300 },
        { index: 1, benefitType: "GYM", name: "Gymnase", hours: 20, rate: 22.65 },
      ],
    };
    const again = applyTemplate(edited, template({ benefits: [{ ...template().benefits[0], rate: 16 }] }));
    expect(again.federalFees).toEqual([
      { name: "Licences", value: -2400, readonly: true, type: T },
      { name: "Affiliation", value: -100, readonly: true, type: T },
      { name: "Arbitrage", value: -300 },
    ]);
    expect(again.benefits).toEqual([
      {
        index: 0,
        benefitType: "FMP",
        code: "DRT",
        name: "Bénévoles",
        hours: 300,
        rate: 16,
        readonly: true,
        type: T,
      },
      { index: 1, benefitType: "GYM", name: "Gymnase", hours: 20, rate: 22.65 },
    ]);
  });

  it("adds new template lines and drops the ones the federation removed", () => {
    const once = applyTemplate(defaultCalculator("club"), template());
    const next = applyTemplate(
      once,
      template({
        federalFees: [
          { name: "Licences", value: -30 },
          { name: "Assurance", value: -5 },
        ],
        globalSubsidies: [],
        benefits: [],
      }),
    );
    expect(next.federalFees.map((l) => l.name)).toEqual(["Licences", "Assurance"]);
    expect(next.globalSubsidies).toEqual([]);
    expect(next.benefits).toEqual([]);
  });

  it("matches names whatever the case and spacing, pairing duplicates in order", () => {
    const club: Calculator = {
      ...defaultCalculator("club"),
      internalFees: [
        { name: "Salle", value: -1, readonly: true, type: T },
        { name: " salle ", value: -2, readonly: true, type: T },
      ],
    };
    const next = applyTemplate(
      club,
      template({
        internalFees: [
          { name: "SALLE", value: -9 },
          { name: "Salle", value: -9 },
          { name: "Salle", value: -9 },
        ],
      }),
    );
    expect(next.internalFees.map((l) => l.value)).toEqual([-1, -2, -9]);
  });

  it("does not mistake a club line of the same name for a template line", () => {
    const club: Calculator = {
      ...defaultCalculator("club"),
      federalFees: [{ name: "Licences", value: -999 }],
    };
    const next = applyTemplate(club, template());
    expect(next.federalFees).toEqual([
      { name: "Licences", value: -30, readonly: true, type: T },
      { name: "Affiliation", value: -100, readonly: true, type: T },
      { name: "Licences", value: -999 },
    ]);
  });

  it("is idempotent and keeps the worked example's figures when the club already has the template line", () => {
    const club = workedExample("club");
    club.federalFees[0] = { ...club.federalFees[0], readonly: true, type: T };
    const fede = template({
      federalFees: [{ name: "Licences", value: -10 }],
      globalSubsidies: [],
      benefits: [],
    });
    const once = applyTemplate(club, fede);
    expect(applyTemplate(once, fede)).toEqual(once);
    const memberships = computeCalculator(once).categories.map((c) => c.membership);
    expect(memberships).toEqual([96, 110, 150]);
  });

  it("does not mutate its inputs", () => {
    const club = applyTemplate(defaultCalculator("club"), template());
    const snapshot = structuredClone(club);
    const fede = template();
    const fedeSnapshot = structuredClone(fede);
    applyTemplate(club, template({ federalFees: [] }));
    applyTemplate(club, fede);
    expect(club).toEqual(snapshot);
    expect(fede).toEqual(fedeSnapshot);
  });

  it("carries no other revenues: the club keeps its own, a template's are not brought in (decision 152)", () => {
    const club: Calculator = {
      ...defaultCalculator("club"),
      otherRevenues: [{ name: "Buvette", value: 800 }],
    };
    const merged = applyTemplate(club, {
      ...template(),
      otherRevenues: [{ name: "Sponsor fédéral", value: 5000 }],
    } as Calculator);
    expect(merged.otherRevenues).toEqual([{ name: "Buvette", value: 800 }]);
    expect(
      applyTemplate(defaultCalculator("club"), {
        ...template(),
        otherRevenues: [{ name: "Sponsor", value: 1 }],
      } as Calculator).otherRevenues,
    ).toBeUndefined();
  });
});

describe("a template line's schedule (season-money.md section 5)", () => {
  it("stays the club's: when it pays the licences is its own, the federation's schedule is not brought in", () => {
    const once = applyTemplate(
      defaultCalculator("club"),
      template({ federalFees: [{ name: "Licences", value: -30, schedule: "monthly" }] }),
    );
    expect(once.federalFees[0].schedule).toBeUndefined();
    const edited = { ...once, federalFees: [{ ...once.federalFees[0], schedule: { months: [11] } }] };
    const again = applyTemplate(edited, template());
    expect(again.federalFees[0]).toEqual({
      name: "Licences",
      value: -30,
      schedule: { months: [11] },
      readonly: true,
      type: T,
    });
    expect(applyTemplate(again, template())).toEqual(again);
  });
});
