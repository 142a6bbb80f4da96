import type { Calculator, Category, Group, Scenario } from "./calculator";

// The calculator document's constants and defaults, without zod (the schemas are in calculator.ts,
// which re-exports all of this): the calculator's first render needs these, not the schemas
// (docs/decisions/101).

/**
 * What one document may hold (docs/decisions/213): the largest multi-sport clubs run some 30 sections
 * and a few hundred categories, so these leave room above them while bounding what one request costs
 * the server (per list, then for the whole document). The web app's add buttons read them too.
 */
export const CALCULATOR_LIMITS = {
  name: 120,
  groups: 40,
  categoriesPerGroup: 50,
  categories: 400,
  /** Each of federal fees, internal fees, global subsidies and other revenues. */
  globalLines: 100,
  /** Each of a category's fees and subsidies. */
  categoryLines: 30,
  benefits: 100,
  /** Every line of the document: the lists above and the benefits together. */
  lines: 4_000,
  members: 10_000_000,
  rate: 10_000,
  amount: 1e12,
  /** What-if scenarios kept in the document (treasurer.md section 2). */
  scenarios: 10,
  /** Social pricing: family discounts (ranks 2..10), income tiers, third-party aids. */
  familyDiscounts: 9,
  tiers: 10,
  thirdPartyAids: 10,
} as const;

/** The document's precision (cost-model.md): 0 whole units rounded up, 1 cents half up; null (none) keeps the raw price. */
export const PRECISIONS = [0, 1] as const;
export type Precision = (typeof PRECISIONS)[number] | null;

/** A scenario's change in percent: -100 (all gone) to +1000; a family rank 2 (second child) to 10. */
export const SCENARIO_CHANGE = { min: -100, max: 1000 } as const;
export const FAMILY_RANK = { min: 2, max: 10 } as const;

export const BENEFIT_TYPES = ["GYM", "GRD", "FMP", "CIS", "SJB"] as const;
export type BenefitType = (typeof BENEFIT_TYPES)[number];
export const BENEFIT_CODES = ["DRT", "OCA", "PRT", "OTH", "ANS", "DRA", "PEC"] as const;
export type BenefitCode = (typeof BENEFIT_CODES)[number];

export const BENEFIT_SUBTYPES: Readonly<Record<BenefitType, readonly BenefitCode[]>> = {
  GYM: [],
  GRD: [],
  FMP: ["DRT", "OCA", "PRT", "OTH"],
  CIS: [],
  SJB: ["ANS", "DRA", "PEC", "OTH"],
};

/** Default hourly rates in EUR; null = the club types an amount (stored as hours = amount, rate = 1). */
export const BENEFIT_DEFAULT_RATES: Readonly<Record<BenefitType, number | null>> = {
  GYM: 22.65,
  GRD: 22.65,
  FMP: 14.11,
  CIS: 3.37,
  SJB: null,
};
export const BENEFIT_SUBTYPE_RATES: Readonly<Partial<Record<BenefitCode, number>>> = {
  DRT: 15.77,
  OCA: 14.11,
};

export function isAmountTyped(type: BenefitType): boolean {
  return BENEFIT_DEFAULT_RATES[type] === null;
}

export function defaultBenefitRate(type: BenefitType, code?: BenefitCode | null): number | null {
  if (isAmountTyped(type)) return null;
  return (code && BENEFIT_SUBTYPE_RATES[code]) ?? BENEFIT_DEFAULT_RATES[type];
}

export const DEFAULT_GROUP_NAME = "Unique";
export const DEFAULT_RATE = 100;

export function defaultCategory(categoryName = "Cat. 1"): Category {
  return { name: categoryName, members: 1, fees: [], subsidies: [], rate: DEFAULT_RATE };
}

export function defaultCalculator(organizationId: string): Calculator {
  return {
    organizationId,
    currency: "EUR",
    precision: 0,
    groups: [{ name: DEFAULT_GROUP_NAME, categories: [defaultCategory()] }],
    federalFees: [],
    internalFees: [],
    globalSubsidies: [],
    benefits: [],
    context: {},
  };
}

/**
 * What a club's calculator holds before its first save (decision 165): the one group with no category
 * yet, so no figure shows before the treasurer enters members (a made-up "Cat. 1" of 1 member showed
 * the federation template's fees as a cost of thousands per member). A federation template keeps the
 * default document.
 */
export function newClubCalculator(organizationId: string): Calculator {
  return { ...defaultCalculator(organizationId), groups: [{ name: DEFAULT_GROUP_NAME, categories: [] }] };
}

/** First free "prefix N" from count + 1, so deleting then adding never duplicates a name. */
function nextName(prefix: string, taken: readonly { name: string }[]): string {
  const names = new Set(taken.map((item) => item.name));
  let n = taken.length + 1;
  while (names.has(`${prefix} ${n}`)) n += 1;
  return `${prefix} ${n}`;
}

export function nextCategoryName(group: Pick<Group, "categories">): string {
  return nextName("Cat.", group.categories);
}

export function nextGroupName(calc: Pick<Calculator, "groups">): string {
  return nextName("Activité", calc.groups);
}

/**
 * A scenario of no change named `name`, with the first id "s<n>" not taken (from count + 1), so ids
 * stay unique when some were deleted. The screen then sets its changes.
 */
export function newScenario(taken: readonly Pick<Scenario, "id">[], name: string): Scenario {
  const ids = new Set(taken.map((scenario) => scenario.id));
  let n = taken.length + 1;
  while (ids.has(`s${n}`)) n += 1;
  return { id: `s${n}`, name, membersPct: 0, subsidiesPct: 0, feesPct: 0, pricesPct: 0, paidBenefits: [] };
}
