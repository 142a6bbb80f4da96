import { useTranslation } from "react-i18next";
import { type CategoryResult, formatPercent, safeDiv, shownPrice } from "#core/cost-model/index";
import { marginChipClasses } from "../../lib/margin-colours";
import { useUiLanguage } from "../../lib/i18n";
import { clubLinesPerMember } from "../../lib/calculator-model/per-member-shares";
import { useEditor } from "./editor-context";
import { toneOf } from "./use-money";

/**
 * The budget of one member of the category (cost-model.md): its part of the club-wide lines (shared by N
 * members, or by their keys: season-money.md section 2), the category's own lines shared by n, the net
 * cost A and the membership M.
 */
export function PerMemberLines({ figures }: { figures: CategoryResult }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { doc, money, result } = useEditor();
  const club = clubLinesPerMember(doc, result, figures);
  const price = shownPrice(figures.membership);
  const rows = [
    { key: "globalFees", value: club.globalFees, kind: "fee" },
    { key: "globalSubsidies", value: club.globalSubsidies, kind: "subsidy" },
    // Shared like the global subsidies (treasurer.md section 2); a club without any is not shown a row of 0.
    ...(result.totals.otherRevenues
      ? [{ key: "otherRevenues", value: club.otherRevenues, kind: "subsidy" } as const]
      : []),
    { key: "specificFees", value: safeDiv(figures.categoryFees, figures.members), kind: "fee" },
    { key: "specificSubsidies", value: safeDiv(figures.categorySubsidies, figures.members), kind: "subsidy" },
  ] as const;
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950/60">
      <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t("calculator.perMember.title")}
      </h3>
      <dl className="text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex justify-between gap-3 py-0.5">
            <dt className="text-slate-700 dark:text-slate-300">{t(`calculator.perMember.${row.key}`)}</dt>
            <dd className={`tabular-nums ${toneOf(row.kind, row.value)}`}>{money(row.value)}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-3 border-t border-slate-200 pt-1.5 dark:border-slate-800">
          <dt className="font-medium">{t("calculator.perMember.netCost")}</dt>
          <dd className="font-medium tabular-nums">{money(figures.netCost)}</dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-1.5">
          <dt className="font-semibold">
            {t("calculator.perMember.membership")}
            <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">
              {figures.manual
                ? t("calculator.perMember.manual")
                : t("calculator.perMember.rate", {
                    rate: formatPercent(figures.rate / 100, language, { maximumFractionDigits: 0 }),
                  })}
            </span>
          </dt>
          <dd className="ml-auto flex items-center gap-2">
            <span
              className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${marginChipClasses[figures.marginColour]}`}
            >
              {t(`calculator.margin.${figures.marginColour}`)}
            </span>
            <output
              className="text-lg font-semibold tabular-nums"
              aria-label={t("calculator.perMember.membershipOf", { name: figures.name })}
            >
              {money(price.value)}
            </output>
          </dd>
        </div>
        {price.negative ? (
          <p className="mt-1 text-xs text-amber-800 dark:text-amber-300" data-testid="negative-price-warning">
            {t("calculator.perMember.negativePrice", { amount: money(figures.membership) })}
          </p>
        ) : null}
      </dl>
    </div>
  );
}
