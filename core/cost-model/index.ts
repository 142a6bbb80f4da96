export * from "./types";
export { finite, safeDiv, snap, sumValues } from "./numbers";
export { roundMembership } from "./rounding";
export { benefitValue, clubTotals, memberCount } from "./totals";
export {
  DEFAULT_CATEGORY_RATE,
  RECOMMENDED_MARGIN,
  SAFE_MARGIN_FACTOR,
  categoryFigures,
  effectiveRate,
  isManual,
  marginColour,
  membershipOf,
} from "./category";
export { MAX_RATE, type WithRate, applyRequestedMembership, applySliderRate, requestedMembershipRate, sliderMax } from "./membership";
export { estimatedBudget, federationFigures, resellFigures } from "./resell";
export { computeCalculator, type ComputeOptions } from "./compute";
export { recalculateRates, withComputedMemberships } from "./document";
export { formatAmount, formatNumber, formatPercent, type AmountLocale, type PercentOptions } from "./format";
export { WORKED_EXAMPLE, WORKED_EXAMPLE_EXPECTED, WORKED_EXAMPLE_ORGANIZATION_ID, workedExample } from "./worked-example";
