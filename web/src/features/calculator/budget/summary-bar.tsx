import { useTranslation } from "react-i18next";
import { shownPrice } from "../../../../../core/cost-model";
import { useEditor } from "./editor-context";
import { useNumber } from "./use-money";

/** The bottom line, always in sight (sticky at the bottom): members, cost per member, real cost, sell total. */
export function SummaryBar() {
  const { t } = useTranslation();
  const { result, money } = useEditor();
  const number = useNumber();
  const items = [
    { key: "members", value: number(result.totals.members), wide: false },
    { key: "costPerMember", value: money(result.average.netCost), wide: false },
    { key: "realCost", value: money(result.average.realCost), wide: true },
    // A total of prices is a price: never shown below 0 (treasurer.md section 4).
    { key: "sellTotal", value: money(shownPrice(result.resell.sellTotal).value), wide: false },
  ];
  return (
    <section
      aria-label={t("calculator.summary.label")}
      data-sticky-summary
      className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_16px_-8px_rgba(15,23,42,0.25)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95 md:mx-0 md:rounded-2xl md:border md:px-5 print:static print:shadow-none"
    >
      <dl className="grid grid-cols-3 gap-2 md:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} className={`min-w-0 ${item.wide ? "hidden md:block" : ""}`}>
            <dt className="text-xs leading-tight text-slate-600 dark:text-slate-400">{t(`calculator.summary.${item.key}`)}</dt>
            <dd className="truncate text-base font-semibold tabular-nums sm:text-lg">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
