import type { ApexOptions } from "apexcharts";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type AmountLocale, formatAmount } from "#core/cost-model/index";
import { Chart } from "../../components/charts/chart";
import { marginHex } from "../../lib/margin-colours";
import type { Theme } from "../../lib/theme";
import type { SectionRow } from "./sections-view";

/**
 * Who pays for whom, one bar per section: its result per member. Above 0 its members pay more than they
 * cost (the safe colour), below 0 others pay for them (the negative colour), as the margin chips say.
 */
export function SectionsChart({
  sections,
  lang,
  currency,
}: {
  sections: readonly SectionRow[];
  lang: AmountLocale;
  currency: string;
}) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  // The axis in whole units, four steps: two decimals on six ticks ran into each other on a phone.
  const tick = (value: number) =>
    new Intl.NumberFormat(lang === "fr" ? "fr-FR" : "en-US", {
      style: "currency",
      currency,
      maximumFractionDigits: 0,
    }).format(value);
  const names = sections.map((s) => s.name);
  const values = sections.map((s) => Math.round(s.resultPerMember * 100) / 100);
  const key = `${names.join("|")}#${values.join("|")}`;
  const colours = useMemo(
    () => (_palette: readonly string[], theme: Theme) =>
      values.map((value) => marginHex(value < 0 ? "negative" : value > 0 ? "safe" : "neutral", theme)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the figures (see statistics-charts.tsx)
    [key],
  );
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: {
        categories: names,
        tickAmount: 4,
        labels: { formatter: (value: string) => tick(Number(value)) },
      },
      yaxis: { labels: { maxWidth: 140 } },
      tooltip: { y: { formatter: (value: number) => amount(value) } },
      dataLabels: { enabled: false },
      legend: { show: false },
      plotOptions: { bar: { horizontal: true, distributed: true, barHeight: "60%", borderRadius: 3 } },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the texts (see statistics-charts.tsx)
    [names.join("|"), lang, currency],
  );
  return (
    <section className="surface min-w-0 p-4 sm:p-5">
      <h3 className="font-semibold">{t("calculator.bySection.chartTitle")}</h3>
      <p className="muted mb-3 text-sm">{t("calculator.bySection.chartHint")}</p>
      <Chart
        type="bar"
        series={[{ name: t("calculator.bySection.perMember"), data: values }]}
        options={options}
        colours={colours}
        exportName="sections"
        label={t("calculator.bySection.chartLabel")}
        description={names.map((name, i) => `${name}: ${amount(values[i] ?? 0)}`).join("; ")}
        height={Math.max(160, 60 + 48 * sections.length)}
      />
    </section>
  );
}
