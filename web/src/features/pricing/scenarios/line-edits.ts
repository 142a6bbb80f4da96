import type { Calculator, Scenario } from "#core/schemas/calculator";
import { SCENARIO_CHANGE } from "#core/schemas/calculator-basics";
import { SCENARIO_LINES_MAX } from "#core/schemas/calculator-prices";
import { scenariosOf, withNewScenario } from "./scenario-edits";

/**
 * A scenario's line changes (treasurer.md section 2, decision 230): a named line moves by its own
 * percent instead of its list's. Pure edits returning the next document, like scenario-edits.ts.
 */

/** Where a line sits: a club-wide list, or a category's fees or subsidies. */
export type LinePlace =
  "federalFees" | "internalFees" | "globalSubsidies" | "otherRevenues" | "fees" | "subsidies";

/** A line a scenario may change: its id, its name, its category's name for a category's own line, its value as stored. */
export interface LineChoice {
  id: string;
  name: string;
  place: LinePlace;
  category?: string;
  value: number;
}

const CLUB_LISTS = ["federalFees", "internalFees", "globalSubsidies", "otherRevenues"] as const;

/**
 * Every line with an id, in document order (club-wide lists first, then each category's fees and
 * subsidies); `subsidiesOnly`: the global subsidies and the categories' subsidies, for "a grant -30 %".
 */
export function lineChoices(calc: Calculator, subsidiesOnly = false): LineChoice[] {
  const choices: LineChoice[] = [];
  const wanted = (place: LinePlace) => !subsidiesOnly || place === "globalSubsidies" || place === "subsidies";
  for (const place of CLUB_LISTS) {
    if (!wanted(place)) continue;
    for (const line of calc[place] ?? [])
      if (line.id !== undefined) choices.push({ id: line.id, name: line.name, place, value: line.value });
  }
  for (const group of calc.groups)
    for (const category of group.categories)
      for (const place of ["fees", "subsidies"] as const) {
        if (!wanted(place)) continue;
        for (const line of category[place])
          if (line.id !== undefined)
            choices.push({ id: line.id, name: line.name, place, category: category.name, value: line.value });
      }
  return choices;
}

const clamp = (pct: number) =>
  Math.min(SCENARIO_CHANGE.max, Math.max(SCENARIO_CHANGE.min, Number.isFinite(pct) ? pct : 0));

function updateLines(
  calc: Calculator,
  scenarioId: string,
  update: (lines: NonNullable<Scenario["lines"]>) => NonNullable<Scenario["lines"]>,
): Calculator {
  return {
    ...calc,
    scenarios: scenariosOf(calc).map((scenario) =>
      scenario.id === scenarioId ? { ...scenario, lines: update(scenario.lines ?? []) } : scenario,
    ),
  };
}

/** Whether the scenario may take one more line change (20 at most, the schema's cap). */
export const canAddLine = (scenario: Pick<Scenario, "lines">) =>
  (scenario.lines?.length ?? 0) < SCENARIO_LINES_MAX;

/** Sets a line's percent in a scenario, adding the line when it is not there yet (never twice, never past the cap). */
export function withScenarioLine(
  calc: Calculator,
  scenarioId: string,
  lineId: string,
  pct: number,
): Calculator {
  return updateLines(calc, scenarioId, (lines) => {
    if (lines.some((line) => line.id === lineId))
      return lines.map((line) => (line.id === lineId ? { ...line, pct: clamp(pct) } : line));
    return lines.length < SCENARIO_LINES_MAX ? [...lines, { id: lineId, pct: clamp(pct) }] : lines;
  });
}

export function withoutScenarioLine(calc: Calculator, scenarioId: string, lineId: string): Calculator {
  return updateLines(calc, scenarioId, (lines) => lines.filter((line) => line.id !== lineId));
}

/** A new scenario that changes one line by `pct` alone ("the town cuts its grant by 30 %"); the same document when full. */
export function withLineScenario(
  calc: Calculator,
  name: string,
  lineId: string,
  pct: number,
): { calc: Calculator; id: string | null } {
  const added = withNewScenario(calc, name);
  if (!added.id) return added;
  return { calc: withScenarioLine(added.calc, added.id, lineId, pct), id: added.id };
}
