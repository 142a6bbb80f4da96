import { useTranslation } from "react-i18next";
import type { ActualsSummary } from "#core/actuals/index";
import { formatAmount } from "#core/cost-model/index";
import type { UiLanguage } from "../../lib/i18n";
import { barPercent, barState, type BarState, linesOverFirst } from "./actuals-view";

/** The bar's colour by its meaning (actuals-view.ts): over in the negative colour, reached in the positive one. */
const BAR_COLOURS: Record<BarState, string> = {
  over: "bg-red-600 dark:bg-red-400",
  reached: "bg-green-700 dark:bg-green-400",
  underWay: "bg-brand",
};
const STATE_TEXT: Record<BarState, string> = {
  over: "text-red-700 dark:text-red-300",
  reached: "text-green-700 dark:text-green-300",
  underWay: "muted",
};

interface Props {
  summary: ActualsSummary;
  lang: UiLanguage;
  currency: string;
}

/**
 * Budget against actual (season-money.md section 4): the three results, the money not yet assigned,
 * then a bar per line (over budget first) and per category's memberships.
 */
export function BudgetPanel({ summary, lang, currency }: Props) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const percent = (value: number) =>
    new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(value);
  const results = [
    { key: "forecastResult", value: summary.totals.forecastResult },
    { key: "actualResult", value: summary.totals.actualResult },
    { key: "projectedResult", value: summary.totals.projectedResult },
  ] as const;
  const rows = [
    ...linesOverFirst(summary).map((line) => ({
      key: line.id,
      name: line.name,
      charge: line.charge,
      forecast: line.forecast,
      actual: line.actual,
      remaining: line.remaining,
      used: line.used,
    })),
    ...summary.memberships.map((m) => ({
      key: `m-${m.categoryId ?? ""}`,
      name:
        m.categoryId === null
          ? t("actuals.budget.unsplit")
          : t("actuals.budget.membershipsOf", { name: m.name }),
      charge: false,
      forecast: m.forecast,
      actual: m.actual,
      remaining: m.forecast - m.actual,
      used: m.forecast ? m.actual / m.forecast : null,
    })),
  ];
  return (
    <section className="space-y-4" aria-labelledby="actuals-budget-heading">
      <h3 id="actuals-budget-heading" className="font-semibold">
        {t("actuals.budget.heading")}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        {results.map(({ key, value }) => (
          <div key={key} className="surface p-4" data-testid={`actuals-${key}`}>
            <dt className="muted text-sm">{t(`actuals.budget.${key}`)}</dt>
            <dd
              className={`text-xl font-semibold tabular-nums ${value < 0 ? "text-red-700 dark:text-red-300" : ""}`}
            >
              {amount(value)}
            </dd>
            {key === "projectedResult" ? (
              <dd className="muted mt-1 text-xs">{t("actuals.budget.projectedHint")}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="text-sm" data-testid="actuals-unassigned">
        {summary.unassigned.count
          ? t("actuals.budget.unassigned", {
              count: summary.unassigned.count,
              in: amount(summary.unassigned.amountIn),
              out: amount(summary.unassigned.amountOut),
            })
          : t("actuals.budget.allAssigned")}
      </p>
      <ul className="space-y-3">
        {rows.map((row) => {
          const state = barState(row);
          const status =
            state === "over"
              ? t("actuals.budget.over", { amount: amount(-row.remaining) })
              : state === "reached"
                ? t("actuals.budget.reached")
                : t(row.charge ? "actuals.budget.underWay" : "actuals.budget.received", {
                    percent: percent(row.used ?? 0),
                  });
          return (
            <li key={row.key} className="surface p-3" data-testid="actuals-line" data-state={state}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium">{row.name}</span>
                <span className={`text-sm ${STATE_TEXT[state]}`}>{status}</span>
              </div>
              <div
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                aria-hidden="true"
              >
                <div
                  className={`h-full rounded-full ${BAR_COLOURS[state]}`}
                  style={{ width: `${barPercent(row)}%` }}
                />
              </div>
              <p className="muted mt-1 text-xs tabular-nums">
                {t("actuals.budget.actual")} {amount(row.actual)} · {t("actuals.budget.forecast")}{" "}
                {amount(row.forecast)} · {t("actuals.budget.remaining")} {amount(row.remaining)}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
