import type { ApexOptions } from "apexcharts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import {
  type AmountLocale,
  type CalculatorResult,
  formatAmount,
  formatPercent,
} from "#core/cost-model/index";
import { Chart } from "../../components/charts/chart";
import type { Theme } from "../../lib/theme";
import { compositionColour } from "../../components/calculator/composition-colours";
import {
  type CompositionKey,
  costDistribution,
  costShares,
  sliceLabelKey,
  type StatisticsView,
} from "../../lib/calculator-model/statistics-view";

const KEYS: readonly CompositionKey[] = ["membership", "compensation", "subsidies", "benefits", "rest"];

/** product.md screen 11: every chart of the tab exports as cost-real.(png|svg|csv). */
const EXPORT_NAME = "cost-real";

function ChartCard({
  title,
  children,
  className = "",
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
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

/** Who pays the real cost (donut), its distribution by group, and (extra-stats) the same split per category. */
export function StatisticsCharts({ view, result, lang, currency, extraStats }: ChartsProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const percent = (ratio: number) => formatPercent(ratio, lang, { maximumFractionDigits: 1 });
  const money = { formatter: (value: number) => amount(value) };
  // Slice labels in the reader's locale ("49,8 %"), not ApexCharts' own "49.8%"; the slices add up to R, so
  // a slice's share of the donut is its share of the real cost, the headline's figure for the member.
  const sliceLabels = { formatter: (share: number) => percent(share / 100) };

  const { shares } = view;
  const sliceLabel = (key: CompositionKey) => t(sliceLabelKey(key, result.totals.otherRevenues));
  const compositionLabels = shares.slices.map((s) => sliceLabel(s.key));
  const compositionSeries = shares.slices.map((s) => s.value);
  // Kept while the slices are the same, so that the chart's options are not rebuilt for nothing.
  const compositionKeys = shares.slices.map((s) => s.key);
  const compositionColours = useMemo(
    () => (palette: readonly string[], theme: Theme) =>
      compositionKeys.map((key) => compositionColour(key, palette, theme)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [compositionKeys.join("|")],
  );
  // Options keep their identity while the texts are the same, so ApexCharts is not redrawn for nothing.
  const compositionOptions = useMemo<ApexOptions>(
    () => ({
      labels: compositionLabels,
      tooltip: { y: money },
      dataLabels: sliceLabels,
      plotOptions: { pie: { donut: { size: "55%" } } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [compositionLabels.join("|"), lang, currency],
  );

  const distribution = costDistribution(result);
  const distributionOptions = useMemo<ApexOptions>(
    () => ({ labels: distribution.labels, tooltip: { y: money }, dataLabels: sliceLabels }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [distribution.labels.join("|"), lang, currency],
  );

  // The bars: each category's real cost split exactly as the donut splits the selection's (one decomposition).
  const names = result.categories.map((c) => c.name);
  const perCategory = result.categories.map((c) => costShares(c).slices);
  const barKeys = KEYS.filter((key) => perCategory.some((slices) => slices.some((s) => s.key === key)));
  const barSeries = barKeys.map((key) => ({
    name: sliceLabel(key),
    data: perCategory.map((slices) => slices.find((s) => s.key === key)?.value ?? 0),
  }));
  const barColours = useMemo(
    () => (palette: readonly string[], theme: Theme) =>
      barKeys.map((key) => compositionColour(key, palette, theme)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the series on purpose (see above)
    [barKeys.join("|")],
  );
  const barOptions = useMemo<ApexOptions>(
    () => ({
      chart: { stacked: true },
      xaxis: { categories: names },
      yaxis: { labels: money },
      tooltip: { y: money },
      dataLabels: { enabled: false },
      plotOptions: { bar: { columnWidth: "62%", borderRadius: 3 } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts on purpose (see above)
    [names.join("|"), lang, currency],
  );
  const describe = (labels: string[], values: number[], total?: number) =>
    labels
      .map(
        (label, i) =>
          `${label}: ${amount(values[i] ?? 0)}${total ? ` (${percent((values[i] ?? 0) / total)})` : ""}`,
      )
      .join("; ");

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard title={t("clubStats.compositionTitle")}>
        {shares.slices.length ? (
          <Chart
            type="donut"
            series={compositionSeries}
            options={compositionOptions}
            colours={compositionColours}
            exportName={EXPORT_NAME}
            label={t("clubStats.compositionLabel")}
            description={describe(compositionLabels, compositionSeries, shares.realCost)}
            height={300}
          />
        ) : (
          <p className="muted text-sm">{t("clubStats.noRealCost")}</p>
        )}
        {shares.margin > 0 ? (
          <p className="muted mt-2 text-sm">{t("clubStats.marginNote", { amount: amount(shares.margin) })}</p>
        ) : null}
        {shares.slices.some((s) => s.key === "rest") ? (
          <p className="muted mt-1 text-sm">
            {t(result.totals.otherRevenues > 0 ? "clubStats.restNoteWithRevenues" : "clubStats.restNote", {
              subsidies: amount(view.figures.subsidies),
              benefits: amount(view.figures.benefits),
            })}
          </p>
        ) : null}
      </ChartCard>
      <ChartCard
        title={t(distribution.by === "group" ? "clubStats.groupsTitle" : "clubStats.categoriesTitle")}
      >
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
          <Chart
            type="bar"
            series={barSeries}
            options={barOptions}
            colours={barColours}
            exportName={EXPORT_NAME}
            label={t("clubStats.costRevenueLabel")}
            height={320}
          />
        </ChartCard>
      ) : null}
    </div>
  );
}
