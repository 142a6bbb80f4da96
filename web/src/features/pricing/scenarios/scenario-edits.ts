import type { Calculator, Scenario } from "#core/schemas/calculator";
import {
  BENEFIT_TYPES,
  type BenefitType,
  CALCULATOR_LIMITS,
  newScenario,
  SCENARIO_CHANGE,
} from "#core/schemas/calculator-basics";

/**
 * The Scenarios tab's edits (treasurer.md section 2): each returns the next document, which the
 * screen hands to the same update path as any other edit (autosave, stale-save detection). The
 * baseline's figures are never touched: only `scenarios` changes.
 */

/** The percentages a scenario changes, in the order the screen shows them. */
export const SCENARIO_CHANGES = ["membersPct", "subsidiesPct", "feesPct", "pricesPct"] as const;
export type ScenarioChange = (typeof SCENARIO_CHANGES)[number];

/** One-click what-ifs: the questions treasurers ask first (issue 28). */
export interface ScenarioPreset {
  key: "grantCut" | "membersDown" | "gymPaid";
  changes: Partial<Record<ScenarioChange, number>>;
  paidBenefits: BenefitType[];
}

export const SCENARIO_PRESETS: readonly ScenarioPreset[] = [
  { key: "grantCut", changes: { subsidiesPct: -30 }, paidBenefits: [] },
  { key: "membersDown", changes: { membersPct: -10 }, paidBenefits: [] },
  { key: "gymPaid", changes: {}, paidBenefits: ["GYM"] },
];

export const scenariosOf = (calc: Pick<Calculator, "scenarios">): Scenario[] => calc.scenarios ?? [];

/** Whether another scenario may be added (10 at most, the schema's cap). */
export const canAddScenario = (calc: Pick<Calculator, "scenarios">) =>
  scenariosOf(calc).length < CALCULATOR_LIMITS.scenarios;

/** A new scenario of no change (or a preset's) at the end of the list; the same document when full. */
export function withNewScenario(
  calc: Calculator,
  name: string,
  preset?: ScenarioPreset,
): { calc: Calculator; id: string | null } {
  if (!canAddScenario(calc)) return { calc, id: null };
  const list = scenariosOf(calc);
  const scenario = {
    ...newScenario(list, name.trim() || "?"),
    ...preset?.changes,
    paidBenefits: [...(preset?.paidBenefits ?? [])],
  };
  return { calc: { ...calc, scenarios: [...list, scenario] }, id: scenario.id };
}

function updateScenario(calc: Calculator, id: string, update: (scenario: Scenario) => Scenario): Calculator {
  return {
    ...calc,
    scenarios: scenariosOf(calc).map((scenario) => (scenario.id === id ? update(scenario) : scenario)),
  };
}

/** Renames a scenario; an empty name is refused (the schema requires one): the document stays as it is. */
export function withScenarioName(calc: Calculator, id: string, name: string): Calculator {
  const trimmed = name.trim();
  if (!trimmed) return calc;
  return updateScenario(calc, id, (scenario) => ({ ...scenario, name: trimmed }));
}

/** A change in percent, kept to the schema's range (-100..1000) so a save is never refused for it. */
export function withScenarioChange(
  calc: Calculator,
  id: string,
  change: ScenarioChange,
  pct: number,
): Calculator {
  const value = Math.min(SCENARIO_CHANGE.max, Math.max(SCENARIO_CHANGE.min, Number.isFinite(pct) ? pct : 0));
  return updateScenario(calc, id, (scenario) => ({ ...scenario, [change]: value }));
}

/** Marks a benefit type as becoming paid (or no longer), keeping the types in their usual order. */
export function withPaidBenefit(calc: Calculator, id: string, type: BenefitType, paid: boolean): Calculator {
  return updateScenario(calc, id, (scenario) => {
    const set = new Set(scenario.paidBenefits ?? []);
    if (paid) set.add(type);
    else set.delete(type);
    return { ...scenario, paidBenefits: BENEFIT_TYPES.filter((t) => set.has(t)) };
  });
}

export function withoutScenario(calc: Calculator, id: string): Calculator {
  return { ...calc, scenarios: scenariosOf(calc).filter((scenario) => scenario.id !== id) };
}

/** The benefit types the document holds, in their usual order: the ones a scenario can make paid. */
export function benefitTypesPresent(calc: Pick<Calculator, "benefits">): BenefitType[] {
  const present = new Set(calc.benefits.map((benefit) => benefit.benefitType));
  return BENEFIT_TYPES.filter((type) => present.has(type));
}

/** Presets that make sense for this document: "gym becomes paid" only when a gym is valued. */
export function presetsFor(calc: Pick<Calculator, "benefits">): ScenarioPreset[] {
  const present = new Set(benefitTypesPresent(calc));
  return SCENARIO_PRESETS.filter((preset) => preset.paidBenefits.every((type) => present.has(type)));
}

/** "-30", "+10", "0": a change as typed, its sign always written so a cut reads as one. */
export function signedChange(pct: number, format: (value: number) => string): string {
  return pct > 0 ? `+${format(pct)}` : format(pct);
}
