import { centsAddingUp } from "../cents";
import {
  benefitValue,
  changeFactor,
  evaluateFigures,
  evaluateScenario,
  finite,
  type EvaluatedFigures,
} from "../cost-model";
import type {
  BenefitInput,
  CalculatorModelInput,
  CategoryInput,
  GroupInput,
  LineInput,
  ScenarioInput,
} from "../cost-model/types";
import { DEFAULT_SCHEDULES, scheduleParts, type MoneyKind, type Schedule } from "./schedule";

/** A money line as the cash plan reads it: its amount and, when set, its schedule. */
export interface ScheduledLine extends LineInput {
  readonly id?: string;
  readonly name?: string;
  readonly schedule?: Schedule | null;
}

export interface ScheduledCategory extends CategoryInput {
  readonly id?: string;
  readonly fees?: readonly ScheduledLine[] | null;
  readonly subsidies?: readonly ScheduledLine[] | null;
  /** When the category's memberships come in. */
  readonly schedule?: Schedule | null;
}

export interface CashPlanInput extends CalculatorModelInput {
  readonly groups?:
    readonly (GroupInput & { readonly categories?: readonly ScheduledCategory[] | null })[] | null;
  readonly federalFees?: readonly ScheduledLine[] | null;
  readonly internalFees?: readonly ScheduledLine[] | null;
  readonly globalSubsidies?: readonly ScheduledLine[] | null;
  readonly otherRevenues?: readonly ScheduledLine[] | null;
  readonly benefits?: readonly (BenefitInput & { readonly id?: string; readonly name?: string })[] | null;
  readonly cashPlan?: { readonly openingBalance?: number | null; readonly floor?: number | null } | null;
}

/** One amount of money the forecast moves: a line, or a category's memberships. */
export interface MoneyItem {
  /** The line's id, or the category's for its memberships. */
  id?: string;
  name: string;
  kind: MoneyKind;
  /** Signed, in euros: money in > 0, money out < 0. */
  amount: number;
  /** The amount in whole cents; the items' cents add up to the forecast result rounded to the cent. */
  cents: number;
  schedule: Schedule;
  /** Whole cents per month, September to August, adding up exactly to `cents`. */
  parts: number[];
}

type Draft = Omit<MoneyItem, "cents" | "parts">;

/** What a scenario changes in the money (treasurer.md section 2); none for the baseline. */
interface Factors {
  fees: number;
  subsidies: number;
  paid: ReadonlySet<string>;
  /** Lines the scenario moves by their own percent instead of their list's (docs/decisions/230), by id. */
  own: ReadonlyMap<string, number>;
}

const NO_CHANGE: Factors = { fees: 1, subsidies: 1, paid: new Set(), own: new Map() };

function linesOf(
  lines: readonly ScheduledLine[] | null | undefined,
  kind: MoneyKind,
  listFactor: number,
  own: Factors["own"],
): Draft[] {
  return (lines ?? []).map((line) => {
    const factor = (line.id === undefined ? undefined : own.get(line.id)) ?? listFactor;
    return {
      id: line.id,
      name: line.name ?? "",
      kind,
      amount: finite(finite(line.value) * factor),
      schedule: line.schedule ?? DEFAULT_SCHEDULES[kind],
    };
  });
}

/**
 * Every money line of the document and each category's memberships (what the club receives, M x (1 - d)
 * x n as `figures` count it), signed. Benefits in kind move no money, unless a scenario pays them: they
 * are then cash expenses, monthly like an internal fee (a benefit has no schedule of its own).
 */
function drafts(calc: CashPlanInput, figures: EvaluatedFigures, factors: Factors): Draft[] {
  const items: Draft[] = [
    ...linesOf(calc.federalFees, "federalFees", factors.fees, factors.own),
    ...linesOf(calc.internalFees, "internalFees", factors.fees, factors.own),
    ...(calc.benefits ?? [])
      .filter((benefit) => benefit.benefitType !== undefined && factors.paid.has(benefit.benefitType))
      .map((benefit): Draft => ({
        id: benefit.id,
        name: benefit.name ?? "",
        kind: "internalFees",
        amount: -benefitValue(benefit),
        schedule: DEFAULT_SCHEDULES.internalFees,
      })),
    ...linesOf(calc.globalSubsidies, "globalSubsidies", factors.subsidies, factors.own),
    ...linesOf(calc.otherRevenues, "otherRevenues", factors.subsidies, factors.own),
  ];
  let index = 0;
  for (const group of calc.groups ?? []) {
    for (const category of group.categories ?? []) {
      const figure = figures.categories[index++];
      const memberships = figure ? finite(figure.effectiveMembership * figure.members) : 0;
      items.push({
        id: category.id,
        name: category.name ?? "",
        kind: "memberships",
        amount: memberships,
        schedule: category.schedule ?? DEFAULT_SCHEDULES.memberships,
      });
      items.push(
        ...linesOf(category.fees, "categoryFees", factors.fees, factors.own),
        ...linesOf(category.subsidies, "categorySubsidies", factors.subsidies, factors.own),
      );
    }
  }
  return items;
}

/**
 * The items with their cents and monthly parts. Amounts with fractions of a cent (a price after social
 * pricing) are rounded by the largest remainder, as the Cerfa rows are (docs/decisions/201), so the
 * items add up to the result rounded once; a line in whole cents keeps its exact amount.
 */
function withParts(items: Draft[]): MoneyItem[] {
  const cents = centsAddingUp(items.map((item) => item.amount));
  return items.map((item, i) => ({
    ...item,
    cents: cents[i],
    parts: scheduleParts(cents[i], item.schedule),
  }));
}

/** The baseline's money items. */
export function moneyItems(
  calc: CashPlanInput,
  figures: EvaluatedFigures = evaluateFigures(calc),
): MoneyItem[] {
  return withParts(drafts(calc, figures, NO_CHANGE));
}

/**
 * A scenario's money items: its fees and subsidies scaled line by line (each keeps its schedule; a line
 * the scenario names by its own percent), its members and frozen prices, its paid benefits.
 */
export function scenarioMoneyItems(calc: CashPlanInput, scenario: ScenarioInput): MoneyItem[] {
  const figures = evaluateScenario(calc, scenario);
  const factors: Factors = {
    fees: changeFactor(scenario.feesPct),
    subsidies: changeFactor(scenario.subsidiesPct),
    paid: new Set(scenario.paidBenefits ?? []),
    own: new Map((scenario.lines ?? []).map((line) => [line.id, changeFactor(line.pct)])),
  };
  return withParts(drafts(calc, figures, factors));
}
