import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  type AmountLocale,
  type EvaluatedCategory,
  familyPaysTable,
  formatAmount,
  formatPercent,
} from "#core/cost-model/index";
import type { SocialPricing } from "#core/schemas/calculator";
import { SelectField } from "../../../components/form-fields";

interface FamilyPaysProps {
  categories: EvaluatedCategory[];
  social: SocialPricing;
  several: boolean;
  lang: AmountLocale;
  currency: string;
}

/** "What a family pays" for one category at a time (a phone has room for one table): tiers by row, aids by column. */
export function FamilyPays({ categories, social, several, lang, currency }: FamilyPaysProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const index = chosen < categories.length ? chosen : 0;
  const category = categories[index];
  if (!category) return null;
  const amount = (value: number) => formatAmount(value, lang, currency);
  const nameOf = (c: EvaluatedCategory) => (several ? `${c.group} – ${c.category}` : c.category);
  const rows = familyPaysTable(Math.max(0, category.M), social);
  const captionId = "family-pays-caption";
  // A tier of 0 % (a new one, say) says so in words: "(−0 %)" reads like a bug.
  const tierLabel = ({ tier, pct }: (typeof rows)[number]) =>
    tier === null
      ? t("pricing.social.fullPrice")
      : pct > 0
        ? t("pricing.social.tierWith", { name: tier, percent: formatPercent(pct / 100, lang) })
        : t("pricing.social.tierNoDiscount", { name: tier });
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4 className="text-sm font-semibold">{t("pricing.social.familyPays")}</h4>
        <SelectField
          className="w-full sm:w-64"
          label={t("pricing.social.category")}
          value={String(index)}
          options={categories.map((c, i) => ({ value: String(i), label: nameOf(c) }))}
          onChange={(event) => setChosen(Number(event.target.value))}
        />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-labelledby={captionId} data-testid="family-pays">
          <caption id={captionId} className="sr-only">
            {t("pricing.social.familyPaysFor", { name: nameOf(category) })}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                {t("pricing.social.tier")}
              </th>
              {rows[0]?.cells.map((cell, i) => (
                <th key={i} scope="col" className="px-3 py-2 text-right font-medium">
                  {cell.aid === null
                    ? t("pricing.social.noAid")
                    : t("pricing.social.withAid", { name: cell.aid, amount: amount(cell.amount) })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.map((row, r) => (
              <tr key={r}>
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  {tierLabel(row)}
                </th>
                {row.cells.map((cell, c) => (
                  <td key={c} className="px-3 py-2 text-right tabular-nums">
                    {amount(cell.pays)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
