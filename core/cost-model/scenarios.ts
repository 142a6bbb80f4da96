import { computeCalculator } from "./compute";
import { finite, snap, sumValues } from "./numbers";
import { roundMembership } from "./rounding";
import { benefitValue, memberCount } from "./totals";
import type {
  Allocation,
  BenefitInput,
  CalculatorModelInput,
  CalculatorResult,
  CategoryInput,
  LineInput,
  ScenarioInput,
} from "./types";

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
export function frozenPrice(
  membership: number,
  pricesPct: number | null | undefined,
  precision: number | null | undefined,
): number {
  if (finite(pricesPct) === 0) return finite(membership);
  return roundMembership(finite(membership) * changeFactor(pricesPct), precision);
}

/** One line carrying a sum: the model reads only the sums of a list, so a scenario needs no more. */
const sumLine = (value: number) => [{ value: finite(value) }];

/** "members", "hours" or "group:<id>": the lines of one key share alike, so a scenario may add them up. */
const keyOf = (allocation: Allocation | null | undefined) =>
  !allocation ? "members" : typeof allocation === "object" ? `group:${allocation.group}` : allocation;

/**
 * A club-wide list reduced to one line per allocation key (season-money.md section 2), scaled by
 * `factor`: one line of its sum when every line is shared per head, as before allocations.
 */
function keyedSums(lines: readonly LineInput[] | null | undefined, factor: number): LineInput[] {
  if (!lines?.some((line) => keyOf(line.allocation) !== "members")) return sumLine(sumValues(lines) * factor);
  const sums = new Map<string, { value: number; allocation?: Allocation | null }>();
  for (const line of lines) {
    const key = keyOf(line.allocation);
    const sum = sums.get(key);
    if (sum) sum.value += finite(line.value);
    else sums.set(key, { value: finite(line.value), allocation: line.allocation });
  }
  return [...sums.values()].map((sum) => ({ value: finite(sum.value * factor), allocation: sum.allocation }));
}

/** The factor of each line the scenario changes on its own, by id; null when it names none (docs/decisions/230). */
function lineFactors(scenario: ScenarioInput): Map<string, number> | null {
  if (!scenario.lines?.length) return null;
  return new Map(scenario.lines.map((line) => [line.id, changeFactor(line.pct)]));
}

/**
 * A list scaled by `factor`, except the lines `own` names, each scaled by its own factor instead of the
 * list's (docs/decisions/230): "the town cuts its grant by 30 %" moves that line alone. Without such a
 * line, the list's sums as before, to the bit.
 */
function changedSums(
  lines: readonly LineInput[] | null | undefined,
  factor: number,
  own: Map<string, number> | null,
  sums: (lines: readonly LineInput[], factor: number) => LineInput[],
): LineInput[] {
  const list = lines ?? [];
  if (!own || !list.some((line) => line.id !== undefined && own.has(line.id))) return sums(list, factor);
  const rest: LineInput[] = [];
  const changed: LineInput[] = [];
  for (const line of list) {
    const lineFactor = line.id === undefined ? undefined : own.get(line.id);
    if (lineFactor === undefined) rest.push(line);
    else changed.push({ value: finite(finite(line.value) * lineFactor), allocation: line.allocation });
  }
  return [...sums(rest, factor), ...changed];
}

const categorySums = (lines: readonly LineInput[], factor: number) => sumLine(sumValues(lines) * factor);

/**
 * The document a scenario describes: members moved, subsidies (GS, OR, every sc) and fees (GF, every
 * fc) scaled (a line the scenario names by its own percent instead), the paid benefit types' values
 * taken out of the benefits in kind and added to the cash expenses as an internal fee, and every category priced at its frozen price (a manual membership,
 * so no rate recomputes it). Lists are reduced to their sums, one per allocation key: O(categories),
 * whatever their lines.
 */
export function scenarioDocument(
  calc: CalculatorModelInput,
  scenario: ScenarioInput,
  baseline: CalculatorResult = computeCalculator(calc),
): CalculatorModelInput {
  const fees = changeFactor(scenario.feesPct);
  const subsidies = changeFactor(scenario.subsidiesPct);
  const paid = new Set(scenario.paidBenefits ?? []);
  // A paid benefit keeps its allocation: it becomes a cash expense shared as it was.
  const paidLines: LineInput[] = [];
  const benefits: BenefitInput[] = [];
  for (const benefit of calc.benefits ?? []) {
    if (benefit.benefitType !== undefined && paid.has(benefit.benefitType))
      paidLines.push({ value: -benefitValue(benefit), allocation: benefit.allocation });
    else benefits.push(benefit);
  }
  const precision = calc.precision;
  const own = lineFactors(scenario);
  return {
    precision,
    federalFees: changedSums(calc.federalFees, fees, own, keyedSums),
    // A benefit that becomes paid costs what it was valued at: a cash expense, left out of the fees' change.
    internalFees: [...changedSums(calc.internalFees, fees, own, keyedSums), ...keyedSums(paidLines, 1)],
    globalSubsidies: changedSums(calc.globalSubsidies, subsidies, own, keyedSums),
    otherRevenues: changedSums(calc.otherRevenues, subsidies, own, keyedSums),
    benefits,
    socialPricing: calc.socialPricing,
    groups: (calc.groups ?? []).map((group, g) => ({
      id: group.id,
      name: group.name,
      categories: (group.categories ?? []).map((category, c): CategoryInput => ({
        name: category.name,
        members: scenarioMembers(memberCount(category), scenario.membersPct),
        fees: changedSums(category.fees, fees, own, categorySums),
        subsidies: changedSums(category.subsidies, subsidies, own, categorySums),
        rate: category.rate,
        hours: category.hours,
        manualMembership: frozenPrice(
          baseline.groups[g]?.categories[c]?.membership ?? 0,
          scenario.pricesPct,
          precision,
        ),
      })),
    })),
  };
}
