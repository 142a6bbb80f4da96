import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type AmountLocale,
  averageDiscount,
  type EvaluatedFigures,
  formatAmount,
  formatPercent,
} from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { FAMILY_RANK } from "#core/schemas/calculator-basics";
import { Button } from "../../../components/button";
import { SelectField } from "../../../components/form-fields";
import { Icon } from "../../../components/icons";
import { NumberField } from "../../../components/calculator/number-field";
import { FamilyPays } from "./family-pays";
import { RowNameField } from "./row-name-field";
import {
  canAddRow,
  nextFamilyRank,
  PASS_SPORT_AMOUNT,
  type SocialList,
  socialPricingOf,
  withoutRow,
  withRow,
  withRowChange,
} from "./social-pricing-edits";

interface SocialPricingSectionProps {
  calculator: Calculator;
  figures: EvaluatedFigures;
  lang: AmountLocale;
  currency: string;
  onChange: (next: Calculator) => void;
}

/** One line of a list: its fields and its remove button, named "Family discounts, line 1" for screen readers. */
function Row({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid items-start gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] dark:border-slate-700">
      <legend className="sr-only">{legend}</legend>
      {children}
      <Button variant="secondary" className="sm:mt-6" onClick={onRemove} aria-label={removeLabel}>
        <Icon name="trash" className="size-4" />
        <span className="sm:sr-only">{t("pricing.social.remove")}</span>
      </Button>
    </fieldset>
  );
}

