import { computeCalculator } from "./compute";
import { countedPrice, shownPrice } from "./honest";
import { finite, safeDiv, snap } from "./numbers";
import { estimatedBudget } from "./resell";
import { breakEvenMembers, breakEvenPriceChange, forecastResult, marginPercent } from "./result";
import { scenarioDocument } from "./scenarios";
import { averageDiscount, balancedMembership, effectiveMembership } from "./social-pricing";
import type { CalculatorModelInput, CalculatorResult, ScenarioInput } from "./types";

/**
 * Every figure of treasurer.md section 2 for a document, its scenarios included: what
 * `POST calculation/evaluate` answers, and what the screen and the exports show.
 */

/** Club-wide figures. ST is what the club receives: with social pricing, each M becomes M x (1 - d). */
export interface EvaluatedTotals {
  N: number;
  /** Cash expenses: -GF - sum of all fc. */
  budget: number;
  NC: number;
  ST: number;
  /** ST + GS + OR + sum of all sc - budget. */
  result: number;
  /** (ST - NC) / NC in percent (13.57); null when NC <= 0. */
  marginPct: number | null;
  /** -result / ST as a fraction (-0.1195); null when ST = 0. */
  breakEvenPriceChange: number | null;
}

/** One category's figures, in document order; E, S, A, M, K, R are cost-model.md's per-member symbols. */
export interface EvaluatedCategory {
  group: string;
  category: string;
  members: number;
  E: number;
  S: number;
  A: number;
  /** The list price; 0 when the price computed is below 0 (issue 38.6: money is never counted below 0). */
  M: number;
  /** The price computed was below 0 (subsidies above the cost): M is 0 and the screens and the pack warn. */
  priceBelowZero: boolean;
  K: number;
  R: number;
  /** M / R as a fraction (0.398); null when R <= 0. */
  pays: number | null;
  /** (effectiveMembership - A) x members: the category's share of ST - NC. */
  margin: number;
  /** Members needed for a result of 0, all else equal; null when the category brings nothing per member. */
  breakEvenMembers: number | null;
  /** M x (1 - d): what the club receives on average per member. */
  effectiveMembership: number;
  /** M / (1 - d) rounded as M is; null when d = 1. */
  balancedMembership: number | null;
}

export interface EvaluatedFigures {
  totals: EvaluatedTotals;
  categories: EvaluatedCategory[];
}

export interface EvaluatedScenario extends EvaluatedFigures {
  id: string;
  name: string;
}

export interface Evaluation extends EvaluatedFigures {
  scenarios: EvaluatedScenario[];
}

/** The figures of one document (no scenario), from its cost-model result when the caller has it. */
export function evaluateFigures(
  calc: CalculatorModelInput,
  computed: CalculatorResult = computeCalculator(calc),
): EvaluatedFigures {
  const d = averageDiscount(calc.socialPricing);
  let sellTotal = 0;
  for (const c of computed.categories)
    sellTotal += effectiveMembership(countedPrice(c.membership), d) * c.members;
  const ST = finite(sellTotal);
  const NC = computed.resell.netCostTotal;
  const result = forecastResult(computed.totals, ST);
  const categories = computed.categories.map((c): EvaluatedCategory => {
    const M = countedPrice(c.membership);
    const effective = effectiveMembership(M, d);
    return {
      group: computed.groups[c.groupIndex]?.name ?? "",
      category: c.name,
      members: c.members,
      E: c.expenses,
      S: c.subsidies,
      A: c.netCost,
      M,
      priceBelowZero: shownPrice(c.membership).negative,
      K: c.compensation,
      R: c.realCost,
      pays: snap(c.realCost) > 0 ? safeDiv(M, c.realCost) : null,
      margin: finite((effective - c.netCost) * c.members),
      breakEvenMembers: breakEvenMembers(c.members, result, effective),
      effectiveMembership: effective,
      balancedMembership: balancedMembership(M, d, calc.precision),
    };
  });
  return {
    totals: {
      N: computed.totals.members,
      budget: estimatedBudget(computed.totals),
      NC,
      ST,
      result,
      marginPct: marginPercent(ST, NC),
      breakEvenPriceChange: breakEvenPriceChange(result, ST),
    },
    categories,
  };
}

/** One scenario's figures: the changed document with the baseline's prices frozen. */
export function evaluateScenario(
  calc: CalculatorModelInput,
  scenario: ScenarioInput,
  baseline: CalculatorResult = computeCalculator(calc),
): EvaluatedScenario {
  return {
    id: scenario.id,
    name: scenario.name,
    ...evaluateFigures(scenarioDocument(calc, scenario, baseline)),
  };
}

/** The baseline and every scenario of the document (what `POST calculation/evaluate` answers). */
export function evaluateCalculator(calc: CalculatorModelInput): Evaluation {
  const baseline = computeCalculator(calc);
  return {
    ...evaluateFigures(calc, baseline),
    scenarios: (calc.scenarios ?? []).map((scenario) => evaluateScenario(calc, scenario, baseline)),
  };
}
