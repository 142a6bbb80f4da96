import { type CashPlan, floorStatement } from "#core/cash-plan/index";
import type { PackTable, PackTexts } from "./pack-model";

/**
 * The cash plan's page of the general-meeting pack (season-money.md section 5, issue 43): the opening
 * balance, then each month's money in, out and balance (a past month with bank transactions says so, as
 * the tab does), and the sentence of the Cash plan tab under it.
 */
export function cashPlanTable(
  plan: CashPlan,
  money: (value: number) => string,
  month: (month: string) => string,
  t: PackTexts,
): PackTable {
  const c = (key: string, values?: Record<string, unknown>) => t(`calculator.cashPlan.${key}`, values);
  const { gap } = floorStatement(plan);
  const lowest = { balance: money(plan.lowest.balance), month: month(plan.lowest.month) };
  return {
    title: c("heading"),
    head: [c("month"), c("in"), c("out"), c("balance")],
    rows: [
      [c("opening"), "", "", money(plan.openingBalance)],
      ...plan.months.map((row) => [
        row.actual ? `${month(row.month)} (${c("actual")})` : month(row.month),
        money(row.in),
        money(-row.out),
        money(row.balance),
      ]),
    ],
    bold: [plan.months.findIndex((row) => row.month === plan.lowest.month) + 1],
    note:
      gap < 0
        ? c("lowestUnder", { ...lowest, gap: money(-gap), count: plan.belowFloor.length })
        : c("lowestAbove", { ...lowest, gap: money(gap) }),
  };
}
