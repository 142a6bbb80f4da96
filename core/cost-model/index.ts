export * from "./types";
export { finite, safeDiv, snap, sumValues } from "./numbers";
export { roundMembership } from "./rounding";
export { benefitValue, clubTotals, memberCount } from "./totals";
export {
  CENT,
  DEFAULT_CATEGORY_RATE,
  RECOMMENDED_MARGIN,
  SAFE_MARGIN_FACTOR,
  categoryFigures,
  effectiveRate,
  isManual,
  marginColour,
  membershipOf,
} from "./category";
export {
  MAX_RATE,
  type WithRate,
  applyRequestedMembership,
  applySliderRate,
  requestedMembershipRate,
  sliderMax,
} from "./membership";
export { estimatedBudget, federationFigures, resellFigures } from "./resell";
export { computeCalculator, type ComputeOptions } from "./compute";
export { breakEvenMembers, breakEvenPriceChange, forecastResult, marginPercent } from "./result";
export { changeFactor, frozenPrice, scenarioDocument, scenarioMembers } from "./scenarios";
export { pricesVoted, votedPriceOf, votedPrices, withVotedPrices, withoutVotedPrices } from "./voted-prices";
export {
  averageDiscount,
  balancedMembership,
  effectiveMembership,
  familyPays,
  familyPaysTable,
  type FamilyPaysRow,
} from "./social-pricing";
export {
  type FamilyBill,
  type FamilyBillLine,
  type FamilyMemberInput,
  type FamilyReduction,
  familyBill,
  rankDiscount,
} from "./family-bill";
export {
  evaluateCalculator,
  evaluateFigures,
  evaluateScenario,
  type EvaluatedCategory,
  type EvaluatedFigures,
  type EvaluatedScenario,
  type EvaluatedTotals,
  type Evaluation,
} from "./evaluate";
export { recalculateRates, withComputedMemberships } from "./document";
export {
  ALLOCATED_LISTS,
  ShareWeights,
  categoryHours,
  categoryShares,
  hasAllocation,
  type CategoryShare,
} from "./allocation";
export { sectionFigures, type SectionFigures } from "./sections";
export { type PaysStatement, type ShownPrice, marginPercentShown, paysStatement, shownPrice } from "./honest";
export { formatAmount, formatNumber, formatPercent, type AmountLocale, type PercentOptions } from "./format";
export {
  WORKED_EXAMPLE,
  WORKED_EXAMPLE_EXPECTED,
  WORKED_EXAMPLE_ORGANIZATION_ID,
  workedExample,
} from "./worked-example";
