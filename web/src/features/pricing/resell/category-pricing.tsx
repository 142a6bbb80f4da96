import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  type AmountLocale,
  type CategoryResult,
  formatAmount,
  formatPercent,
  requestedMembershipRate,
  shownPrice,
} from "#core/cost-model/index";
import { InfoTip } from "../../../components/info-tip";
import { marginHex, marginTextClasses } from "../../../lib/margin-colours";
import { useTheme } from "../../../lib/theme";
import { MarginChip } from "./margin-chip";
import { RequestedMembershipField } from "./requested-membership-field";

interface CategoryPricingProps {
  figures: CategoryResult;
  sliderMax: number;
  inputMode: boolean;
  lang: AmountLocale;
  currency: string;
  onRate: (rate: number) => void;
  onRequest: (amount: number) => void;
  /** Why the slider and the price field are locked (prices voted, decision 229); unset: they move. */
  lockedReason?: string;
}

function currencySymbol(lang: AmountLocale, currency: string): string {
  const parts = new Intl.NumberFormat(lang === "en" ? "en-US" : "fr-FR", {
    style: "currency",
    currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/** One category: its cost, the slider (and the requested membership in input mode), its price and margin. */
export function CategoryPricing({
  figures,
  sliderMax,
  inputMode,
  lang,
  currency,
  onRate,
  onRequest,
  lockedReason,
}: CategoryPricingProps) {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const sliderId = useId();
  const reasonId = useId();
  // A category added after the vote follows its rate: only the voted ones are locked.
  const locked = lockedReason !== undefined && figures.voted;
  const amount = (value: number) => formatAmount(value, lang, currency);
  const colour = figures.marginColour;
  // A fixed price is shown as the share of the cost it amounts to (the stored rate may predate it).
  const rate = figures.manual ? requestedMembershipRate(figures.membership, figures.netCost) : figures.rate;
  const rateText = formatPercent(rate / 100, lang);
  const price = shownPrice(figures.membership);
  return (
    <li
      className="grid gap-3 py-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_minmax(0,9rem)] md:items-center md:gap-6"
      data-testid={`category-${figures.name}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{figures.name}</span>
          {locked ? (
            <span
              className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
              data-testid="voted-chip"
            >
              {t("resell.voted.chip")}
            </span>
          ) : figures.manual ? (
            <InfoTip text={t("resell.manualHint")} label={t("resell.manual")}>
              <span className="rounded-full bg-brand-tint px-2 py-0.5 text-xs font-medium text-link">
                {t("resell.manual")}
              </span>
            </InfoTip>
          ) : null}
        </p>
        <p className="muted text-sm tabular-nums">{t("resell.membersValue", { count: figures.members })}</p>
        <p className="muted text-sm tabular-nums">
          {t("resell.costValue", { amount: amount(figures.netCost) })}
        </p>
      </div>

      <div
        className={`grid gap-2 ${inputMode ? "sm:grid-cols-[minmax(0,1fr)_8.5rem] sm:items-center sm:gap-4" : ""}`}
      >
        <div>
          <div className="mb-1 flex items-baseline justify-between text-xs">
            <label htmlFor={sliderId} className="muted">
              {t("resell.rateShort")}
            </label>
            <span
              className={`text-sm font-semibold tabular-nums ${marginTextClasses[colour]}`}
              data-testid="rate-value"
            >
              {rateText}
            </span>
          </div>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={sliderMax}
            step={1}
            value={Math.min(rate, sliderMax)}
            aria-label={t("resell.rateLabel", { name: figures.name })}
            aria-valuetext={t("resell.rateValue", { rate: rateText, amount: amount(price.value) })}
            aria-describedby={locked ? reasonId : undefined}
            disabled={locked}
            onChange={(event) => onRate(Number(event.target.value))}
            className="h-6 w-full cursor-pointer disabled:cursor-not-allowed disabled:opacity-50"
            style={{ accentColor: marginHex(colour, theme) }}
          />
        </div>
        {inputMode ? (
          <RequestedMembershipField
            categoryName={figures.name}
            membership={figures.membership}
            lang={lang}
            currencySymbol={currencySymbol(lang, currency)}
            onRequest={onRequest}
            lockedBy={locked ? reasonId : undefined}
          />
        ) : null}
        {locked ? (
          <p
            id={reasonId}
            className={`muted text-xs ${inputMode ? "sm:col-span-2" : ""}`}
            data-testid="locked-reason"
          >
            {lockedReason}
          </p>
        ) : null}
      </div>

      <div className="flex items-center justify-between gap-3 md:flex-col md:items-end md:gap-1">
        <p className="md:text-right">
          <span className="muted block text-xs">{t("resell.membership")}</span>
          <span className="text-lg font-semibold tabular-nums" data-testid="membership">
            {amount(price.value)}
          </span>
          {price.negative ? (
            <span
              className="block max-w-56 text-xs text-amber-800 dark:text-amber-300"
              data-testid="negative-price-warning"
            >
              {t("resell.negativePrice", { amount: amount(figures.membership) })}
            </span>
          ) : null}
        </p>
        <MarginChip colour={colour}>
          <span className="sr-only">{t("resell.categoryMargin")} </span>
          {amount(figures.margin)}
        </MarginChip>
      </div>
    </li>
  );
}
