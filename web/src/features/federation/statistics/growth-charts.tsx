import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LabelValue } from "#core/schemas/federation-lists";
import { Chart } from "../../../components/charts/chart";
import { Segmented } from "./segmented";
import { cumulative, monthName } from "./statistics-series";
import { StatCard } from "./stat-card";

type View = "monthly" | "cumulative";

interface GrowthChartsProps {
  clubs: LabelValue[];
  leagues: LabelValue[];
  departments: LabelValue[];
}

/** Area charts of new clubs, newly covered leagues and departments, per month or added up. */
export function GrowthCharts({ clubs, leagues, departments }: GrowthChartsProps) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>("cumulative");
  const charts = [
    { key: "clubs", series: clubs, file: "club_monthly_increase" },
    { key: "leagues", series: leagues, file: "covered_leagues" },
    { key: "departments", series: departments, file: "covered_departments" },
  ] as const;
  return (
    <StatCard
      title={t("federationLists.stats.growth.title")}
      className="lg:col-span-3"
      controls={
        <Segmented
          label={t("federationLists.stats.growth.view")}
          value={view}
          onChange={setView}
          options={[
            { value: "monthly", label: t("federationLists.stats.growth.monthly") },
            { value: "cumulative", label: t("federationLists.stats.growth.cumulative") },
          ]}
        />
      }
    >
      <div className="grid gap-4 md:grid-cols-3">
        {charts.map(({ key, series, file }) => {
          const shown = view === "cumulative" ? cumulative(series) : series;
          const name = t(`federationLists.stats.growth.${key}`);
          return (
            <div key={key} className="min-w-0">
              <h4 className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{name}</h4>
              <Chart
                type="area"
                label={name}
                description={shown.map((row) => `${row.label}: ${row.value}`).join(", ")}
                exportName={file}
                height={220}
                series={[{ name, data: shown.map((row) => row.value) }]}
                options={{
                  xaxis: {
                    categories: shown.map((row) => row.label),
                    labels: {
                      formatter: (label: string) => monthName(String(label), i18n.language),
                      rotate: -45,
                      hideOverlappingLabels: true,
                    },
                    tickAmount: 6,
                  },
                  yaxis: {
                    min: 0,
                    forceNiceScale: true,
                    labels: { formatter: (value: number) => String(Math.round(value)) },
                  },
                  stroke: { curve: view === "cumulative" ? "straight" : "smooth", width: 2 },
                  fill: { type: "gradient", gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
                  dataLabels: { enabled: false },
                  legend: { show: false },
                  tooltip: { x: { formatter: (label: unknown) => monthName(String(label), i18n.language) } },
                }}
              />
            </div>
          );
        })}
      </div>
    </StatCard>
  );
}
