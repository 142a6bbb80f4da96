import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { computeCalculator, formatAmount } from "#core/cost-model/index";
import { EmptyState } from "../../components/empty-state";
import { useUiLanguage } from "../../lib/i18n";
import type { CalculatorTabProps } from "../../lib/calculator-model/tab-contracts";
import { TabHeading } from "../../components/calculator/tab-heading";
import { SectionsChart } from "./sections-chart";
import { downloadSectionsCsv } from "./sections-download";
import { SectionsTable } from "./sections-table";
import { sectionsView, whoPaysForWhom } from "./sections-view";

/**
 * The budget by section (season-money.md section 2): each group's members, charges, subsidies and
 * revenues, memberships, in kind and result, the club's total beneath, who pays for whom in words and
 * in a chart, and the CSV subsidy files ask for.
 */
export function SectionsTab({ calculator, club, season, saveFirst }: CalculatorTabProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const computed = useMemo(() => computeCalculator(calculator), [calculator]);
  const view = useMemo(() => sectionsView(calculator, computed), [calculator, computed]);
  const currency = calculator.currency || "EUR";
  const amount = (value: number) => formatAmount(value, lang, currency);

  if (computed.categories.length === 0)
    return (
      <EmptyState icon="chart" title={t("calculator.bySection.emptyTitle")}>
        {t("calculator.bySection.emptyText")}
      </EmptyState>
    );

  const { payers, paidFor, even } = whoPaysForWhom(view.sections);
  const list = (names: string[]) => new Intl.ListFormat(lang, { type: "conjunction" }).format(names);
  const parts = [
    ...payers.map((s) => t("calculator.bySection.brings", { name: s.name, amount: amount(s.result) })),
    ...paidFor.map((s) => t("calculator.bySection.costs", { name: s.name, amount: amount(-s.result) })),
    ...even.map((s) => t("calculator.bySection.even", { name: s.name })),
  ];
  const verdict =
    payers.length && paidFor.length
      ? t("calculator.bySection.pays", {
          payers: list(payers.map((s) => s.name)),
          paidFor: list(paidFor.map((s) => s.name)),
          count: payers.length,
        })
      : paidFor.length
        ? t("calculator.bySection.noneCovers")
        : t("calculator.bySection.allCover");
  const download = () => downloadSectionsCsv(club.id, season, saveFirst ?? (async () => true));

  return (
    <div className="space-y-6">
      <TabHeading
        heading={t("calculator.bySection.heading")}
        intro={t("calculator.bySection.intro")}
        download={{
          label: t("calculator.bySection.download"),
          hint: t("calculator.bySection.downloadHint"),
          failed: t("calculator.bySection.downloadFailed"),
          run: download,
        }}
      />

      <section
        className="rounded-2xl border border-brand/30 bg-brand-tint p-5"
        data-testid="sections-statement"
      >
        {view.sections.length > 1 ? (
          <p className="text-lg font-semibold">{verdict}</p>
        ) : (
          <p className="text-sm">{t("calculator.bySection.oneGroup")}</p>
        )}
        {parts.length ? <p className="mt-1 text-sm">{parts.join(lang === "fr" ? " ; " : "; ")}.</p> : null}
      </section>

      <section className="surface overflow-x-auto p-2 max-sm:border-0 max-sm:bg-transparent max-sm:p-0 max-sm:shadow-none max-sm:ring-0 sm:p-3">
        <SectionsTable view={view} lang={lang} currency={currency} />
      </section>

      <SectionsChart sections={view.sections} lang={lang} currency={currency} />
    </div>
  );
}
