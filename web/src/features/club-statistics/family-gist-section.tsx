import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type AmountLocale, formatAmount, formatPercent } from "#core/cost-model/index";
import type { FamilyGistRow } from "./family-gist";

interface FamilyGistSectionProps {
  rows: FamilyGistRow[];
  /** Several groups: each category is named with its group. */
  several: boolean;
  lang: AmountLocale;
  currency: string;
}

/**
 * The statistics tab's "what a family really pays" (issue 28, treasurer.md section 3): per category the
 * membership, what the club receives on average, the least a family pays (and what gives it) and the
 * real cost per member. The Prices tab holds the whole table by tier and aid; this is its gist.
 */
export function FamilyGistSection({ rows, several, lang, currency }: FamilyGistSectionProps) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const percent = (value: number) => formatPercent(value, lang, { maximumFractionDigits: 1 });
  const how = (row: FamilyGistRow) => {
    const parts: string[] = [];
    if (row.reduction) {
      const name =
        row.reduction.kind === "tier"
          ? row.reduction.name
          : t("pricing.social.rankOption", { rank: row.reduction.rank });
      parts.push(t("pricing.social.tierWith", { name, percent: percent(row.reduction.pct / 100) }));
    }
    if (row.aid) parts.push(t("clubStats.family.withAid", { name: row.aid.name }));
    return parts.join(", ");
  };
  // One grid for the header and each category: the name, then the four figures. On a phone each category
  // is a small card (its name, then the figures two by two with their labels); from 640 px, a table's rows.
  const columns = "sm:grid sm:grid-cols-[minmax(0,1.1fr)_minmax(0,4fr)] sm:gap-3";
  const figures = "grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4";
  const figure = (label: string, testId: string, value: ReactNode, extra?: ReactNode) => (
    <div className="sm:text-right">
      <dt className="muted text-xs sm:sr-only">{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {extra}
    </div>
  );
  return (
    <section
      className="surface space-y-3 p-4 sm:p-5"
      aria-labelledby="family-gist-heading"
      data-testid="family-gist"
    >
      <div>
        <h3 id="family-gist-heading" className="font-semibold">
          {t("clubStats.family.title")}
        </h3>
        <p className="muted text-sm">{t("clubStats.family.intro")}</p>
      </div>
      <div className="text-sm">
        {/* The column heads, for the eyes only: each figure carries its own label for screen readers. */}
        <div
          className={`hidden border-b border-slate-200 py-2 text-xs font-medium dark:border-slate-800 ${columns}`}
          aria-hidden="true"
        >
          <span>{t("clubStats.family.category")}</span>
          <span className={`${figures} text-right`}>
            <span>{t("clubStats.family.listPrice")}</span>
            <span>{t("clubStats.family.clubReceives")}</span>
            <span>{t("clubStats.family.lowest")}</span>
            <span>{t("clubStats.family.realCost")}</span>
          </span>
        </div>
        <ul
          className="divide-y divide-slate-200 dark:divide-slate-800"
          aria-label={t("clubStats.family.caption")}
        >
          {rows.map((row, i) => {
            const note = how(row);
            return (
              <li
                key={i}
                className={`space-y-2 py-3 sm:space-y-0 ${columns}`}
                data-testid={`family-gist-${row.category}`}
              >
                <p className="font-medium sm:font-normal">
                  {several ? <span className="muted block text-xs font-normal">{row.group}</span> : null}
                  {row.category}
                </p>
                <dl className={figures}>
                  {figure(t("clubStats.family.listPrice"), "family-list", amount(row.listPrice))}
                  {figure(t("clubStats.family.clubReceives"), "family-receives", amount(row.clubReceives))}
                  {figure(
                    t("clubStats.family.lowest"),
                    "family-lowest",
                    <strong className="font-semibold text-link">{amount(row.lowest)}</strong>,
                    <>
                      {note ? <dd className="muted text-xs">{note}</dd> : null}
                      {row.lowestShareOfReal === null ? null : (
                        <dd className="muted text-xs" data-testid="family-share">
                          {t("clubStats.family.shareOfReal", { percent: percent(row.lowestShareOfReal) })}
                        </dd>
                      )}
                    </>,
                  )}
                  {figure(t("clubStats.family.realCost"), "family-real-cost", amount(row.realCost))}
                </dl>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
