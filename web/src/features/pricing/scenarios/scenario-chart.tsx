import type { ApexOptions } from "apexcharts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type AmountLocale, formatAmount } from "#core/cost-model/index";
import { Chart } from "../../../components/charts/chart";
import { marginHex } from "../../../lib/margin-colours";
import type { Theme } from "../../../lib/theme";

interface ScenarioChartProps {
  /** Today first, then each scenario. */
  names: string[];
  results: number[];
  lang: AmountLocale;
  currency: string;
}

/** The forecast result of today and of each scenario, one bar each: a loss in the negative margin colour. */
export function ScenarioChart({ names, results, lang, currency }: ScenarioChartProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const key = `${names.join("|")}#${results.join("|")}`;
  const colours = useMemo(
    () => (_palette: readonly string[], theme: Theme) =>
      results.map((value) => marginHex(value < 0 ? "negative" : "safe", theme)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the figures (see statistics-charts.tsx)
    [key],
  );
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: { categories: names },
      yaxis: { labels: { formatter: (value: number) => amount(value) } },
      tooltip: { y: { formatter: (value: number) => amount(value) } },
      dataLabels: { enabled: false },
      legend: { show: false },
      plotOptions: { bar: { distributed: true, columnWidth: "55%", borderRadius: 3 } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts (see statistics-charts.tsx)
    [names.join("|"), lang, currency],
  );
  return (
    <section className="surface min-w-0 p-4 sm:p-5">
      <h3 className="mb-3 font-semibold">{t("pricing.scenarios.chartTitle")}</h3>
      <Chart
        type="bar"
        series={[{ name: t("pricing.scenarios.result"), data: results }]}
        options={options}
        colours={colours}
        exportName="scenarios"
        label={t("pricing.scenarios.chartLabel")}
        description={names.map((name, i) => `${name}: ${amount(results[i] ?? 0)}`).join("; ")}
        height={280}
      />
    </section>
  );
}
