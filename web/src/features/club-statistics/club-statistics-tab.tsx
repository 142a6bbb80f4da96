import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  computeCalculator,
  evaluateFigures,
  formatAmount,
  formatPercent,
  shownPrice,
} from "#core/cost-model/index";
import { EmptyState } from "../../components/empty-state";
import { SelectField } from "../../components/form-fields";
import { useFlag } from "../../lib/flags";
import { useUiLanguage } from "../../lib/i18n";
import type { CalculatorTabProps } from "../../lib/calculator-model/tab-contracts";
import { familyGist, hasSocialPricing } from "./family-gist";
import { FamilyGistSection } from "./family-gist-section";
import { FamilySimulatorSection } from "./family-simulator-section";
import { InKindCards } from "./in-kind-cards";
import { StatisticsCharts } from "./statistics-charts";
import {
  ALL,
  receivedPerMember,
  type Selection,
  selectionOf,
  statisticsView,
} from "../../lib/calculator-model/statistics-view";

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="surface p-4">
      <dt className="muted text-sm font-medium">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums sm:text-2xl">{value}</dd>
      {hint ? <dd className="muted mt-1 text-xs">{hint}</dd> : null}
    </div>
  );
}

/** Statistics tab of the club: what a member really costs and who pays for it. */
export function ClubStatisticsTab({ calculator }: CalculatorTabProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const extraStats = useFlag("extra-stats");
  const [selection, setSelection] = useState<Selection>(ALL);
  const result = useMemo(() => computeCalculator(calculator), [calculator]);
  // What a family really pays (treasurer.md section 3): core's figures, the Prices tab's; only with social pricing.
  const social = calculator.socialPricing;
  const figures = useMemo(
    () => (hasSocialPricing(social) ? evaluateFigures(calculator, result).categories : null),
    [calculator, result, social],
  );
  const family = useMemo(() => (figures && social ? familyGist(figures, social) : null), [figures, social]);
  const currency = calculator.currency || "EUR";
  const amount = (value: number) => formatAmount(value, lang, currency);

  if (result.categories.length === 0) {
    return (
      <EmptyState icon="chart" title={t("clubStats.emptyTitle")}>
        {t("clubStats.emptyText")}
      </EmptyState>
    );
  }

  const view = statisticsView(result, selection);
  const several = result.groups.length > 1;
  const options = [
    { value: ALL, label: t("clubStats.all") },
    ...result.categories.map((c) => ({
      value: selectionOf(c.groupIndex, c.categoryIndex),
      label: several ? `${result.groups[c.groupIndex]?.name ?? ""} – ${c.name}` : c.name,
    })),
  ];
  const { pays } = view.shares;
  const received = receivedPerMember(result, view.figures.membership);
  const shown = options.some((o) => o.value === selection) ? selection : ALL;
  const optionOf = (i: number) => {
    const c = result.categories[i];
    return c ? selectionOf(c.groupIndex, c.categoryIndex) : ALL;
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("clubStats.heading")}</h2>
        <SelectField
          className="w-full sm:w-72"
          label={t("clubStats.selector")}
          options={options}
          value={shown}
          onChange={(event) => setSelection(event.target.value)}
        />
      </div>

      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Figure label={t("clubStats.members")} value={String(view.members)} />
        <Figure
          label={t("clubStats.netCost")}
          value={amount(view.figures.netCost)}
          hint={t("clubStats.netCostHint")}
        />
        <Figure
          label={t("clubStats.expenses")}
          value={amount(view.figures.expenses)}
          hint={t("clubStats.expensesHint")}
        />
        <Figure
          label={t("clubStats.realCost")}
          value={amount(view.figures.realCost)}
          hint={t("clubStats.realCostHint")}
        />
      </dl>

      {/* The headline reads the same decomposition as the donut: its percent is the member's slice (issue 31.2). */}
      {pays.kind === "none" ? null : (
        <section
          className="rounded-2xl border border-brand/30 bg-brand-tint p-5"
          data-testid="pays-statement"
        >
          {pays.kind === "share" ? (
            <p className="text-lg sm:text-xl">
              {t("clubStats.paysPrefix")}{" "}
              <strong
                className="text-2xl font-bold tabular-nums text-link sm:text-3xl"
                data-testid="pays-percent"
              >
                {formatPercent(pays.ratio, lang, { maximumFractionDigits: 1 })}
              </strong>{" "}
              {t("clubStats.paysSuffix")}
            </p>
          ) : (
            <p className="text-lg font-semibold sm:text-xl">{t("clubStats.paysMore")}</p>
          )}
          <p className="muted mt-1 text-sm">
            {t("clubStats.paysDetail", {
              membership: amount(shownPrice(view.figures.membership).value),
              realCost: amount(view.figures.realCost),
            })}
          </p>
          {received === null ? null : (
            <p className="muted mt-1 text-sm" data-testid="pays-list-price">
              {t("clubStats.paysListPrice", { received: amount(received) })}
            </p>
          )}
        </section>
      )}

      {family ? (
        <FamilyGistSection
          // One category chosen: its row alone (the rows follow the result's categories, in document order).
          rows={family.filter((_, i) => shown === ALL || optionOf(i) === shown)}
          several={several}
          lang={lang}
          currency={currency}
        />
      ) : null}
      {/* What one family pays for all its members (issue 46.1): the same figures, member by member. */}
      {figures && social ? (
        <FamilySimulatorSection
          categories={figures}
          social={social}
          several={several}
          lang={lang}
          currency={currency}
        />
      ) : null}

      <StatisticsCharts view={view} result={result} lang={lang} currency={currency} extraStats={extraStats} />
      <InKindCards lines={view.inKind} lang={lang} currency={currency} />
    </div>
  );
}
