import { computeCalculator } from "./compute";
import { finite, snap, sumValues } from "./numbers";
import { roundMembership } from "./rounding";
import { benefitValue, memberCount } from "./totals";
import type { BenefitInput, CalculatorModelInput, CalculatorResult, CategoryInput, ScenarioInput } from "./types";

/**
 * What-if scenarios (treasurer.md section 2): a scenario is a copy of the document changed by its
 * percentages, with the baseline's prices frozen, evaluated like any document. The baseline is
 * never changed.
 */

/** 1 + pct / 100: the factor a change in percent applies (a missing or non-finite change is 0). */
export function changeFactor(pct: number | null | undefined): number {
  return 1 + finite(pct) / 100;
}

/** n' = max(1, round(n x (1 + membersPct/100))), half up; snapped first so 30 x 0.9 is 27, not 27.000000000000004. */
export function scenarioMembers(members: number, membersPct: number | null | undefined): number {
  return Math.max(1, Math.round(snap(finite(members) * changeFactor(membersPct))));
}

/**
 * The frozen price of a category in a scenario: its baseline M x (1 + pricesPct/100), rounded by
 * precision as M is. No change keeps M as it is (a manual price in cents stays in cents).
 */
export function frozenPrice(membership: number, pricesPct: number | null | undefined, precision: number | null | undefined): number {
  if (finite(pricesPct) === 0) return finite(membership);
  return roundMembership(finite(membership) * changeFactor(pricesPct), precision);
}

/** One line carrying a sum: the model reads only the sums of a list, so a scenario needs no more. */
const sumLine = (value: number) => [{ value: finite(value) }];

/**
 * The document a scenario describes: members moved, subsidies (GS, OR, every sc) and fees (GF, every
 * fc) scaled, the paid benefit types' values taken out of the benefits in kind and added to the cash
 * expenses as an internal fee, and every category priced at its frozen price (a manual membership,
 * so no rate recomputes it). Lists are reduced to their sums: O(categories), whatever their lines.
 */
export function scenarioDocument(calc: CalculatorModelInput, scenario: ScenarioInput, baseline: CalculatorResult = computeCalculator(calc)): CalculatorModelInput {
  const totals = baseline.totals;
  const fees = changeFactor(scenario.feesPct);
  const subsidies = changeFactor(scenario.subsidiesPct);
  const paid = new Set(scenario.paidBenefits ?? []);
  let paidValue = 0;
  const benefits: BenefitInput[] = [];
  for (const benefit of calc.benefits ?? []) {
    if (benefit.benefitType !== undefined && paid.has(benefit.benefitType)) paidValue += benefitValue(benefit);
    else benefits.push(benefit);
  }
  const precision = calc.precision;
  return {
    precision,
    federalFees: sumLine(totals.federalFees * fees),
    // A benefit that becomes paid costs what it was valued at: a cash expense, left out of the fees' change.
    internalFees: [...sumLine(totals.internalFees * fees), ...sumLine(-paidValue)],
    globalSubsidies: sumLine(totals.globalSubsidies * subsidies),
    otherRevenues: sumLine(totals.otherRevenues * subsidies),
    benefits,
    socialPricing: calc.socialPricing,
    groups: (calc.groups ?? []).map((group, g) => ({
      name: group.name,
      categories: (group.categories ?? []).map((category, c): CategoryInput => ({
        name: category.name,
        members: scenarioMembers(memberCount(category), scenario.membersPct),
        fees: sumLine(sumValues(category.fees) * fees),
        subsidies: sumLine(sumValues(category.subsidies) * subsidies),
        rate: category.rate,
        manualMembership: frozenPrice(baseline.groups[g]?.categories[c]?.membership ?? 0, scenario.pricesPct, precision),
      })),
    })),
  };
}
