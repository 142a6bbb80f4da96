import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type CalculatorResult,
  computeCalculator,
  formatAmount,
  shownPrice,
  type AmountLocale,
} from "#core/cost-model/index";
import { withVotedPrices, withoutVotedPrices } from "#core/cost-model/voted-prices";
import type { Calculator } from "#core/schemas/calculator";
import { parisDay } from "#core/season";
import { Button } from "../../../components/button";
import { AppDialog } from "../../../components/dialog";
import { Icon } from "../../../components/icons";
import { formatDay } from "../../../lib/format";
import { withClientIds } from "../../../lib/calculator-model/client-ids";

interface VotedPricesPanelProps {
  calculator: Calculator;
  result: CalculatorResult;
  /** The forecast result now: while voted, a budget change shows here, not in a price. */
  forecastResult: number;
  lang: AmountLocale;
  currency: string;
  onChange: (next: Calculator) => void;
}

/**
 * Voted prices (season-money.md section 3, decision 229): "Vote the prices" keeps every category's
 * price of today as voted, dated today in Paris; while voted the panel says since when and the
 * forecast result a budget change moves; "Unvote" gives the prices back to their rates. Each asks first.
 */
export function VotedPricesPanel({
  calculator,
  result,
  forecastResult,
  lang,
  currency,
  onChange,
}: VotedPricesPanelProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<"vote" | "unvote" | null>(null);
  const amount = (value: number) => formatAmount(value, lang, currency);
  const prices = calculator.prices;
  const today = parisDay(new Date());
  const close = () => setAsking(null);

  const vote = () => {
    // A category added since the last save has no id yet: it takes one, so the vote lists it too.
    const named = withClientIds(calculator);
    onChange(withVotedPrices(named, computeCalculator(named), today));
    close();
  };
  const unvote = () => {
    onChange(withoutVotedPrices(calculator));
    close();
  };
  const notListed = prices ? result.categories.filter((c) => !c.voted).length : 0;

  return (
    <section
      className="surface space-y-3 p-4 sm:p-5"
      aria-labelledby="voted-prices-heading"
      data-testid="voted-prices"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id="voted-prices-heading" className="flex items-center gap-2 font-semibold">
            {prices ? <Icon name="check" className="size-4 text-emerald-700 dark:text-emerald-300" /> : null}
            {prices
              ? t("resell.voted.votedOn", { date: formatDay(prices.votedOn, lang) })
              : t("resell.voted.heading")}
          </h3>
          <p className="muted text-sm">
            {prices
              ? t("resell.voted.votedText", { result: amount(forecastResult) })
              : t("resell.voted.notVoted")}
          </p>
          {notListed > 0 ? (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              {t("resell.voted.notListed", { count: notListed })}
            </p>
          ) : null}
        </div>
        <Button
          variant={prices ? "secondary" : "primary"}
          onClick={() => setAsking(prices ? "unvote" : "vote")}
        >
          {prices ? t("resell.voted.unvote") : t("resell.voted.vote")}
        </Button>
      </div>

      <AppDialog
        open={asking === "vote"}
        onOpenChange={(open) => (open ? null : close())}
        title={t("resell.voted.confirmTitle")}
        size="sm"
      >
        <div className="space-y-3 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          <p>{t("resell.voted.confirmText", { date: formatDay(today, lang) })}</p>
          <ul className="space-y-1" data-testid="vote-prices-list">
            {result.categories.map((c) => (
              <li
                key={`${c.groupIndex}-${c.categoryIndex}`}
                className="flex justify-between gap-4 tabular-nums"
              >
                <span className="min-w-0 truncate">
                  {result.groups.length > 1
                    ? `${result.groups[c.groupIndex]?.name ?? ""} · ${c.name}`
                    : c.name}
                </span>
                <span className="font-semibold">{amount(shownPrice(c.membership).value)}</span>
              </li>
            ))}
          </ul>
          <p>{t("resell.voted.confirmAfter")}</p>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t("confirm.cancel")}
          </Button>
          <Button onClick={vote}>{t("resell.voted.confirm")}</Button>
        </div>
      </AppDialog>

      <AppDialog
        open={asking === "unvote"}
        onOpenChange={(open) => (open ? null : close())}
        title={t("resell.voted.unvoteTitle")}
        size="sm"
      >
        <p className="text-sm leading-relaxed text-slate-700 dark:text-slate-300">
          {t("resell.voted.unvoteText", { date: prices ? formatDay(prices.votedOn, lang) : "" })}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t("confirm.cancel")}
          </Button>
          <Button variant="danger" onClick={unvote}>
            {t("resell.voted.unvoteConfirm")}
          </Button>
        </div>
      </AppDialog>
    </section>
  );
}
