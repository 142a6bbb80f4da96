import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LabelValue } from "#core/schemas/federation-lists";
import { Chart } from "../../../components/charts/chart";
import { CheckboxField } from "../../../components/form-fields";
import { Segmented } from "./segmented";
import { departmentLabel, distribution } from "./statistics-series";
import { StatCard } from "./stat-card";

interface DistributionChartProps {
  kind: "department" | "league";
  series: LabelValue[];
}

/** Clubs per department or per league: a bar chart sortable by count or name, with a top-10 switch. */
export function DistributionChart({ kind, series }: DistributionChartProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<"count" | "name">("count");
  const [topOnly, setTopOnly] = useState(true);
  const unknown = t("federationLists.common.unknown");
  const rows = useMemo(
    () =>
      distribution(series, {
        sort,
        topOnly,
        label: (raw) => (kind === "department" ? departmentLabel(raw, unknown) : raw || unknown),
      }),
    [series, sort, topOnly, kind, unknown],
  );
  const title = t(
    kind === "department"
      ? "federationLists.stats.distribution.byDepartment"
      : "federationLists.stats.distribution.byLeague",
  );
  return (
    <StatCard title={title}>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <Segmented
          label={t("federationLists.stats.distribution.sort")}
          value={sort}
          onChange={setSort}
          options={[
            { value: "count", label: t("federationLists.stats.distribution.sortCount") },
            { value: "name", label: t("federationLists.stats.distribution.sortName") },
          ]}
        />
        {series.length > 10 ? (
          <CheckboxField
            label={t("federationLists.stats.distribution.topOnly")}
            checked={topOnly}
            onChange={(event) => setTopOnly(event.target.checked)}
          />
        ) : null}
      </div>
      <Chart
        type="bar"
        label={title}
        description={rows.map((row) => `${row.label}: ${row.value}`).join(", ")}
        exportName={kind === "department" ? "clubs_by_department" : "clubs_by_league"}
        height={Math.max(180, 48 + rows.length * 26)}
        series={[{ name: t("federationLists.stats.distribution.clubs"), data: rows.map((row) => row.value) }]}
        options={{
          // Whole clubs: no more ticks than the largest count, so no "0 0 1 1" axis.
          xaxis: {
            categories: rows.map((row) => row.label),
            tickAmount: Math.max(1, Math.min(6, ...rows.map((row) => row.value))),
            labels: { formatter: (value: string) => String(Math.round(Number(value))) },
          },
          plotOptions: { bar: { horizontal: true, borderRadius: 3, barHeight: "70%" } },
          dataLabels: { enabled: false },
          yaxis: { labels: { maxWidth: 200 } },
        }}
      />
    </StatCard>
  );
}
