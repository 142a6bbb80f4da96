import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useMemo } from "react";
import { actualsSummary } from "#core/actuals/summary";
import { evaluateFigures, shownPrice } from "#core/cost-model/index";
import { actualsListKey, getActuals, type ActualTransaction } from "../../lib/season-actuals";
import { resultTone } from "../../lib/calculator-model/result-tone";
import { useEditor } from "./editor-context";
import { useNumber } from "./use-money";

/** Below 640 px three figures fit: the members and the real cost wait for wider screens. */
const shownFrom = { always: "", sm: "hidden sm:block", md: "hidden md:block" } as const;

/** No transaction yet (or not loaded): no projected result, the summary stays as it was. */
const noTransactions: ActualTransaction[] = [];

/**
 * The bottom line, always in sight (sticky at the bottom): members, cost per member, real cost, sell total
 * and the forecast result, the Prices tab's figure under its name and coloured by its sign (issue 46.2);
 * once the season has bank transactions, the projected result too, as the Actuals tab names it (46.4).
 */
export function SummaryBar() {
  const { t } = useTranslation();
  const { doc, result, money, actualsOf } = useEditor();
  const number = useNumber();
  // Core's evaluation from the figures already computed: the Prices tab's result, social pricing included.
  const forecast = useMemo(() => evaluateFigures(doc, result).totals.result, [doc, result]);
  // The Actuals tab's query (one key per season), so an import or an assignment there shows here too.
  const list = useQuery({
    queryKey: actualsListKey(actualsOf?.organizationId ?? "", actualsOf?.season ?? ""),
    queryFn: () => getActuals(actualsOf!.organizationId, actualsOf!.season),
    enabled: !!actualsOf,
  });
  const transactions = list.data?.transactions ?? noTransactions;
  const projected = useMemo(
    () =>
      transactions.length === 0
        ? null
        : actualsSummary(
            doc,
            transactions.map((tx) => ({
              amountCents: Math.round(tx.amount * 100),
              target: tx.target ?? null,
            })),
          ).totals.projectedResult,
    [doc, transactions],
  );
  const items = [
    { key: "members", value: number(result.totals.members), from: "sm" as const },
    { key: "costPerMember", value: money(result.average.netCost), from: "always" as const },
    { key: "realCost", value: money(result.average.realCost), from: "md" as const },
    // A total of prices is a price: never shown below 0 (treasurer.md section 4).
    { key: "sellTotal", value: money(shownPrice(result.resell.sellTotal).value), from: "always" as const },
    { key: "result", value: money(forecast), from: "always" as const, tone: resultTone(forecast) },
    ...(projected === null
      ? []
      : [
          { key: "projected", value: money(projected), from: "always" as const, tone: resultTone(projected) },
        ]),
  ];
  return (
    <section
      aria-label={t("calculator.summary.label")}
      data-sticky-summary
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_16px_-8px_rgba(15,23,42,0.25)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95 md:mx-0 md:rounded-2xl md:border md:px-5 print:static print:shadow-none"
    >
      <dl
        className={`grid grid-cols-3 gap-2 sm:grid-cols-4 ${projected === null ? "md:grid-cols-5" : "md:grid-cols-6"}`}
      >
        {items.map((item) => (
          <div
            key={item.key}
            className={`min-w-0 ${shownFrom[item.from]}`}
            data-testid={`summary-${item.key}`}
          >
            <dt className="text-xs leading-tight text-slate-600 dark:text-slate-400">
              {t(`calculator.summary.${item.key}`)}
            </dt>
            <dd className={`truncate text-base font-semibold tabular-nums sm:text-lg ${item.tone ?? ""}`}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
