import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type AmountLocale,
  formatAmount,
  formatPercent,
  marginColour,
  marginPercentShown,
  type ResellResult,
  shownPrice,
} from "#core/cost-model/index";
import { marginFillClasses } from "../../../lib/margin-colours";
import { resultTone } from "../../../lib/calculator-model/result-tone";

function Figure({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <div className="surface flex min-w-0 flex-col gap-1 p-3 sm:p-4" data-testid={testId}>
      <dt className="muted text-sm font-medium">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums sm:text-2xl">{value}</dd>
      {children ? <dd className="muted text-xs leading-relaxed">{children}</dd> : null}
    </div>
  );
}

interface ResellSummaryProps {
  /** NC, ST (after social pricing) and the budget: the calculator's figures. */
  resell: ResellResult;
  /** N, so that a rounding gap of under a cent per member is not "below cost". */
  members: number;
  /** The forecast result (evaluation): ST + GS + OR + sum of sc - budget, ST - NC with every n >= 1. */
  result: number;
  /** Whether social pricing lowers what the club receives (then said under the memberships collected). */
  discounted: boolean;
  lang: AmountLocale;
  currency: string;
}

/**
 * Estimated budget, memberships collected, the forecast result and the recommended 20 % margin
 * (cost-model.md, resell tab). The result is the one figure the margin ST - NC also was: one name
 * and one colour (its sign) on every screen, the Scenarios tab's as this one's (issue 38.8).
 */
export function ResellSummary({ resell, members, result, discounted, lang, currency }: ResellSummaryProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const colour = marginColour(resell.sellTotal, resell.netCostTotal, members);
  const progress =
    resell.recommendedSellTotal > 0
      ? Math.min(1, Math.max(0, resell.sellTotal / resell.recommendedSellTotal))
      : 1;
  const gap = resell.recommendedSellTotal - resell.sellTotal;
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
      <Figure label={t("resell.budget")} value={amount(resell.estimatedBudget)} testId="resell-budget">
        <span className="block">{t("resell.budgetHint")}</span>
        <span className="mt-1 block font-medium">
          {t("resell.netCost", { amount: amount(resell.netCostTotal) })}
        </span>
      </Figure>
      <Figure
        label={t("resell.sellTotal")}
        value={<span data-testid="sell-total">{amount(shownPrice(resell.sellTotal).value)}</span>}
        testId="resell-sell-total"
      >
        <span className="block">
          {t(discounted ? "resell.sellTotalHintDiscounted" : "resell.sellTotalHint")}
        </span>
      </Figure>
      <Figure
        label={t("pricing.breakEven.result")}
        value={
          <span className={resultTone(result)} data-testid="forecast-result">
            {amount(result)}
          </span>
        }
        testId="resell-margin"
      >
        {/* A percent of nothing means nothing: only when there is a net cost to cover (treasurer.md section 4). */}
        <span className={`block text-sm font-semibold ${resultTone(result)}`} data-testid="result-percent">
          {marginPercentShown(resell.netCostTotal)
            ? t("resell.marginOf", { percent: formatPercent(result / resell.netCostTotal, lang) })
            : t("resell.noNetCost")}
        </span>
        <span className="mt-1 block">{t("pricing.breakEven.resultHint")}</span>
      </Figure>
      <Figure
        label={t("resell.recommended", { percent: formatPercent(resell.recommendedMarginRatio, lang) })}
        value={amount(resell.recommendedSellTotal)}
        testId="resell-recommended"
      >
        <span className="block">{t("resell.recommendedHint")}</span>
        <span
          className="mt-2 block h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          aria-hidden="true"
        >
          <span
            className={`block h-full rounded-full ${marginFillClasses[colour]}`}
            style={{ width: `${progress * 100}%` }}
          />
        </span>
        <span className="mt-1 block">
          {gap > 0.005 ? t("resell.gap", { amount: amount(gap) }) : t("resell.reached")}
        </span>
      </Figure>
    </dl>
  );
}
