import {
  cashPlan,
  type CashPlan,
  type CashTransaction,
  monthlyFlows,
  planFromFlows,
  scenarioMoneyItems,
} from "#core/cash-plan/index";
import { parisDay } from "#core/season";

export { floorStatement } from "#core/cash-plan/index";
import type { Calculator } from "#core/schemas/calculator";
import type { Schedule } from "./schedule-choices";

/**
 * What the Cash plan tab shows (season-money.md section 5), pure: the plan of the document as edited,
 * or of one of its scenarios, with the memberships' schedule of a what-if that is not saved, and the
 * season's bank transactions: a past month with transactions is actual, as GET calculation/cashflow shows.
 */

/** The bank's transactions of the season and the current month in Paris ("YYYY-MM"), as core's cashPlan reads them. */
export interface PlanActuals {
  transactions: readonly CashTransaction[];
  currentMonth: string;
}

/** The month of an instant in Paris, "YYYY-MM" (the months before it are past). */
export const parisMonth = (now: Date) => parisDay(now).slice(0, 7);

/** The season's transactions (GET actuals) as the cash plan reads them: day, amount and target. */
export function planActuals(
  transactions: readonly { date: string; amount: number; target?: CashTransaction["target"] }[],
  now: Date,
): PlanActuals {
  return {
    transactions: transactions.map(({ date, amount, target }) => ({ date, amount, target })),
    currentMonth: parisMonth(now),
  };
}

/** "asSet": each category's own schedule; otherwise every category's memberships on that schedule. */
export type MembershipWhatIf = { kind: "asSet" } | { kind: "schedule"; schedule: Schedule };

/** The document with every category's memberships on the what-if's schedule (the document itself when "asSet"). */
export function withMembershipsSchedule(calc: Calculator, whatIf: MembershipWhatIf): Calculator {
  if (whatIf.kind === "asSet") return calc;
  return {
    ...calc,
    groups: calc.groups.map((group) => ({
      ...group,
      categories: group.categories.map((category) => ({ ...category, schedule: whatIf.schedule })),
    })),
  };
}

/**
 * The plan shown: today's (scenarioId null) or a scenario's, under the what-if, with the bank's actuals
 * when they are known (a scenario keeps the past the bank shows and changes what is left to come).
 */
export function shownPlan(
  calc: Calculator,
  season: string,
  scenarioId: string | null,
  whatIf: MembershipWhatIf,
  actuals?: PlanActuals,
): CashPlan {
  const doc = withMembershipsSchedule(calc, whatIf);
  const scenario = scenarioId === null ? undefined : calc.scenarios?.find((s) => s.id === scenarioId);
  if (!scenario) return cashPlan(doc, season, actuals);
  return planFromFlows(
    monthlyFlows(scenarioMoneyItems(doc, scenario), season, actuals?.transactions, actuals?.currentMonth),
    doc.cashPlan,
  );
}

/** "sept. 2026" / "Sep 2026": a "YYYY-MM" month in the reader's language (long: "septembre 2026"). */
export function monthLabel(month: string, lang: string, long = false): string {
  const [year, m] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(lang, {
    month: long ? "long" : "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}
