import { useTranslation } from "react-i18next";
import type { CashPlan } from "#core/cash-plan/index";
import { type AmountLocale, formatAmount } from "#core/cost-model/index";
import { monthLabel } from "../../lib/calculator-model/cash-plan-view";

interface CashPlanTableProps {
  plan: CashPlan;
  lang: AmountLocale;
  currency: string;
}

/**
 * The month-by-month table: in, out, balance at the end of the month, and whether the month is planned
 * or the bank's. A month under the floor is marked in words and colour. On a phone each month is a
 * small card (design-brief.md: tables become stacked cards): its name, then its three amounts side by
 * side, each under its column's name; the header is then hidden.
 */
export function CashPlanTable({ plan, lang, currency }: CashPlanTableProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const under = new Set(plan.belowFloor);
  const cell =
    "px-3 sm:py-2 text-right tabular-nums sm:table-cell before:block before:text-xs before:font-normal before:text-slate-500 before:content-[attr(data-label)] sm:before:content-none dark:before:text-slate-400";
  const row = "grid grid-cols-3 border-b border-slate-100 py-2 sm:table-row sm:py-0 dark:border-slate-800";
  const head = "col-span-3 px-3 pb-1 text-left font-medium sm:table-cell sm:py-2";
  return (
    <section className="surface min-w-0 p-4 sm:p-5">
      <table className="w-full text-sm" data-testid="cash-plan-table">
        <caption className="mb-3 text-left font-semibold">{t("calculator.cashPlan.tableCaption")}</caption>
        <thead className="hidden sm:table-header-group">
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("calculator.cashPlan.month")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("calculator.cashPlan.in")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("calculator.cashPlan.out")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("calculator.cashPlan.balance")}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className={row}>
            <th scope="row" className={head}>
              {t("calculator.cashPlan.opening")}
            </th>
            <td className="hidden sm:table-cell" />
            <td className="hidden sm:table-cell" />
            <td className={`${cell} col-start-3`} data-label={t("calculator.cashPlan.balance")}>
              {amount(plan.openingBalance)}
            </td>
          </tr>
          {plan.months.map((month) => {
            const isUnder = under.has(month.month);
            return (
              <tr
                key={month.month}
                className={`${row} ${isUnder ? "bg-red-50 dark:bg-red-950/40" : ""}`}
                data-month={month.month}
              >
                <th scope="row" className={head}>
                  {monthLabel(month.month, lang, true)}
                  <span className="muted ml-2 text-xs font-normal">
                    {t(month.actual ? "calculator.cashPlan.actual" : "calculator.cashPlan.planned")}
                  </span>
                </th>
                <td
                  className={`${cell} text-green-800 dark:text-green-300`}
                  data-label={t("calculator.cashPlan.in")}
                >
                  {amount(month.in)}
                </td>
                <td
                  className={`${cell} text-red-800 dark:text-red-300`}
                  data-label={t("calculator.cashPlan.out")}
                >
                  {amount(-month.out)}
                </td>
                <td
                  className={`${cell} font-semibold ${isUnder ? "text-red-800 dark:text-red-300" : ""}`}
                  data-label={t("calculator.cashPlan.balance")}
                >
                  {amount(month.balance)}
                  {isUnder ? (
                    <span className="block text-xs font-normal sm:inline">
                      {" "}
                      ({t("calculator.cashPlan.underFloor")})
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {plan.months.some((month) => month.actual) ? (
        <p className="muted mt-3 text-xs" data-testid="cash-plan-actual-note">
          {t("calculator.cashPlan.actualNote")}
        </p>
      ) : null}
    </section>
  );
}
