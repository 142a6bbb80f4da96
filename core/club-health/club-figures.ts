import { isTemplateLine } from "../calculator-template";
import { changeFactor, computeCalculator, evaluateFigures, scenarioDocument } from "../cost-model";
import type { CalculatorModelInput, LineInput } from "../cost-model";

/**
 * One club's figures for the federation's club health (season-money.md section 6), and the same
 * figures when the lines of the federation's template change (the licence simulator). Pure.
 */

/** prices-follow: each price follows its rate; prices-voted: each price stays the M the club has now. */
export const SIMULATION_MODES = ["prices-follow", "prices-voted"] as const;
export type SimulationMode = (typeof SIMULATION_MODES)[number];

export interface ClubFigures {
  /** N. */
  members: number;
  /** The forecast result: ST + GS + OR + sum of all sc - budget (treasurer.md section 2). */
  result: number;
  /** Some category priced under its net cost: the "negative" margin colour of cost-model.md. */
  belowCost: boolean;
  /** What the club receives per member, ST / N (the club list's average membership); null when N = 0. */
  price: number | null;
}

function figuresOf(calc: CalculatorModelInput, computed = computeCalculator(calc)): ClubFigures {
  const { totals } = evaluateFigures(calc, computed);
  return {
    members: totals.N,
    result: totals.result,
    belowCost: computed.categories.some((c) => c.marginColour === "negative"),
    price: totals.N > 0 ? totals.ST / totals.N : null,
  };
}

/** The figures of a club's document as it is (the template already brought in). */
export function clubFigures(calc: CalculatorModelInput): ClubFigures {
  return figuresOf(calc);
}

/** A line the federation's template set: marked by the template, or readonly as every template line is. */
const fromTemplate = (line: LineInput & { type?: string; readonly?: boolean }) =>
  isTemplateLine(line) || line.readonly === true;

function scaled<L extends LineInput>(lines: readonly L[] | null | undefined, factor: number): L[] {
  return (lines ?? []).map((line) => (fromTemplate(line) ? { ...line, value: line.value * factor } : line));
}

/**
 * The document with every fee line of the federation's template (licences, affiliation: federal and
 * internal fees) scaled by `pct` percent. Template subsidies and benefits are not fees: they stay
 * (docs/decisions/226).
 */
export function withTemplateFeesScaled<D extends CalculatorModelInput>(calc: D, pct: number): D {
  const factor = changeFactor(pct);
  return {
    ...calc,
    federalFees: scaled(calc.federalFees, factor),
    internalFees: scaled(calc.internalFees, factor),
  };
}

/** A club's figures now and with the template's fees changed by `pct`, its prices following their rates or held. */
export function simulatedClub(
  calc: CalculatorModelInput,
  pct: number,
  mode: SimulationMode,
): { now: ClubFigures; simulated: ClubFigures } {
  const baseline = computeCalculator(calc);
  const now = figuresOf(calc, baseline);
  const changed = withTemplateFeesScaled(calc, pct);
  // Held prices are frozen as a scenario freezes them: each category's M of now (its voted price when the
  // general meeting voted one), as a manual price. Following their rates, a vote does not hold them (decision 226).
  const document =
    mode === "prices-voted"
      ? scenarioDocument(changed, { id: "simulation", name: "" }, baseline)
      : { ...changed, prices: null };
  return { now, simulated: figuresOf(document) };
}
