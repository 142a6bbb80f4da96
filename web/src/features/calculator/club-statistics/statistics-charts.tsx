import type { ApexOptions } from "apexcharts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type AmountLocale, type CalculatorResult, formatAmount, formatPercent } from "../../../../../core/cost-model";
import { Chart } from "../../../components/charts/chart";
import { meaningColours } from "../../../components/charts/chart-theme";
import type { Theme } from "../../../lib/theme";
import { type CompositionKey, costDistribution, type StatisticsView } from "./statistics-view";

/** What the member pays in the brand's colour, subsidies in green (design-brief.md), the rest apart. */
function compositionColour(key: CompositionKey, palette: readonly string[], theme: Theme): string {
  const meaning = meaningColours[theme];
  if (key === "subsidies") return meaning.positive;
  if (key === "compensation") return meaning.neutral;
  if (key === "benefits") return meaning.inKind;
  return palette[0] ?? meaning.neutral;
}

/** product.md screen 11: every chart of the tab exports as cost-real.(png|svg|csv). */
const EXPORT_NAME = "cost-real";

function ChartCard({ title, children, className = "" }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`surface min-w-0 p-4 sm:p-5 ${className}`}>
      <h3 className="mb-3 font-semibold">{title}</h3>
      {children}
    </section>
  );
}

interface ChartsProps {
  view: StatisticsView;
  result: CalculatorResult;
  lang: AmountLocale;
  currency: string;
  extraStats: boolean;
}

/** Composition donut, group distribution and (extra-stats) cost versus revenue. */
export function StatisticsCharts({ view, result, lang, currency, extraStats }: ChartsProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const money = { formatter: (value: number) => amount(value) };
  // Slice labels in the reader's locale ("49,8 %"), not ApexCharts' own "49.8%".
  const sliceLabels = { formatter: (percent: number) => formatPercent(percent / 100, lang, { maximumFractionDigits: 1 }) };

  const compositionLabels = view.composition.map((s) => t(`clubStats.slices.${s.key}`));
  const compositionSeries = view.composition.map((s) => s.value);
  // Kept while the slices are the same, so that the chart's options are not rebuilt for nothing.
  const compositionKeys = view.composition.map((s) => s.key);
  const compositionColours = useMemo(
    () => (palette: readonly string[], theme: Theme) => compositionKeys.map((key) => compositionColour(key, palette, theme)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [compositionKeys.join("|")],
  );
  // Options keep their identity while the texts are the same, so ApexCharts is not redrawn for nothing.
  const compositionOptions = useMemo<ApexOptions>(
    () => ({ labels: compositionLabels, tooltip: { y: money }, dataLabels: sliceLabels, plotOptions: { pie: { donut: { size: "55%" } } } }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [compositionLabels.join("|"), lang, currency],
  );

  const distribution = costDistribution(result);
  const distributionOptions = useMemo<ApexOptions>(
    () => ({ labels: distribution.labels, tooltip: { y: money }, dataLabels: sliceLabels }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [distribution.labels.join("|"), lang, currency],
  );

  const names = result.categories.map((c) => c.name);
  const barSeries = [
    { name: t("clubStats.series.realCost"), data: result.categories.map((c) => c.realCost) },
    { name: t("clubStats.series.netCost"), data: result.categories.map((c) => c.netCost) },
    { name: t("clubStats.series.membership"), data: result.categories.map((c) => c.membership) },
  ];
  const barOptions = useMemo<ApexOptions>(
    () => ({
      xaxis: { categories: names },
      yaxis: { labels: money },
      tooltip: { y: money },
      dataLabels: { enabled: false },
      plotOptions: { bar: { columnWidth: "62%", borderRadius: 3 } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [names.join("|"), lang, currency],
  );
  const describe = (labels: string[], values: number[]) => labels.map((label, i) => `${label}: ${amount(values[i] ?? 0)}`).join("; ");

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={t("clubStats.compositionTitle")}>
        <Chart
          type="donut"
          series={compositionSeries}
          options={compositionOptions}
          colours={compositionColours}
          exportName={EXPORT_NAME}
          label={t("clubStats.compositionLabel")}
          description={describe(compositionLabels, compositionSeries)}
          height={300}
        />
        {view.marginPerMember > 0 ? <p className="muted mt-2 text-sm">{t("clubStats.marginNote", { amount: amount(view.marginPerMember) })}</p> : null}
      </ChartCard>
      <ChartCard title={t(distribution.by === "group" ? "clubStats.groupsTitle" : "clubStats.categoriesTitle")}>
        <Chart
          type="pie"
          series={distribution.values}
          options={distributionOptions}
          exportName={EXPORT_NAME}
          label={t("clubStats.groupsLabel")}
          description={describe(distribution.labels, distribution.values)}
          height={300}
        />
      </ChartCard>
      {extraStats ? (
        <ChartCard title={t("clubStats.costRevenueTitle")} className="lg:col-span-2">
          <Chart type="bar" series={barSeries} options={barOptions} exportName={EXPORT_NAME} label={t("clubStats.costRevenueLabel")} height={320} />
        </ChartCard>
      ) : null}
    </div>
  );
}
