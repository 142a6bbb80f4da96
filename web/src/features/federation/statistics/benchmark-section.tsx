import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KindBenchmark } from "#core/schemas/benchmark";
import { formatAmount, formatNumber } from "#core/cost-model/index";
import { Alert } from "../../../components/alert";
import { Chart } from "../../../components/charts/chart";
import { LoadingBlock } from "../../../components/spinner";
import { useUiLanguage } from "../../../lib/i18n";
import { FederationSeasonSelect } from "../season-select";
import { useFederationBenchmark } from "./benchmark-api";
import { Segmented } from "./segmented";
import { StatCard } from "./stat-card";
import { departmentLabel } from "./statistics-series";

type Figure = "membership" | "netCost" | "realCost" | "members";
const FIGURES: readonly Figure[] = ["membership", "netCost", "realCost", "members"];

/**
 * The federation benchmark (treasurer.md section 6, docs/decisions/158): a box plot per category kind
 * (25th percentile, median, 75th; no whiskers: the extremes would single out a club), for the whole
 * federation, a league or a department, with the clubs behind each box. The server leaves out every
 * cell of fewer than 5 clubs; nothing here names a club.
 */
export function BenchmarkSection({ federationId }: { federationId: string }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const [season, setSeason] = useState<string | undefined>(undefined);
  const benchmark = useFederationBenchmark(federationId, season);
  const [figure, setFigure] = useState<Figure>("membership");
  const [scope, setScope] = useState("all");
  const data = benchmark.data;
  const scopes = useMemo(
    () => [
      { value: "all", label: t("benchmark.federation.scopeAll"), kinds: data?.kinds ?? [] },
      ...(data?.byLeague ?? []).map((l) => ({
        value: `league:${l.league}`,
        label: t("benchmark.federation.league", { name: l.league }),
        kinds: l.kinds,
      })),
      ...(data?.byDepartment ?? []).map((d) => ({
        value: `department:${d.department}`,
        label: t("benchmark.federation.department", { name: departmentLabel(d.department, d.department) }),
        kinds: d.kinds,
      })),
    ],
    [data, t],
  );
  const title = t("benchmark.federation.heading");
  if (benchmark.isPending) return <LoadingBlock label={t("benchmark.federation.loading")} />;
  if (benchmark.isError) return <Alert tone="error">{t("benchmark.federation.failed")}</Alert>;

  const kinds: KindBenchmark[] = (scopes.find((s) => s.value === scope) ?? scopes[0]).kinds;
  const show = (value: number) =>
    figure === "members" ? formatNumber(value, lang, 0) : formatAmount(value, lang);
  const kindLabel = (k: KindBenchmark) =>
    t("benchmark.federation.kindClubs", { kind: t(`benchmark.kindShort.${k.kind}`), count: k.clubs });

  return (
    <StatCard
      title={title}
      className="lg:col-span-3"
      controls={
        <>
          <FederationSeasonSelect federationId={federationId} value={season} onChange={setSeason} />
          <label className="flex items-center gap-2 text-sm">
            <span>{t("benchmark.federation.scope")}</span>
            <select
              value={scope}
              onChange={(event) => setScope(event.target.value)}
              className="max-w-64 rounded-md border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-950"
            >
              {scopes.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        </>
      }
    >
      <p className="muted text-sm">{t("benchmark.federation.intro")}</p>
      <p className="muted mb-3 text-sm">
        {t("benchmark.federation.privacy")} {t("benchmark.federation.clubs", { count: data?.clubs ?? 0 })}
      </p>
      <Segmented
        label={t("benchmark.federation.figure")}
        value={figure}
        onChange={setFigure}
        options={FIGURES.map((f) => ({ value: f, label: t(`benchmark.federation.figures.${f}`) }))}
      />
      {kinds.length === 0 ? (
        <p className="mt-3 text-sm">{t("benchmark.federation.empty")}</p>
      ) : (
        <>
          <Chart
            type="boxPlot"
            label={`${title}: ${t(`benchmark.federation.figures.${figure}`)}`}
            description={kinds
              .map(
                (k) =>
                  `${kindLabel(k)}: ${show(k[figure].p25)} - ${show(k[figure].median)} - ${show(k[figure].p75)}`,
              )
              .join(", ")}
            exportName={`benchmark_${figure}`}
            height={Math.max(200, 60 + kinds.length * 44)}
            series={[
              {
                type: "boxPlot",
                name: t(`benchmark.federation.figures.${figure}`),
                data: kinds.map((k) => ({
                  x: kindLabel(k),
                  y: [k[figure].p25, k[figure].p25, k[figure].median, k[figure].p75, k[figure].p75],
                })),
              },
            ]}
            options={{
              plotOptions: { bar: { horizontal: true, barHeight: "55%" } },
              xaxis: { labels: { formatter: (value: string) => show(Number(value)) } },
              yaxis: { labels: { maxWidth: 220 } },
              tooltip: { shared: false },
              // A phone leaves the plot about 160 px: three amounts fit side by side, five ran into one another.
              responsive: [{ breakpoint: 640, options: { xaxis: { tickAmount: 2 } } }],
            }}
          />
          {/* Smaller on a phone: five columns with room between them fit the card ("25th percentile" included). */}
          <table className="mt-3 w-full text-xs tabular-nums sm:text-sm">
            <caption className="sr-only">{t("benchmark.federation.table")}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col">{t("benchmark.federation.kindColumn")}</th>
                <th scope="col" className="pl-2 text-right">
                  {t("benchmark.federation.clubsColumn")}
                </th>
                <th scope="col" className="pl-2 text-right">
                  {t("benchmark.federation.p25")}
                </th>
                <th scope="col" className="pl-2 text-right">
                  {t("benchmark.federation.median")}
                </th>
                <th scope="col" className="pl-2 text-right">
                  {t("benchmark.federation.p75")}
                </th>
              </tr>
            </thead>
            <tbody>
              {kinds.map((k) => (
                <tr key={k.kind} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="py-1 text-left font-medium">
                    {t(`benchmark.kindShort.${k.kind}`)}
                  </th>
                  <td className="pl-2 text-right">{k.clubs}</td>
                  <td className="pl-2 text-right">{show(k[figure].p25)}</td>
                  <td className="pl-2 text-right">{show(k[figure].median)}</td>
                  <td className="pl-2 text-right">{show(k[figure].p75)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </StatCard>
  );
}
