import { useTranslation } from "react-i18next";
import { type AmountLocale, type EvaluatedFigures, formatPercent } from "#core/cost-model/index";

interface BreakEvenProps {
  figures: EvaluatedFigures;
  lang: AmountLocale;
}

/** What one category's break-even says: members to spare, members missing, or none can balance. */
function categoryText(
  t: ReturnType<typeof useTranslation>["t"],
  members: number,
  breakEven: number | null,
): string {
  if (breakEven === null) return t("pricing.breakEven.none");
  if (breakEven < members) return t("pricing.breakEven.canLose", { count: members - breakEven });
  if (breakEven > members) return t("pricing.breakEven.needs", { count: breakEven - members });
  return t("pricing.breakEven.exact");
}

/**
 * The club-wide price change that balances the forecast result, and the members each category could
 * lose (or needs) all else equal (treasurer.md section 2). The result itself is shown once, in the
 * summary right above (issue 38.8).
 */
export function BreakEven({ figures, lang }: BreakEvenProps) {
  const { t } = useTranslation();
  const { breakEvenPriceChange: change } = figures.totals;
  const several = new Set(figures.categories.map((c) => c.group)).size > 1;
  const percent = (ratio: number) => formatPercent(Math.abs(ratio), lang, { maximumFractionDigits: 2 });
  return (
    <section
      className="surface space-y-4 p-4 sm:p-5"
      aria-labelledby="break-even-heading"
      data-testid="break-even"
    >
      <h3 id="break-even-heading" className="font-semibold">
        {t("pricing.breakEven.heading")}
      </h3>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
        <div>
          {/* Nothing sold, no price to move: no sentence (ST = 0). */}
          {change === null ? null : (
            <p className="text-sm font-medium" data-testid="break-even-price">
              {Math.abs(change) < 0.00005
                ? t("pricing.breakEven.balanced")
                : t(change < 0 ? "pricing.breakEven.priceDown" : "pricing.breakEven.priceUp", {
                    percent: percent(change),
                  })}
            </p>
          )}
        </div>
        <div className="min-w-0">
          <p className="muted mb-1 text-sm font-medium">{t("pricing.breakEven.categories")}</p>
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {figures.categories.map((c, i) => (
              <li
                key={i}
                className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5"
                data-testid={`break-even-${c.category}`}
              >
                <span>
                  <span className="font-medium">{several ? `${c.group} – ${c.category}` : c.category}</span>{" "}
                  <span>{categoryText(t, c.members, c.breakEvenMembers)}</span>
                </span>
                {c.breakEvenMembers === null ? null : (
                  <span className="muted text-xs tabular-nums">
                    {t("pricing.breakEven.breakEven", { count: c.breakEvenMembers })}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p className="muted mt-1 text-xs">{t("pricing.breakEven.allElseEqual")}</p>
        </div>
      </div>
    </section>
  );
}
