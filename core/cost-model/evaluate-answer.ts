import type { EvaluatedCategory, EvaluatedTotals, Evaluation } from "./evaluate";

/**
 * What `POST calculation/evaluate` answers (treasurer.md section 2, docs/decisions/177): the
 * evaluation with only the fields the spec lists, the scenarios' categories without the names the
 * baseline's already give, and every figure rounded to the millionth. A 20 x 25 x 10 document with 10
 * scenarios answered 1.5 MB, most of it 17-digit numbers that cost more to write than to compute;
 * this answer is about half of it and twice as fast to write. The screen keeps core's full numbers.
 * `evaluateAnswerJson` writes the same answer's JSON text directly (what the route sends).
 */

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

export interface EvaluateAnswer {
  totals: EvaluatedTotals;
  categories: AnsweredCategory[];
  scenarios: AnsweredScenario[];
}

/** Beyond this a double holds no millionths to round: left as it is (the model caps amounts at 1e12). */
const ROUNDED_BELOW = 1e9;

/**
 * x to the nearest millionth: a ten-thousandth of a cent, 0.0001 % of a fraction. Shorter to write,
 * and nothing anyone reads changes; 0.1 + 0.2 comes back as 0.3.
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

/** The baseline's category: its names, then the same figures (the route writes this text directly: evaluateAnswerJson). */
function namedOf(c: EvaluatedCategory): AnsweredCategory {
  return { group: c.group, category: c.category, ...figuresOf(c) };
}

export function evaluateAnswer(evaluation: Evaluation): EvaluateAnswer {
  return {
    totals: totalsOf(evaluation.totals),
    categories: evaluation.categories.map(namedOf),
    scenarios: evaluation.scenarios.map((s) => ({ id: s.id, name: s.name, totals: totalsOf(s.totals), categories: s.categories.map(figuresOf) })),
  };
}

/** A figure as JSON writes it: non-finite numbers become null (the model keeps every figure finite). */
const num = (x: number | null) => (x !== null && Number.isFinite(x) ? x : "null");
const text = (value: string) => JSON.stringify(value);

function totalsJson(t: EvaluatedTotals): string {
  return JSON.stringify(totalsOf(t));
}

/** One category's figures from `"members"` to the closing brace, rounded as figuresOf rounds them. */
function figuresJson(c: EvaluatedCategory): string {
  return (
    `"members":${num(c.members)},"E":${num(millionths(c.E))},"S":${num(millionths(c.S))},"A":${num(millionths(c.A))},"M":${num(millionths(c.M))},` +
    `"K":${num(millionths(c.K))},"R":${num(millionths(c.R))},"pays":${num(orNull(c.pays))},"breakEvenMembers":${num(c.breakEvenMembers)},` +
    `"effectiveMembership":${num(millionths(c.effectiveMembership))},"balancedMembership":${num(orNull(c.balancedMembership))}}`
  );
}

/**
 * `JSON.stringify(evaluateAnswer(evaluation))`, written without building the answer's objects: 5,500
 * categories of fixed keys are cheaper as text than as objects walked by JSON.stringify, which took
 * twice as long (docs/decisions/177). A test holds the two to the same text.
 */
export function evaluateAnswerJson(evaluation: Evaluation): string {
  let json = `{"totals":${totalsJson(evaluation.totals)},"categories":[`;
  const categories = evaluation.categories;
  for (let i = 0; i < categories.length; i++) {
    const c = categories[i];
    json += `${i ? "," : ""}{"group":${text(c.group)},"category":${text(c.category)},${figuresJson(c)}`;
  }
  json += `],"scenarios":[`;
  for (let k = 0; k < evaluation.scenarios.length; k++) {
    const scenario = evaluation.scenarios[k];
    json += `${k ? "," : ""}{"id":${text(scenario.id)},"name":${text(scenario.name)},"totals":${totalsJson(scenario.totals)},"categories":[`;
    for (let i = 0; i < scenario.categories.length; i++) json += `${i ? "," : ""}{${figuresJson(scenario.categories[i])}`;
    json += "]}";
  }
  return `${json}]}`;
}
