import { toCents } from "../cents";
import type { ScenarioInput } from "../cost-model/types";
import { moneyItems, scenarioMoneyItems, type CashPlanInput, type MoneyItem } from "./money-items";
import { seasonMonths } from "./schedule";

/** One month of the plan, in euros: money in and out (both >= 0) and the balance at its end. */
export interface CashMonth {
  /** "YYYY-MM". */
  month: string;
  in: number;
  out: number;
  balance: number;
  /** True when in and out are the bank's transactions (season-money.md section 4), false when planned. */
  actual: boolean;
}

export interface CashPlan {
  openingBalance: number;
  floor: number;
  /** September to August. */
  months: CashMonth[];
  /** The month of the lowest balance (the first of equals). */
  lowest: { month: string; balance: number };
  /** The months whose balance is under the floor. */
  belowFloor: string[];
}

/** A month's money in and out, in whole cents (both >= 0). */
export interface MonthFlow {
  month: string;
  inCents: number;
  outCents: number;
  actual: boolean;
}

/**
 * Each month's money in and out. THE seam of the bank's transactions (season-money.md section 4, not
 * built yet): with actuals, a month before the current one (Europe/Paris) that has transactions takes
 * them, and each item's remaining forecast, max(0, forecast - actual), is spread over its scheduled
 * months not yet past. Until then every season has no transaction, so every month is planned from the
 * schedules alone.
 */
export function monthlyFlows(items: readonly MoneyItem[], season: string): MonthFlow[] {
  return seasonMonths(season).map((month, i) => {
    let inCents = 0;
    let outCents = 0;
    for (const item of items) {
      const part = item.parts[i];
      if (part > 0) inCents += part;
      else outCents -= part;
    }
    return { month, inCents, outCents, actual: false };
  });
}

/** The plan of some months' flows from an opening balance: running balance, lowest month, months under the floor. */
export function planFromFlows(flows: readonly MonthFlow[], settings: CashPlanInput["cashPlan"]): CashPlan {
  const openingCents = toCents(settings?.openingBalance ?? 0);
  const floorCents = toCents(settings?.floor ?? 0);
  let balance = openingCents;
  const months: CashMonth[] = [];
  let lowest = { month: flows[0]?.month ?? "", cents: Number.POSITIVE_INFINITY };
  const belowFloor: string[] = [];
  for (const flow of flows) {
    balance += flow.inCents - flow.outCents;
    months.push({ month: flow.month, in: euros(flow.inCents), out: euros(flow.outCents), balance: euros(balance), actual: flow.actual });
    if (balance < lowest.cents) lowest = { month: flow.month, cents: balance };
    if (balance < floorCents) belowFloor.push(flow.month);
  }
  return { openingBalance: euros(openingCents), floor: euros(floorCents), months, lowest: { month: lowest.month, balance: euros(lowest.cents) }, belowFloor };
}

/** The lowest month against the floor: how far above (gap >= 0) or under (gap < 0), and how many months are under. */
export function floorStatement(plan: CashPlan): { month: string; balance: number; gap: number; monthsUnder: number } {
  const gap = Math.round((plan.lowest.balance - plan.floor) * 100) / 100 + 0;
  return { month: plan.lowest.month, balance: plan.lowest.balance, gap, monthsUnder: plan.belowFloor.length };
}

/** Euros of whole cents, exact to the cent (12.3 rather than 12.299999). */
const euros = (cents: number) => (Number.isFinite(cents) ? cents / 100 + 0 : 0);

/**
 * The cash plan of a season (season-money.md section 5): twelve months, September to August, from the
 * document's money items and their schedules, its opening balance and floor. Without actuals the
 * August balance is the opening balance plus the forecast result (rounded once to the cent).
 */
export function cashPlan(calc: CashPlanInput, season: string): CashPlan {
  return planFromFlows(monthlyFlows(moneyItems(calc), season), calc.cashPlan);
}

/** A scenario's cash plan: the same schedules, opening balance and floor, the scenario's money. */
export function scenarioCashPlan(calc: CashPlanInput, scenario: ScenarioInput, season: string): CashPlan {
  return planFromFlows(monthlyFlows(scenarioMoneyItems(calc, scenario), season), calc.cashPlan);
}
