import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { seasonOf } from "#core/season";
import { PanelSkeleton } from "../../components/skeleton";
import { useUiLanguage } from "../../lib/i18n";
import type { CalculatorTabProps } from "../../lib/calculator-model/tab-contracts";
import { TabHeading } from "../../components/calculator/tab-heading";
import { actualsKey, downloadCerfa15059, getActuals, getSummary } from "../../lib/actuals-api";
import { targetOptions } from "./actuals-view";
import { BudgetPanel } from "./budget-panel";
import { ExplanationsPanel } from "./explanations-panel";
import { ImportPanel } from "./import-panel";
import { ReceiptForm } from "./receipt-form";
import { TransactionsPanel } from "./transactions-panel";

/**
 * The Actuals tab (season-money.md section 4, issue 42): the bank beside the forecast. The figures come
 * from the server (GET actuals and actuals/summary), which reads the saved calculator: pending edits are
 * saved first, so a line just added can be assigned and the budget compared is the one on screen.
 */
export function ActualsTab({ calculator, club, season, saveFirst }: CalculatorTabProps) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const queries = useQueryClient();
  const shownSeason = season ?? seasonOf(new Date());
  const currency = calculator.currency || "EUR";
  const key = actualsKey(club.id, shownSeason);
  const list = useQuery({ queryKey: [...key, "list"], queryFn: () => getActuals(club.id, shownSeason) });
  const summary = useQuery({
    queryKey: [...key, "summary"],
    queryFn: async () => {
      await saveFirst?.();
      return getSummary(club.id, shownSeason);
    },
  });
  const options = useMemo(
    () =>
      targetOptions(
        calculator,
        (name) => t("actuals.budget.membershipsOf", { name }),
        t("actuals.budget.unsplit"),
      ),
    [calculator, t],
  );
  const changed = () => void queries.invalidateQueries({ queryKey: key });

  const download = async () => {
    if (saveFirst && !(await saveFirst())) return false;
    await downloadCerfa15059(club.id, shownSeason);
    return true;
  };

  return (
    <div className="space-y-6">
      <TabHeading
        heading={t("actuals.heading")}
        intro={t("actuals.intro")}
        headingOnPaper={false}
        download={{
          label: t("actuals.budget.download"),
          hint: t("actuals.budget.downloadHint"),
          failed: t("actuals.budget.downloadFailed"),
          run: download,
        }}
      />
      <div className="print:hidden">
        <ImportPanel organizationId={club.id} season={shownSeason} onChanged={changed} />
      </div>
      {summary.data ? (
        <BudgetPanel summary={summary.data} lang={lang} currency={currency} />
      ) : summary.isError ? (
        // No skeleton left waiting: a print waits for every placeholder to go.
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t("actuals.budget.unavailable")}
        </p>
      ) : (
        <PanelSkeleton label={t("common.loading")} />
      )}
      {list.data ? (
        list.data.transactions.length ? (
          <TransactionsPanel
            organizationId={club.id}
            list={list.data}
            options={options}
            lang={lang}
            currency={currency}
            onChanged={changed}
          />
        ) : (
          <p className="muted text-sm">{t("actuals.budget.empty")}</p>
        )
      ) : null}
      {summary.data && list.data && list.data.transactions.length ? (
        <ExplanationsPanel
          organizationId={club.id}
          season={shownSeason}
          summary={summary.data}
          explanations={list.data.explanations}
          lang={lang}
          currency={currency}
          onChanged={changed}
        />
      ) : null}
      <div className="print:hidden">
        <ReceiptForm organizationId={club.id} season={shownSeason} options={options} onChanged={changed} />
      </div>
      <p className="muted text-xs">{t("actuals.saveFirst")}</p>
    </div>
  );
}
