import { cashPlan, scenarioCashPlan, type CashPlan } from "../../../../../core/cash-plan";

export { floorStatement } from "../../../../../core/cash-plan";
import type { Calculator } from "../../../../../core/schemas/calculator";
import type { Schedule } from "../model/schedule-choices";

/**
 * What the Cash plan tab shows (season-money.md section 5), pure: the plan of the document as edited,
 * or of one of its scenarios, with the memberships' schedule of a what-if that is not saved.
 */

/** "asSet": each category's own schedule; otherwise every category's memberships on that schedule. */
export type MembershipWhatIf = { kind: "asSet" } | { kind: "schedule"; schedule: Schedule };

/** The document with every category's memberships on the what-if's schedule (the document itself when "asSet"). */
export function withMembershipsSchedule(calc: Calculator, whatIf: MembershipWhatIf): Calculator {
  if (whatIf.kind === "asSet") return calc;
  return { ...calc, groups: calc.groups.map((group) => ({ ...group, categories: group.categories.map((category) => ({ ...category, schedule: whatIf.schedule })) })) };
}

/** The plan shown: today's (scenarioId null) or a scenario's, under the what-if. */
export function shownPlan(calc: Calculator, season: string, scenarioId: string | null, whatIf: MembershipWhatIf): CashPlan {
  const doc = withMembershipsSchedule(calc, whatIf);
  const scenario = scenarioId === null ? undefined : calc.scenarios?.find((s) => s.id === scenarioId);
  return scenario ? scenarioCashPlan(doc, scenario, season) : cashPlan(doc, season);
}

/** "sept. 2026" / "Sep 2026": a "YYYY-MM" month in the reader's language (long: "septembre 2026"). */
export function monthLabel(month: string, lang: string, long = false): string {
  const [year, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(lang, { month: long ? "long" : "short", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(year, m - 1, 1)));
}
