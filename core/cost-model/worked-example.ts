import type { Calculator } from "../schemas/calculator";

/** The worked example of cost-model.md, shared by the tests, the demo data and the e2e tests. */
export const WORKED_EXAMPLE_ORGANIZATION_ID = "worked-example";

export function workedExample(organizationId = WORKED_EXAMPLE_ORGANIZATION_ID): Calculator {
  return {
    organizationId,
    currency: "EUR",
    precision: 0,
    federalFees: [
      { name: "Licences", value: -2400 },
      { name: "Affiliation", value: -600 },
    ],
    internalFees: [
      { name: "Coach", value: -9000 },
      { name: "Equipment", value: -1000 },
    ],
    globalSubsidies: [{ name: "City", value: 2000 }],
    benefits: [
      { index: 0, benefitType: "GYM", name: "Gymnasium", hours: 200, rate: 22.65 },
      { index: 1, benefitType: "FMP", name: "Volunteers", hours: 300, rate: 14.11 },
      { index: 2, benefitType: "CIS", name: "Civic service", hours: 100, rate: 3.37 },
    ],
    groups: [
      {
        name: "Jeunes",
        categories: [
          {
            name: "U11",
            members: 20,
            fees: [{ name: "Tournament", value: -400 }],
            subsidies: [{ name: "Youth grant", value: 200 }],
            rate: 80,
          },
          { name: "U15", members: 30, fees: [], subsidies: [], rate: 100 },
        ],
      },
      {
        name: "Adultes",
        categories: [
          { name: "Loisir", members: 50, fees: [], subsidies: [], rate: 100, manualMembership: 150 },
        ],
      },
    ],
    context: {},
  };
}

/** A ready-made copy for read-only use. */
export const WORKED_EXAMPLE: Calculator = workedExample();

/** Every number of the two tables of cost-model.md (paysRatio to the tenth of a percent as printed). */
export const WORKED_EXAMPLE_EXPECTED = {
  totals: {
    members: 100,
    globalFees: -13000,
    globalSubsidies: 2000,
    benefitsInKind: 9100,
    benefitsPerMember: 91,
  },
  categories: {
    U11: {
      expenses: 150,
      subsidies: 30,
      netCost: 120,
      membership: 96,
      compensation: 24,
      realCost: 241,
      paysPercent: 39.8,
      margin: -480,
      marginColour: "negative",
    },
    U15: {
      expenses: 130,
      subsidies: 20,
      netCost: 110,
      membership: 110,
      compensation: 0,
      realCost: 221,
      paysPercent: 49.8,
      margin: 0,
      marginColour: "positive",
    },
    Loisir: {
      expenses: 130,
      subsidies: 20,
      netCost: 110,
      membership: 150,
      compensation: -40,
      realCost: 221,
      paysPercent: 67.9,
      margin: 2000,
      marginColour: "safe",
    },
  },
  resell: {
    netCostTotal: 11200,
    sellTotal: 12720,
    marginAmount: 1520,
    marginPercent: 13.57,
    estimatedBudget: 13400,
    recommendedSellTotal: 13440,
  },
  groupMargins: { Jeunes: -480, Adultes: 2000 },
  /** U11 at rate 77: 92.4 rounded up. */
  u11AtRate77: 93,
  /** Requesting 100 for U11 in input mode. */
  u11Requested100Rate: 83,
} as const;