function ListBlock({
  heading,
  children,
  actions,
}: {
  heading: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">{heading}</h4>
      {children}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}

/**
 * Social pricing (treasurer.md section 3): family discounts by rank, income tiers and third-party aids,
 * then what the club receives, the balanced membership per category and what a family pays.
 */
export function SocialPricingSection({
  calculator,
  figures,
  lang,
  currency,
  onChange,
}: SocialPricingSectionProps) {
  const { t } = useTranslation();
  const social = socialPricingOf(calculator);
  const amount = (value: number) => formatAmount(value, lang, currency);
  const d = averageDiscount(social);
  const several = new Set(figures.categories.map((c) => c.group)).size > 1;
  const percentField = (list: SocialList, index: number, key: "pct" | "share", value: number) => (
    <NumberField
      label={t(`pricing.social.${key}`)}
      value={value}
      min={0}
      max={100}
      error={t("pricing.social.outOfRange")}
      onCommit={(next) => onChange(withRowChange(calculator, list, index, { [key]: next }))}
    />
  );
  const row = (list: SocialList, index: number, name: string, fields: ReactNode) => (
    <Row
      key={`${list}-${index}`}
      legend={t("pricing.social.rowOf", {
        list: t(
          `pricing.social.${list === "familyDiscounts" ? "family" : list === "tiers" ? "tiers" : "aids"}`,
        ),
        n: index + 1,
      })}
      removeLabel={t("pricing.social.removeLabel", { name })}
      onRemove={() => onChange(withoutRow(calculator, list, index))}
    >
      {fields}
    </Row>
  );
  const nextRank = nextFamilyRank(calculator);
  const empty = !social.familyDiscounts.length && !social.tiers.length && !social.thirdPartyAids.length;

  return (
    <section
      className="surface space-y-5 p-4 sm:p-5"
      aria-labelledby="social-pricing-heading"
      data-testid="social-pricing"
    >
      <div>
        <h3 id="social-pricing-heading" className="font-semibold">
          {t("pricing.social.heading")}
        </h3>
        <p className="muted text-sm">{t("pricing.social.intro")}</p>
        {empty ? <p className="muted mt-1 text-sm">{t("pricing.social.empty")}</p> : null}
      </div>

      <ListBlock
        heading={t("pricing.social.family")}
        actions={
          <Button
            variant="secondary"
            disabled={nextRank === null || !canAddRow(calculator, "familyDiscounts")}
            onClick={() =>
              onChange(
                withRow(calculator, "familyDiscounts", {
                  rank: nextRank ?? FAMILY_RANK.min,
                  pct: 0,
                  share: 0,
                }),
              )
            }
          >
            <Icon name="plus" className="size-4" />
            {t("pricing.social.addFamily")}
          </Button>
        }
      >
        {social.familyDiscounts.map((discount, i) => {
          const taken = new Set(social.familyDiscounts.filter((_, j) => j !== i).map((other) => other.rank));
          const ranks = Array.from(
            { length: FAMILY_RANK.max - FAMILY_RANK.min + 1 },
            (_, k) => k + FAMILY_RANK.min,
          ).filter((rank) => !taken.has(rank));
          return row(
            "familyDiscounts",
            i,
            t("pricing.social.rankOption", { rank: discount.rank }),
            <>
              <SelectField
                label={t("pricing.social.rank")}
                value={String(discount.rank)}
                options={ranks.map((rank) => ({
                  value: String(rank),
                  label: t("pricing.social.rankOption", { rank }),
                }))}
                onChange={(event) =>
                  onChange(
                    withRowChange(calculator, "familyDiscounts", i, { rank: Number(event.target.value) }),
                  )
                }
              />
              {percentField("familyDiscounts", i, "pct", discount.pct)}
              {percentField("familyDiscounts", i, "share", discount.share)}
            </>,
          );
        })}
      </ListBlock>

      <ListBlock
        heading={t("pricing.social.tiers")}
        actions={
          <Button
            variant="secondary"
            disabled={!canAddRow(calculator, "tiers")}
            onClick={() =>
              onChange(
                withRow(calculator, "tiers", {
                  name: t("pricing.social.newTier", { n: social.tiers.length + 1 }),
                  pct: 0,
                  share: 0,
                }),
              )
            }
          >
            <Icon name="plus" className="size-4" />
            {t("pricing.social.addTier")}
          </Button>
        }
      >
        {social.tiers.map((tier, i) =>
          row(
            "tiers",
            i,
            tier.name,
            <>
              <RowNameField
                label={t("pricing.social.tierName")}
                value={tier.name}
                required={t("pricing.scenarios.nameRequired")}
                onCommit={(name) => onChange(withRowChange(calculator, "tiers", i, { name }))}
              />
              {percentField("tiers", i, "pct", tier.pct)}
              {percentField("tiers", i, "share", tier.share)}
            </>,
          ),
        )}
      </ListBlock>

      <ListBlock
        heading={t("pricing.social.aids")}
        actions={
          <>
            {social.thirdPartyAids.some((aid) => aid.name === t("pricing.social.passSport")) ? null : (
              <Button
                variant="secondary"
                disabled={!canAddRow(calculator, "thirdPartyAids")}
                onClick={() =>
                  onChange(
                    withRow(calculator, "thirdPartyAids", {
                      name: t("pricing.social.passSport"),
                      amount: PASS_SPORT_AMOUNT,
                      share: 0,
                    }),
                  )
                }
              >
                <Icon name="plus" className="size-4" />
                {t("pricing.social.addPassSport", { amount: amount(PASS_SPORT_AMOUNT) })}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={!canAddRow(calculator, "thirdPartyAids")}
              onClick={() =>
                onChange(
                  withRow(calculator, "thirdPartyAids", {
                    name: t("pricing.social.newAid"),
                    amount: 0,
                    share: 0,
                  }),
                )
              }
            >
              <Icon name="plus" className="size-4" />
              {t("pricing.social.addAid")}
            </Button>
          </>
        }
      >
        {social.thirdPartyAids.map((aid, i) =>
          row(
            "thirdPartyAids",
            i,
            aid.name,
            <>
              <RowNameField
                label={t("pricing.social.aidName")}
                value={aid.name}
                required={t("pricing.scenarios.nameRequired")}
                onCommit={(name) => onChange(withRowChange(calculator, "thirdPartyAids", i, { name }))}
              />
              <NumberField
                label={t("pricing.social.amount", { currency: currency === "EUR" ? "€" : currency })}
                value={aid.amount}
                min={0}
                max={1e9}
                error={t("pricing.social.amountInvalid")}
                onCommit={(next) =>
                  onChange(withRowChange(calculator, "thirdPartyAids", i, { amount: next }))
                }
              />
              {percentField("thirdPartyAids", i, "share", aid.share)}
            </>,
          ),
        )}
      </ListBlock>

      <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        <h4 className="text-sm font-semibold">{t("pricing.social.prices")}</h4>
        <p className="text-sm" data-testid="average-discount">
          {t("pricing.social.averageDiscount", { percent: formatPercent(d, lang) })}
        </p>
        <p className="muted text-xs">{t("pricing.social.balancedHint")}</p>
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {figures.categories.map((c, i) => (
            <li
              key={i}
              className="grid gap-2 py-2 sm:grid-cols-[minmax(0,12rem)_repeat(3,minmax(0,1fr))] sm:items-baseline"
              data-testid={`social-${c.category}`}
            >
              <p className="font-medium">{several ? `${c.group} – ${c.category}` : c.category}</p>
              <dl className="contents">
                {(
                  [
                    ["listPrice", amount(Math.max(0, c.M))],
                    ["received", amount(Math.max(0, c.effectiveMembership))],
                    [
                      "balanced",
                      c.balancedMembership === null
                        ? t("pricing.social.noBalance")
                        : amount(Math.max(0, c.balancedMembership)),
                    ],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className="flex justify-between gap-2 sm:block sm:text-right">
                    <dt className="muted text-xs">{t(`pricing.social.${key}`)}</dt>
                    <dd
                      className={`tabular-nums ${key === "balanced" ? "font-semibold" : ""}`}
                      data-testid={`${key}-${c.category}`}
                    >
                      {value}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>

      <FamilyPays
        categories={figures.categories}
        social={social}
        several={several}
        lang={lang}
        currency={currency}
      />
    </section>
  );
}
