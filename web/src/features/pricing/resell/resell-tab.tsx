import { Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  averageDiscount,
  computeCalculator,
  evaluateCalculator,
  formatAmount,
  marginColour,
  shownPrice,
} from "#core/cost-model/index";
import { Button } from "../../../components/button";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../components/icons";
import { useUiLanguage } from "../../../lib/i18n";
import type { PosterCategory, PosterSlot } from "../../../lib/calculator-model/poster-types";
import { SocialPricingSection } from "../social/social-pricing-section";
import type { CalculatorTabProps } from "../../../lib/calculator-model/tab-contracts";
import { BreakEven } from "./break-even";
import { CategoryPricing } from "./category-pricing";
import { MarginChip, MarginLegend } from "./margin-chip";
import { PriceBenchmark } from "./price-benchmark";
import { PrecisionSwitch } from "./precision-switch";
import { syncInputMode, withRequestedMembership, withSliderRate } from "./resell-edits";
import { ResellSummary } from "./resell-summary";
import { useLoadedFlag } from "./use-loaded-flag";
import { VotedPricesPanel } from "./voted-prices-panel";
import { formatDay } from "../../../lib/format";

/** Resell tab: margins, sliders or requested memberships, and the price poster (lazy, handed over by the calculator). */
export function ResellTab({
  calculator,
  onChange,
  club,
  poster,
}: CalculatorTabProps & { poster: PosterSlot }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const inputFlag = useLoadedFlag("input-membership");
  const inputMode = inputFlag ?? calculator.context?.inputMembership ?? false;
  const [posterOpen, setPosterOpen] = useState(false);
  const result = useMemo(
    () => computeCalculator(calculator, { inputMembership: inputMode }),
    [calculator, inputMode],
  );
  // The forecast result, break-even and social pricing: core's one evaluation (decision 130), scenarios aside.
  const evaluation = useMemo(() => evaluateCalculator({ ...calculator, scenarios: [] }), [calculator]);
  const currency = calculator.currency || "EUR";
  const amount = (value: number) => formatAmount(value, lang, currency);

  const warmPoster = () => poster.preload(club.logo, club.id);
  useEffect(() => {
    if (!("requestIdleCallback" in window)) return;
    const id = window.requestIdleCallback(() => poster.preload(club.logo, club.id), { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }, [poster, club.logo, club.id]);

  // product.md section 4: when the flag differs from the saved mode, rates are recalculated (then autosaved).
  useEffect(() => {
    if (inputFlag === undefined) return;
    const next = syncInputMode(calculator, inputFlag);
    if (next) onChange(next);
  }, [inputFlag, calculator, onChange]);

  if (result.categories.length === 0) {
    return (
      <EmptyState icon="calculator" title={t("resell.emptyTitle")}>
        {t("resell.emptyText")}
      </EmptyState>
    );
  }

  // While the prices are voted (decision 229), the sliders and price fields say why they do not move.
  const lockedReason = calculator.prices
    ? t("resell.voted.lockedReason", { date: formatDay(calculator.prices.votedOn, lang) })
    : undefined;

  const posterCategories: PosterCategory[] = result.categories.map((c) => ({
    name: c.name,
    group: result.groups.length > 1 ? (result.groups[c.groupIndex]?.name ?? "") : "",
    // The poster is public: a price, never below 0, and no internal margin colour (issues 26.4, 31.11).
    price: shownPrice(c.membership).value,
  }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">{t("resell.heading")}</h2>
          <p className="muted text-sm">{t("resell.intro")}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setPosterOpen(true)}
          onPointerEnter={warmPoster}
          onFocus={warmPoster}
        >
          <Icon name="ticket" className="size-4" />
          {t("resell.poster")}
        </Button>
      </div>

      <ResellSummary
        resell={result.resell}
        members={result.totals.members}
        result={evaluation.totals.result}
        discounted={averageDiscount(calculator.socialPricing) > 0}
        lang={lang}
        currency={currency}
      />
      <BreakEven figures={evaluation} lang={lang} />
      <VotedPricesPanel
        calculator={calculator}
        result={result}
        forecastResult={evaluation.totals.result}
        lang={lang}
        currency={currency}
        onChange={onChange}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* How to move the prices means nothing on paper; why they are locked (voted) does. */}
        <p className={`muted text-sm ${lockedReason ? "" : "print:hidden"}`}>
          {lockedReason ?? t(inputMode ? "resell.inputModeNote" : "resell.sliderModeNote")}
        </p>
        <PrecisionSwitch
          precision={calculator.precision}
          onChange={(precision) => onChange({ ...calculator, precision })}
        />
      </div>
      <MarginLegend />

      {result.groups.map((group) =>
        group.categories.length === 0 ? null : (
          <section
            key={group.index}
            className="surface px-4 sm:px-6"
            aria-labelledby={`resell-group-${group.index}`}
          >
            <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 py-3 dark:border-slate-800">
              <h3 id={`resell-group-${group.index}`} className="font-semibold">
                {group.name}
              </h3>
              <p className="flex items-center gap-2 text-sm">
                <span className="muted">{t("resell.groupMargin")}</span>
                <MarginChip colour={marginColour(group.sellTotal, group.netCostTotal, group.members)}>
                  {amount(group.margin)}
                </MarginChip>
              </p>
            </header>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {group.categories.map((figures) => {
                const ref = { group: figures.groupIndex, category: figures.categoryIndex };
                return (
                  <CategoryPricing
                    key={figures.categoryIndex}
                    figures={figures}
                    sliderMax={result.sliderMax}
                    inputMode={inputMode}
                    lang={lang}
                    currency={currency}
                    onRate={(rate) => onChange(withSliderRate(calculator, ref, rate))}
                    onRequest={(value) =>
                      onChange(withRequestedMembership(calculator, ref, value, figures.netCost))
                    }
                    lockedReason={lockedReason}
                  />
                );
              })}
            </ul>
          </section>
        ),
      )}

      <PriceBenchmark calculator={calculator} />
      <SocialPricingSection
        calculator={calculator}
        figures={evaluation}
        lang={lang}
        currency={currency}
        onChange={onChange}
      />

      {posterOpen ? (
        <Suspense
          fallback={
            <p className="muted text-sm" role="status">
              {t("resell.posterLoading")}
            </p>
          }
        >
          <poster.Dialog
            open
            onOpenChange={setPosterOpen}
            club={club}
            categories={posterCategories}
            currency={currency}
            socialPricing={calculator.socialPricing}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
