import { moneyItems, type CashPlanInput } from "../cash-plan";
import { cerfaBudget } from "../cerfa";
import { CHARGE_ACCOUNTS, MEMBERSHIPS_ACCOUNT, PRODUCT_ACCOUNTS } from "../cerfa-accounts";
import { targetsOf, type ActualTarget } from "./target";

/**
 * Budget against actual (season-money.md section 4, docs/decisions/236), in whole cents until the
 * answer, which gives euros. Forecasts come from the cash plan's money items (the same cents that add
 * up to the forecast result) and, per Cerfa account, from the Cerfa 12156 rows, so the three views
 * agree with the budget the club voted.
 */
export type SummaryInput = CashPlanInput & Parameters<typeof cerfaBudget>[0];

export interface SummaryTransaction {
  amountCents: number;
  target: ActualTarget | null;
}

export interface SummaryLine {
  id: string;
  name: string;
  account: number;
  /** A charge: forecast and actual as positive numbers of money out. */
  charge: boolean;
  forecast: number;
  actual: number;
  remaining: number;
  /** actual / forecast; null when the forecast is 0. */
  used: number | null;
}

export interface SummaryMemberships {
  /** null: memberships received and not yet split by category. */
  categoryId: string | null;
  name: string;
  forecast: number;
  actual: number;
}

export interface ActualsSummary {
  lines: SummaryLine[];
  memberships: SummaryMemberships[];
  accounts: { account: string; forecast: number; actual: number }[];
  totals: { forecastResult: number; actualResult: number; projectedResult: number };
  /** Transactions assigned to nothing, or to a line or category the calculator no longer has. */
  unassigned: { count: number; amountIn: number; amountOut: number };
}

const euros = (cents: number) => cents / 100 + 0;

export function actualsSummary(
  calc: SummaryInput,
  transactions: readonly SummaryTransaction[],
): ActualsSummary {
  const targets = targetsOf(calc);
  const items = moneyItems(calc);
  const byLine = new Map<string, number>();
  const byCategory = new Map<string | null, number>();
  const unassigned = { count: 0, amountIn: 0, amountOut: 0 };
  for (const t of transactions) {
    const target = t.target;
    if (target && "line" in target && targets.lines.has(target.line))
      byLine.set(target.line, (byLine.get(target.line) ?? 0) + t.amountCents);
    else if (
      target &&
      "memberships" in target &&
      (target.memberships === null || targets.categories.has(target.memberships))
    )
      byCategory.set(target.memberships, (byCategory.get(target.memberships) ?? 0) + t.amountCents);
    else {
      unassigned.count++;
      if (t.amountCents > 0) unassigned.amountIn += t.amountCents;
      else unassigned.amountOut -= t.amountCents;
    }
  }

  const lines: SummaryLine[] = [];
  const memberships: SummaryMemberships[] = [];
  let forecastCents = 0;
  let projectedCents = 0;
  // Memberships: each category's rest still expected; money not yet split fills those rests first.
  let membershipRests = 0;
  for (const item of items) {
    forecastCents += item.cents;
    if (item.kind === "memberships") {
      const actual = item.id === undefined ? 0 : (byCategory.get(item.id) ?? 0);
      memberships.push({
        categoryId: item.id ?? null,
        name: item.name,
        forecast: euros(item.cents),
        actual: euros(actual),
      });
      projectedCents += Math.max(actual, item.cents);
      membershipRests += Math.max(0, item.cents - actual);
      continue;
    }
    const line = item.id === undefined ? undefined : targets.lines.get(item.id);
    const sign = (line?.charge ?? item.cents < 0) ? -1 : 1;
    // + 0: a charge's nothing is 0, not -0 (JSON would differ from what was computed).
    const forecast = sign * item.cents + 0;
    const actual = (item.id === undefined ? 0 : sign * (byLine.get(item.id) ?? 0)) + 0;
    projectedCents += sign * Math.max(actual, forecast);
    if (!line) continue;
    lines.push({
      id: line.id,
      name: line.name,
      account: line.account,
      charge: line.charge,
      forecast: euros(forecast),
      actual: euros(actual),
      remaining: euros(forecast - actual),
      used: forecast === 0 ? null : actual / forecast,
    });
  }
  const unsplit = byCategory.get(null) ?? 0;
  if (byCategory.has(null)) {
    memberships.push({ categoryId: null, name: "", forecast: 0, actual: euros(unsplit) });
    projectedCents += Math.max(0, unsplit - membershipRests);
  }

  const actualCents = [...byLine.values(), ...byCategory.values()].reduce((sum, c) => sum + c, 0);
  return {
    lines,
    memberships,
    accounts: accountsOf(calc, lines, memberships),
    totals: {
      forecastResult: euros(forecastCents),
      actualResult: euros(actualCents),
      projectedResult: euros(projectedCents),
    },
    unassigned: {
      count: unassigned.count,
      amountIn: euros(unassigned.amountIn),
      amountOut: euros(unassigned.amountOut),
    },
  };
}

/** Per Cerfa account: the Cerfa 12156 forecast, and the actuals of its lines (75 includes the memberships, 756 details them). */
function accountsOf(
  calc: SummaryInput,
  lines: readonly SummaryLine[],
  memberships: readonly SummaryMemberships[],
) {
  const forecasts = new Map(cerfaBudget(calc, "fr").rows.map((row) => [row.account, row.amount]));
  const actual = new Map<string, number>();
  const add = (account: string, value: number) =>
    actual.set(account, (actual.get(account) ?? 0) + Math.round(value * 100));
  for (const line of lines) add(String(line.account), line.actual);
  for (const row of memberships) {
    add("75", row.actual);
    add(String(MEMBERSHIPS_ACCOUNT), row.actual);
  }
  return [...CHARGE_ACCOUNTS, ...PRODUCT_ACCOUNTS, MEMBERSHIPS_ACCOUNT].map((n) => {
    const account = String(n);
    return { account, forecast: forecasts.get(account) ?? 0, actual: euros(actual.get(account) ?? 0) };
  });
}
