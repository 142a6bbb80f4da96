/**
 * Minimal shapes the cost model reads. The zod `Calculator` type fits them, and so does
 * a half-edited UI state (missing arrays, null rate), which the model must survive.
 */
/** How a club-wide line or benefit is shared between the categories (season-money.md section 2); missing = "members". */
export type Allocation = "members" | "hours" | { readonly group: string };

export interface LineInput {
  /** Stable id (season-money.md section 1): what a scenario's line change names. */
  readonly id?: string;
  readonly value: number;
  /** Read on club-wide lines only; a category's own lines are its own. */
  readonly allocation?: Allocation | null;
}

export interface BenefitInput {
  readonly benefitType?: string;
  readonly hours: number;
  readonly rate: number;
  readonly allocation?: Allocation | null;
}

export interface CategoryInput {
  /** Stable id (season-money.md section 1): what voted prices name. */
  readonly id?: string;
  readonly name?: string;
  readonly members: number;
  readonly fees?: readonly LineInput[] | null;
  readonly subsidies?: readonly LineInput[] | null;
  readonly rate?: number | null;
  readonly manualMembership?: number | null;
  /** Weekly hours of practice the category uses (hall, pitch, coach); missing = 0. */
  readonly hours?: number | null;
}

export interface GroupInput {
  /** What an allocation `{group}` names. */
  readonly id?: string;
  readonly name?: string;
  readonly categories?: readonly CategoryInput[] | null;
}

/** A what-if of treasurer.md section 2; a missing change is 0. */
export interface ScenarioInput {
  readonly id: string;
  readonly name: string;
  readonly membersPct?: number | null;
  readonly subsidiesPct?: number | null;
  readonly feesPct?: number | null;
  readonly pricesPct?: number | null;
  readonly paidBenefits?: readonly string[] | null;
  /** Lines changed by their own percent, instead of their list's (docs/decisions/230). */
  readonly lines?: readonly ScenarioLineInput[] | null;
}

/** One line of a scenario changed by `pct` percent: `id` names a fee, subsidy or other revenue of the document. */
export interface ScenarioLineInput {
  readonly id: string;
  readonly pct: number;
}

/** Prices voted by the general meeting (season-money.md section 3): while set, a listed category's M is its amount. */
export interface VotedPricesInput {
  readonly votedOn?: string;
  readonly byCategory?: Readonly<Record<string, number>> | null;
}

/** Social pricing of treasurer.md section 3: every pct and share in percent (0..100). */
export interface SocialPricingInput {
  readonly familyDiscounts?:
    readonly { readonly rank: number; readonly pct: number; readonly share: number }[] | null;
  readonly tiers?: readonly { readonly name: string; readonly pct: number; readonly share: number }[] | null;
  readonly thirdPartyAids?:
    readonly { readonly name: string; readonly amount: number; readonly share: number }[] | null;
}

export interface CalculatorModelInput {
  readonly precision?: number | null;
  readonly groups?: readonly GroupInput[] | null;
  readonly federalFees?: readonly LineInput[] | null;
  readonly internalFees?: readonly LineInput[] | null;
  readonly globalSubsidies?: readonly LineInput[] | null;
  /** Events, sponsors, bar...: shared per head like the global subsidies. */
  readonly otherRevenues?: readonly LineInput[] | null;
  readonly benefits?: readonly BenefitInput[] | null;
  readonly scenarios?: readonly ScenarioInput[] | null;
  readonly socialPricing?: SocialPricingInput | null;
  readonly prices?: VotedPricesInput | null;
  readonly context?: { readonly inputMembership?: boolean } | null;
}

/** cost-model.md's three colours, and "neutral" for a price of 0 on a cost of 0 (nothing to cover, nothing safe). */
export type MarginColour = "negative" | "positive" | "safe" | "neutral";

/** Club-wide symbols of cost-model.md. */
export interface ClubTotals {
  /** N: total members. */
  members: number;
  categories: number;
  /** GF = federal + internal fees (<= 0). */
  globalFees: number;
  federalFees: number;
  internalFees: number;
  /** GS (>= 0). */
  globalSubsidies: number;
  /** OR: other revenues (>= 0), shared per head like GS. */
  otherRevenues: number;
  /** BK: value of benefits in kind. */
  benefitsInKind: number;
  benefitsByType: Record<string, number>;
  /** B = BK / N. */
  benefitsPerMember: number;
  /** Sum of every category's fc and sc. */
  categoryFees: number;
  categorySubsidies: number;
}

/** Per-member figures; `average` in the result uses the same shape, weighted by members. */
export interface PerMemberFigures {
  /** E */ expenses: number;
  /** S */ subsidies: number;
  /** A = E - S */ netCost: number;
  /** M */ membership: number;
  /** K = A - M */ compensation: number;
  /** B */ benefits: number;
  /** R = E + B */ realCost: number;
  /** M / R as a ratio (0.398 = 39.8 %). */ paysRatio: number;
}

export interface CategoryResult extends PerMemberFigures {
  groupIndex: number;
  categoryIndex: number;
  name: string;
  /** n (negative or non-finite counts as 0). */
  members: number;
  /** fc and sc: sums of the category's own lines. */
  categoryFees: number;
  categorySubsidies: number;
  /** Effective rate (missing = 100). */
  rate: number;
  manual: boolean;
  /** M is the price the general meeting voted (season-money.md section 3), not the rate's or the manual amount. */
  voted: boolean;
  /** A x n, M' x n, (M' - A) x n, with M' = M x (1 - d) what the club receives after social pricing (d = 0 without). */
  netCostTotal: number;
  sellTotal: number;
  margin: number;
  marginColour: MarginColour;
}

export interface GroupResult {
  index: number;
  name: string;
  members: number;
  netCostTotal: number;
  sellTotal: number;
  margin: number;
  /** Sum of R x n, for the group cost distribution chart. */
  realCostTotal: number;
  categories: CategoryResult[];
}

export interface ResellResult {
  /** NC */ netCostTotal: number;
  /** ST */ sellTotal: number;
  /** ST - NC */ marginAmount: number;
  /** (ST - NC) / NC as a ratio; 0 when NC = 0. */ marginRatio: number;
  /** -(GF) - sum of all fc. */ estimatedBudget: number;
  recommendedMarginRatio: number;
  /** NC x 1.2 */ recommendedSellTotal: number;
}

/** Denormalised on the club row for the federation club list. */
export interface FederationFigures {
  globalFees: number;
  members: number;
  categories: number;
  avgMemberShip: number;
}

export interface CalculatorResult {
  totals: ClubTotals;
  groups: GroupResult[];
  /** Every category in document order (same objects as in `groups`). */
  categories: CategoryResult[];
  /** Club-wide per-member figures (the "all categories" statistics view). */
  average: PerMemberFigures;
  resell: ResellResult;
  federation: FederationFigures;
  sliderMax: number;
  /** Social pricing's average discount d (0..1; 0 without): the amounts collected are after it. */
  discount: number;
}
