import { useTranslation } from "react-i18next";
import { computeCalculator, formatAmount } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";
import { useUiLanguage } from "../../../lib/i18n";

interface VersionColumn {
  title: string;
  /** Who saved and when, or "your changes, not saved yet". */
  caption: string;
  doc: Calculator;
}

/** Two (or more) versions of the calculator side by side, by the figures a treasurer recognises. */
export function VersionFigures({ columns }: { columns: VersionColumn[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const figures = columns.map((column) => ({ column, result: computeCalculator(column.doc) }));
  const money = (value: number, currency: string) => formatAmount(value, language, currency);
  const rows = [
    { key: "members", value: (r: (typeof figures)[number]) => String(r.result.totals.members) },
    { key: "categories", value: (r: (typeof figures)[number]) => String(r.result.totals.categories) },
    {
      key: "lines",
      value: (r: (typeof figures)[number]) =>
        String(
          r.column.doc.federalFees.length +
            r.column.doc.internalFees.length +
            r.column.doc.globalSubsidies.length,
        ),
    },
    {
      key: "budget",
      value: (r: (typeof figures)[number]) => money(r.result.resell.estimatedBudget, r.column.doc.currency),
    },
    {
      key: "costPerMember",
      value: (r: (typeof figures)[number]) => money(r.result.average.netCost, r.column.doc.currency),
    },
    {
      key: "sellTotal",
      value: (r: (typeof figures)[number]) => money(r.result.resell.sellTotal, r.column.doc.currency),
    },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-700">
            <th scope="col" className="py-2 pr-2 text-left font-normal text-slate-600 dark:text-slate-400">
              <span className="sr-only">{t("calculator.versions.figure")}</span>
            </th>
            {figures.map(({ column }) => (
              <th key={column.title} scope="col" className="px-2 py-2 text-right align-bottom">
                <span className="block font-semibold">{column.title}</span>
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                  {column.caption}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <th
                scope="row"
                className="py-1.5 pr-2 text-left font-normal text-slate-700 dark:text-slate-300"
              >
                {t(`calculator.versions.${row.key}`)}
              </th>
              {figures.map((item) => (
                <td key={item.column.title} className="px-2 py-1.5 text-right tabular-nums">
                  {row.value(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
