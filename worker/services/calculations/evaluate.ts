import { evaluateCalculator } from "#core/cost-model/index";
import type { EvaluatedCategory, EvaluatedTotals, Evaluation } from "#core/cost-model/evaluate";
import type { Calculator } from "#core/schemas/calculator";
import type { ServiceContext } from "../../http/context";
import { requireUser } from "../permissions";

/** One category's figures in a scenario: data.categories' order, so its name is data.categories[i]'s. */
export interface AnsweredFigures {
  members: number;
  E: number;
  S: number;
  A: number;
  M: number;
  K: number;
  R: number;
  pays: number | null;
  breakEvenMembers: number | null;
  effectiveMembership: number;
  balancedMembership: number | null;
}

/** One category of the baseline: its group's and its own name, then its figures. */
export interface AnsweredCategory extends AnsweredFigures {
  group: string;
  category: string;
}

export interface AnsweredScenario {
  id: string;
  name: string;
  totals: EvaluatedTotals;
  categories: AnsweredFigures[];
}

/** What `POST calculation/evaluate` answers in `data` (treasurer.md section 2). */
export interface EvaluateAnswer {
  totals: EvaluatedTotals;
  categories: AnsweredCategory[];
  scenarios: AnsweredScenario[];
}

/** Beyond this a double holds no millionths to round: left as it is (the model caps amounts at 1e12). */
const ROUNDED_BELOW = 1e9;

/**
 * x to the nearest millionth: a ten-thousandth of a cent, 0.0001 % of a fraction. Nothing anyone
 * reads changes, and the answer carries no 17-digit numbers (0.1 + 0.2 comes back as 0.3).
 */
export function millionths(x: number): number {
  return Math.abs(x) < ROUNDED_BELOW ? Math.round(x * 1e6) / 1e6 : x;
}

const orNull = (x: number | null) => (x === null ? null : millionths(x));

function totalsOf(t: EvaluatedTotals): EvaluatedTotals {
  return {
    N: t.N,
    budget: millionths(t.budget),
    NC: millionths(t.NC),
    ST: millionths(t.ST),
    result: millionths(t.result),
    marginPct: orNull(t.marginPct),
    breakEvenPriceChange: orNull(t.breakEvenPriceChange),
  };
}

function figuresOf(c: EvaluatedCategory): AnsweredFigures {
  return {
    members: c.members,
    E: millionths(c.E),
    S: millionths(c.S),
    A: millionths(c.A),
    M: millionths(c.M),
    K: millionths(c.K),
    R: millionths(c.R),
    pays: orNull(c.pays),
    breakEvenMembers: c.breakEvenMembers,
    effectiveMembership: millionths(c.effectiveMembership),
    balancedMembership: orNull(c.balancedMembership),
  };
}

/**
 * The evaluation as the spec lists it: only its fields (core's per-category `margin` stays on the
 * screen), a scenario's categories without the names the baseline's already give, figures to the
 * millionth. Plain objects written by JSON.stringify: the document limits keep this small
 * (docs/decisions/212, which replaced the hand-written JSON writer of decision 177).
 */
export function evaluateAnswer(evaluation: Evaluation): EvaluateAnswer {
  return {
    totals: totalsOf(evaluation.totals),
    categories: evaluation.categories.map((c) => ({ group: c.group, category: c.category, ...figuresOf(c) })),
    scenarios: evaluation.scenarios.map((s) => ({
      id: s.id,
      name: s.name,
      totals: totalsOf(s.totals),
      categories: s.categories.map(figuresOf),
    })),
  };
}

/**
 * POST calculation/evaluate (treasurer.md section 2): every figure of the result, the break-even,
 * the scenarios and the social pricing for the document sent, computed by the same core functions
 * as the screen so that API clients and exports agree with it. Logged in; nothing is read or stored,
 * so no organization is checked: the caller only learns figures of a document they already hold.
 */
export function evaluateCalculation(ctx: ServiceContext, input: Calculator): EvaluateAnswer {
  requireUser(ctx);
  return evaluateAnswer(evaluateCalculator(input));
}
