import { useTranslation } from "react-i18next";
import { type AmountLocale, formatAmount } from "#core/cost-model/index";
import type { ComparisonRow } from "./comparison-rows";
import { resultTone } from "../../../lib/calculator-model/result-tone";

interface ComparisonProps {
  rows: ComparisonRow[];
  names: string[];
  ids: string[];
  lang: AmountLocale;
  currency: string;
}

/** Each scenario beside today: a table on desktop, one stacked card per scenario on a phone (design-brief.md). */
export function ScenarioComparison({ rows, names, ids, lang, currency }: ComparisonProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const label = (row: ComparisonRow) =>
    t(`pricing.scenarios.figures.${row.figure}`, { name: row.category ?? "" });
  // The result and the margins say their sign in colour; amounts of money paid or owed stay neutral.
  const tone = (row: ComparisonRow, value: number) =>
    row.figure === "result" || row.figure.toLowerCase().includes("margin") ? resultTone(value) : "";
  return (
    <section className="space-y-3" aria-labelledby="scenario-compare-heading">
      <h3 id="scenario-compare-heading" className="text-base font-semibold">
        {t("pricing.scenarios.compare")}
      </h3>

      <div className="surface hidden overflow-x-auto md:block">
        <table className="w-full text-sm" data-testid="scenario-table">
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="px-4 py-2 text-left font-medium">
                {t("pricing.scenarios.figure")}
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                {t("pricing.scenarios.today")}
              </th>
              {names.map((name, i) => (
                <th key={ids[i]} scope="col" className="px-4 py-2 text-right font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row) => (
              <tr key={row.key} className={row.figure === "result" ? "font-semibold" : ""}>
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {label(row)}
                </th>
                <td className={`px-4 py-2 text-right tabular-nums ${tone(row, row.today)}`}>
                  {amount(row.today)}
                </td>
                {row.scenarios.map((value, i) => (
                  <td
                    key={ids[i]}
                    className={`px-4 py-2 text-right tabular-nums ${tone(row, value)}`}
                    data-testid={`compare-${row.key}-${ids[i]}`}
                  >
                    {amount(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden">
        {names.map((name, i) => (
          <li key={ids[i]} className="surface p-4">
            <h4 className="mb-2 font-semibold">{name}</h4>
            <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
              {rows.map((row) => (
                <div key={row.key} className="flex items-baseline justify-between gap-3 py-1.5">
                  <dt className="min-w-0">{label(row)}</dt>
                  <dd className="text-right tabular-nums">
                    <span className={`block font-medium ${tone(row, row.scenarios[i] ?? 0)}`}>
                      {amount(row.scenarios[i] ?? 0)}
                    </span>
                    <span className="muted block text-xs whitespace-nowrap">
                      {t("pricing.scenarios.today")} {amount(row.today)}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
