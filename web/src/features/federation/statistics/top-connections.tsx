import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClubConnections } from "#core/schemas/federation-lists";
import { TOP_OPTIONS, type TopOption } from "#core/statistics-period";
import { Button } from "../../../components/button";
import { Chart } from "../../../components/charts/chart";
import { downloadCsv } from "../../../lib/csv-export";
import { PeriodSlider } from "./period-slider";
import { Segmented } from "./segmented";
import type { Period } from "./statistics-api";
import { type ConnectionGroup, rankConnections, type RankedRow, topOf } from "./statistics-series";
import { StatCard } from "./stat-card";
import { TOP_CONNECTIONS_CSV_FILE, topConnectionsCsv } from "./top-connections-csv";

/** Beyond this many bars a chart gets unreadable: the ranking is then a list with inline bars. */
const MAX_BARS = 25;

function RankedList({ rows }: { rows: RankedRow[] }) {
  const max = rows[0]?.value || 1;
  return (
    <ol className="max-h-[28rem] space-y-1 overflow-y-auto pr-1 text-sm">
      {rows.map((row, i) => (
        <li key={row.key} className="grid grid-cols-[2.5rem_minmax(0,1fr)_4rem] items-center gap-2">
          <span className="muted text-right tabular-nums">{i + 1}</span>
          <span className="relative min-w-0 rounded bg-slate-100 dark:bg-slate-800">
            <span
              className="absolute inset-y-0 left-0 rounded bg-brand-tint"
              style={{ width: `${(row.value / max) * 100}%` }}
              aria-hidden="true"
            />
            <span className="relative block truncate px-2 py-1">{row.label}</span>
          </span>
          <span className="text-right font-medium tabular-nums">{row.value}</span>
        </li>
      ))}
    </ol>
  );
}

interface TopConnectionsProps {
  rows: readonly ClubConnections[];
  period: Period;
  onPeriod: (period: Period) => void;
  /** A new period is loading; the previous figures stay visible meanwhile. */
  updating: boolean;
}

/** Top connections per club, department or league over the chosen period, with top_connections.csv. */
export function TopConnections({ rows, period, onPeriod, updating }: TopConnectionsProps) {
  const { t } = useTranslation();
  const [group, setGroup] = useState<ConnectionGroup>("club");
  const [top, setTop] = useState<TopOption>(10);
  const topId = useId();
  const unknown = t("federationLists.common.unknown");
  const ranked = useMemo(
    () => topOf(rankConnections(rows, group, unknown), top),
    [rows, group, top, unknown],
  );
  const groupLabel = t(`federationLists.stats.top.${group}`);
  const groups = (["club", "department", "league"] as const).map((value) => ({
    value,
    label: t(`federationLists.stats.top.by${value[0].toUpperCase()}${value.slice(1)}`),
  }));

  const download = () =>
    downloadCsv(
      TOP_CONNECTIONS_CSV_FILE,
      topConnectionsCsv(ranked, group, {
        rank: t("federationLists.stats.top.rank"),
        group: groupLabel,
        league: t("federationLists.stats.top.league"),
        department: t("federationLists.stats.top.department"),
        connections: t("federationLists.stats.top.connections"),
      }),
    );

  return (
    <StatCard
      title={t("federationLists.stats.top.title")}
      className="lg:col-span-2"
      controls={
        <Button variant="secondary" onClick={download} disabled={!ranked.length}>
          {t("federationLists.common.downloadCsv")}
        </Button>
      }
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Segmented
          label={t("federationLists.stats.top.by")}
          value={group}
          options={groups}
          onChange={setGroup}
        />
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={topId} className="font-medium">
            {t("federationLists.stats.top.show")}
          </label>
          <select
            id={topId}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
            value={String(top)}
            onChange={(event) =>
              setTop(event.target.value === "all" ? "all" : (Number(event.target.value) as TopOption))
            }
          >
            {TOP_OPTIONS.map((option) => (
              <option key={option} value={String(option)}>
                {option === "all"
                  ? t("federationLists.stats.top.all")
                  : t("federationLists.stats.top.topN", { count: option })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PeriodSlider value={period} onChange={onPeriod} />
      <div
        className={`mt-4 transition-opacity ${updating ? "opacity-60" : ""}`}
        aria-busy={updating || undefined}
      >
        {!ranked.length ? (
          <p className="muted py-10 text-center text-sm">{t("federationLists.stats.top.none")}</p>
        ) : ranked.length > MAX_BARS ? (
          <RankedList rows={ranked} />
        ) : (
          <Chart
            type="bar"
            label={t("federationLists.stats.top.title")}
            description={ranked.map((row) => `${row.label}: ${row.value}`).join(", ")}
            exportName="top_connections"
            height={Math.max(160, 48 + ranked.length * 30)}
            series={[
              { name: t("federationLists.stats.top.connections"), data: ranked.map((row) => row.value) },
            ]}
            options={{
              xaxis: {
                categories: ranked.map((row) => row.label),
                tickAmount: Math.max(1, Math.min(6, ranked[0].value)),
                labels: { formatter: (value: string) => String(Math.round(Number(value))) },
              },
              plotOptions: { bar: { horizontal: true, borderRadius: 3, barHeight: "70%" } },
              dataLabels: { enabled: false },
              yaxis: { labels: { maxWidth: 220 } },
            }}
          />
        )}
      </div>
    </StatCard>
  );
}
