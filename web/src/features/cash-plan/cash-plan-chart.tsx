import type { ApexOptions } from "apexcharts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CashPlan } from "#core/cash-plan/index";
import { type AmountLocale, formatAmount } from "#core/cost-model/index";
import { Chart } from "../../components/charts/chart";
import { marginHex } from "../../lib/margin-colours";
import { type Theme, useTheme } from "../../lib/theme";
import { monthLabel } from "../../lib/calculator-model/cash-plan-view";

interface CashPlanChartProps {
  plan: CashPlan;
  lang: AmountLocale;
  currency: string;
}

/**
 * Money in and out as bars, the balance as a line, and the floor as a band under which the balance
 * should not go (season-money.md section 5). In and out keep the margin colours (safe, negative).
 */
export function CashPlanChart({ plan, lang, currency }: CashPlanChartProps) {
  const { t } = useTranslation();
  const [theme] = useTheme();
  // The floor's band and words in the negative margin colour of the theme (dark red is unreadable by night).
  const danger = marginHex("negative", theme);
  const amount = (value: number) => formatAmount(value, lang, currency);
  const months = plan.months.map((month) => monthLabel(month.month, lang));
  const key = JSON.stringify(plan);
  const colours = useMemo(
    () => (palette: readonly string[], theme: Theme) => [
      marginHex("safe", theme),
      marginHex("negative", theme),
      palette[0] ?? "#4338ca",
    ],
    [],
  );
  const lowestShown = Math.min(plan.floor, ...plan.months.map((month) => month.balance), 0);
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { stacked: false },
      stroke: { width: [0, 0, 3], curve: "straight" },
      markers: { size: [0, 0, 4] },
      xaxis: { categories: months },
      yaxis: { labels: { formatter: (value: number) => amount(value) } },
      tooltip: { shared: true, intersect: false, y: { formatter: (value: number) => amount(value) } },
      dataLabels: { enabled: false },
      legend: { show: true, position: "top" },
      plotOptions: { bar: { columnWidth: "60%", borderRadius: 2 } },
      annotations: {
        yaxis: [
          {
            // The band runs from the floor down to the lowest figure shown, so the eye sees when the line enters it.
            y: plan.floor,
            y2:
              lowestShown === plan.floor
                ? plan.floor - Math.max(1, Math.abs(plan.floor) * 0.05)
                : lowestShown,
            fillColor: danger,
            opacity: 0.12,
            borderColor: danger,
            label: {
              text: t("calculator.cashPlan.floorBand", { amount: amount(plan.floor) }),
              position: "left",
              textAnchor: "start",
              style: { background: "transparent", color: danger },
            },
          },
        ],
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the figures and texts (see statistics-charts.tsx)
    [key, lang, currency, t, danger],
  );
  const series = [
    { name: t("calculator.cashPlan.in"), type: "column", data: plan.months.map((month) => month.in) },
    { name: t("calculator.cashPlan.out"), type: "column", data: plan.months.map((month) => month.out) },
    { name: t("calculator.cashPlan.balance"), type: "line", data: plan.months.map((month) => month.balance) },
  ];
  return (
    <section className="surface min-w-0 p-4 sm:p-5">
      <h3 className="mb-3 font-semibold">{t("calculator.cashPlan.chartTitle")}</h3>
      <Chart
        type="line"
        series={series}
        options={options}
        colours={colours}
        exportName="cash-plan"
        label={t("calculator.cashPlan.chartLabel")}
        description={plan.months
          .map(
            (month, i) =>
              `${months[i]}: ${amount(month.in)} / ${amount(month.out)} / ${amount(month.balance)}`,
          )
          .join("; ")}
        height={320}
      />
    </section>
  );
}
