import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { bandPosition } from "#core/benchmark/quantiles";
import { computeCalculator, formatAmount, shownPrice } from "#core/cost-model/index";
import type { ClubBenchmark, PriceBand } from "#core/schemas/benchmark";
import type { Calculator } from "#core/schemas/calculator";
import { api } from "../../../lib/api";
import { useUiLanguage } from "../../../lib/i18n";

const positionStyle = {
  below: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  within: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  above: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
} as const;

/**
 * Where each price stands (treasurer.md section 6, docs/decisions/158): for every category with a
 * kind, the membership band of comparable clubs (federation, league: 25th percentile - median - 75th)
 * beside the club's price as on screen, and "below", "within" or "above". Bands come from GET
 * statistics/benchmark/club: over the other clubs only, from the day's snapshot, in whole euros; the
 * server leaves out any of fewer than 5 other clubs (decision 195).
 */
export function PriceBenchmark({ calculator }: { calculator: Calculator }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const currency = calculator.currency || "EUR";
  const organizationId = calculator.organizationId;
  const answer = useQuery({
    queryKey: ["club-benchmark", organizationId, calculator.context?.version ?? 0],
    queryFn: () => api.get<ClubBenchmark>("/statistics/benchmark/club", { organizationId }),
    staleTime: 5 * 60_000,
  });
  const result = useMemo(() => computeCalculator(calculator), [calculator]);
  // A kind's bands are the same for each of the club's categories of that kind: the price on screen is compared live.
  const bands = useMemo(
    () =>
      new Map(
        (answer.data?.categories ?? []).map((c) => [c.kind, { federation: c.federation, league: c.league }]),
      ),
    [answer.data],
  );
  const rows = result.categories.flatMap((figures) => {
    const kind = calculator.groups[figures.groupIndex]?.categories[figures.categoryIndex]?.kind;
    return kind ? [{ figures, kind }] : [];
  });
  const amount = (value: number) => formatAmount(value, lang, currency);

  const band = (label: string, cell: PriceBand | null | undefined, price: number) => (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="w-24 font-medium">{label}</span>
      {cell ? (
        <>
          <span className="tabular-nums">
            {t("benchmark.club.band", {
              p25: amount(cell.p25),
              median: amount(cell.median),
              p75: amount(cell.p75),
            })}
          </span>
          <span className="muted">({t("benchmark.club.clubs", { count: cell.clubs })})</span>
          {(() => {
            const position = bandPosition(price, cell);
            return (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${positionStyle[position]}`}
                title={t(`benchmark.club.positionLong.${position}`)}
              >
                {t(`benchmark.club.position.${position}`)}
              </span>
            );
          })()}
        </>
      ) : (
        <span className="muted">{t("benchmark.club.hidden")}</span>
      )}
    </div>
  );

  return (
    <section
      className="surface px-4 py-3 sm:px-6"
      aria-labelledby="price-benchmark-heading"
      data-testid="price-benchmark"
    >
      <h3 id="price-benchmark-heading" className="font-semibold">
        {t("benchmark.club.heading")}
      </h3>
      <p className="muted text-sm">{t("benchmark.club.intro")}</p>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm">{t("benchmark.club.noKinds")}</p>
      ) : answer.isPending ? (
        <p className="muted mt-2 text-sm" role="status">
          {t("benchmark.club.loading")}
        </p>
      ) : answer.isError ? (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t("benchmark.club.failed")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map(({ figures, kind }) => {
            const price = shownPrice(figures.membership).value;
            const cells = bands.get(kind);
            return (
              <li
                key={`${figures.groupIndex}-${figures.categoryIndex}`}
                className="py-2"
                aria-label={figures.name}
              >
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-medium">
                    {figures.name}{" "}
                    <span className="muted text-sm font-normal">· {t(`benchmark.kindShort.${kind}`)}</span>
                  </span>
                  <span className="text-sm tabular-nums">
                    {t("benchmark.club.yourPrice", { price: amount(price) })}
                  </span>
                </p>
                {band(t("benchmark.club.federation"), cells?.federation, price)}
                {band(t("benchmark.club.league"), cells?.league, price)}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
