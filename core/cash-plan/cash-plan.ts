import { toCents } from "../cents";
import type { ScenarioInput } from "../cost-model/types";
import { moneyItems, scenarioMoneyItems, type CashPlanInput, type MoneyItem } from "./money-items";
import { scheduledPositions, seasonMonths, spreadParts, type MoneyKind } from "./schedule";

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
 * A transaction of the bank as the cash plan reads it (season-money.md section 4): its day, its amount
 * (money in > 0, money out < 0; whole cents, or euros) and what it is assigned to, if anything. The
 * target is core/actuals' ActualTarget, spelled here so the cash plan imports nothing from the actuals
 * (which read the cash plan's items).
 */
export interface CashTransaction {
  /** "YYYY-MM-DD". */
  date: string;
  amountCents?: number;
  amount?: number;
  target?: { line: string } | { memberships: string | null } | null;
}

/** Each item's actual and what is left of its forecast, spread over the months still to come. */
export interface ItemRemaining {
  /** Signed whole cents of the item's transactions the plan shows as actual (a charge's are < 0). */
  actualCents: number;
  /** Signed: max(0, forecast - actual) of the item's direction (a charge's forecast and actual as money out). */
  remainingCents: number;
  /** remainingCents over the season's twelve months: its scheduled months not past (none left: the current month). */
  parts: number[];
}

/** Kinds whose items are money out even when their amount is 0. */
const CHARGE_KINDS: ReadonlySet<MoneyKind> = new Set(["federalFees", "internalFees", "categoryFees"]);

/** Money in (1) or out (-1) of an item: its amount's sign, a fee's 0 being a charge. */
const directionOf = (item: MoneyItem) =>
  item.cents < 0 || (item.cents === 0 && CHARGE_KINDS.has(item.kind)) ? -1 : 1;

const centsOf = (transaction: CashTransaction) => transaction.amountCents ?? toCents(transaction.amount ?? 0);

/** The season's months before `currentMonth` ("YYYY-MM", Europe/Paris): 0 before the season, 12 after it. */
export function pastMonths(season: string, currentMonth: string): number {
  return seasonMonths(season).filter((month) => month < currentMonth).length;
}

/** The transactions of the past months (those the plan shows as actual): each month's in and out, and the sums by target. */
function pastActuals(season: string, transactions: readonly CashTransaction[], currentMonth: string) {
  const months = seasonMonths(season);
  const past = pastMonths(season, currentMonth);
  const byMonth = months.map(() => ({ inCents: 0, outCents: 0, any: false }));
  const byLine = new Map<string, number>();
  const byCategory = new Map<string, number>();
  let unsplit = 0;
  for (const transaction of transactions) {
    const i = months.indexOf(transaction.date.slice(0, 7));
    if (i < 0 || i >= past) continue;
    const cents = centsOf(transaction);
    byMonth[i].any = true;
    if (cents > 0) byMonth[i].inCents += cents;
    else byMonth[i].outCents -= cents;
    const target = transaction.target;
    if (!target) continue;
    if ("line" in target) byLine.set(target.line, (byLine.get(target.line) ?? 0) + cents);
    else if (target.memberships === null) unsplit += cents;
    else byCategory.set(target.memberships, (byCategory.get(target.memberships) ?? 0) + cents);
  }
  return { past, byMonth, byLine, byCategory, unsplit };
}

/**
 * Each item's actual and remaining forecast (season-money.md section 5). An item's actual is the sum of
 * its assigned transactions among those the plan shows (dated before the current month; this month's
 * and later ones are still in the forecast, so the August balance counts every euro once), by line id,
 * or by category id for its memberships; an id held by several items counts for the first. Memberships
 * received and not yet split by category fill the categories' rests in order, as the summary's
 * projected result does. A season over (no month left) keeps no remaining forecast.
 */
export function remainingForecasts(
  items: readonly MoneyItem[],
  season: string,
  transactions: readonly CashTransaction[],
  currentMonth: string,
): ItemRemaining[] {
  const { past, byLine, byCategory, unsplit } = pastActuals(season, transactions, currentMonth);
  const seen = new Set<string>();
  let unsplitLeft = Math.max(0, unsplit);
  return items.map((item) => {
    const key = `${item.kind === "memberships" ? "m" : "l"}:${item.id ?? ""}`;
    let actual = 0;
    if (item.id !== undefined && !seen.has(key)) {
      seen.add(key);
      actual = (item.kind === "memberships" ? byCategory : byLine).get(item.id) ?? 0;
    }
    if (item.kind === "memberships" && unsplitLeft > 0) {
      const take = Math.min(unsplitLeft, Math.max(0, item.cents - actual));
      actual += take;
      unsplitLeft -= take;
    }
    const direction = directionOf(item);
    const remainingCents = direction * Math.max(0, direction * (item.cents - actual)) + 0;
    const ahead = scheduledPositions(item.schedule).filter((position) => position >= past);
    const positions = ahead.length > 0 ? ahead : past < 12 ? [past] : [];
    const parts =
      positions.length > 0 ? spreadParts(remainingCents, positions) : new Array<number>(12).fill(0);
    return { actualCents: actual + 0, remainingCents: positions.length > 0 ? remainingCents : 0, parts };
  });
}

/**
 * Each month's money in and out: THE seam of the bank's transactions (season-money.md section 5). A
 * season with no transaction at all is planned from the schedules alone, every month. Otherwise a
 * month before the current one (`currentMonth`, "YYYY-MM" in Europe/Paris) with transactions is
 * `actual`: its in and out are its transactions, assigned or not; a past month without any has none;
 * from the current month on, each item's remaining forecast is spread over its scheduled months not
 * past (remainingForecasts).
 */
export function monthlyFlows(
  items: readonly MoneyItem[],
  season: string,
  transactions: readonly CashTransaction[] = [],
  currentMonth = "",
): MonthFlow[] {
  const planned = (parts: readonly (readonly number[])[], i: number) => {
    let inCents = 0;
    let outCents = 0;
    for (const itemParts of parts) {
      const part = itemParts[i];
      if (part > 0) inCents += part;
      else outCents -= part;
    }
    return { inCents, outCents };
  };
  if (transactions.length === 0) {
    const parts = items.map((item) => item.parts);
    return seasonMonths(season).map((month, i) => ({ month, ...planned(parts, i), actual: false }));
  }
  const { byMonth } = pastActuals(season, transactions, currentMonth);
  const parts = remainingForecasts(items, season, transactions, currentMonth).map((item) => item.parts);
  return seasonMonths(season).map((month, i) => {
    const bank = byMonth[i];
    return bank.any
      ? { month, inCents: bank.inCents, outCents: bank.outCents, actual: true }
      : { month, ...planned(parts, i), actual: false };
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
    months.push({
      month: flow.month,
      in: euros(flow.inCents),
      out: euros(flow.outCents),
      balance: euros(balance),
      actual: flow.actual,
    });
    if (balance < lowest.cents) lowest = { month: flow.month, cents: balance };
    if (balance < floorCents) belowFloor.push(flow.month);
  }
  return {
    openingBalance: euros(openingCents),
    floor: euros(floorCents),
    months,
    lowest: { month: lowest.month, balance: euros(lowest.cents) },
    belowFloor,
  };
}

/** The lowest month against the floor: how far above (gap >= 0) or under (gap < 0), and how many months are under. */
export function floorStatement(plan: CashPlan): {
  month: string;
  balance: number;
  gap: number;
  monthsUnder: number;
} {
  const gap = Math.round((plan.lowest.balance - plan.floor) * 100) / 100 + 0;
  return { month: plan.lowest.month, balance: plan.lowest.balance, gap, monthsUnder: plan.belowFloor.length };
}

/** Euros of whole cents, exact to the cent (12.3 rather than 12.299999). */
const euros = (cents: number) => (Number.isFinite(cents) ? cents / 100 + 0 : 0);

/**
 * The cash plan of a season (season-money.md section 5): twelve months, September to August, from the
 * document's money items and their schedules, its opening balance and floor, and the season's bank
 * transactions with the current month in Paris (monthlyFlows). Without transactions the August balance
 * is the opening balance plus the forecast result (rounded once to the cent).
 */
export function cashPlan(
  calc: CashPlanInput,
  season: string,
  actuals?: { transactions: readonly CashTransaction[]; currentMonth: string },
): CashPlan {
  return planFromFlows(
    monthlyFlows(moneyItems(calc), season, actuals?.transactions, actuals?.currentMonth),
    calc.cashPlan,
  );
}

/** A scenario's cash plan: the same schedules, opening balance and floor, the scenario's money. */
export function scenarioCashPlan(calc: CashPlanInput, scenario: ScenarioInput, season: string): CashPlan {
  return planFromFlows(monthlyFlows(scenarioMoneyItems(calc, scenario), season), calc.cashPlan);
}
