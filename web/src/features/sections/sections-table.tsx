import { useTranslation } from "react-i18next";
import { type AmountLocale, formatAmount, formatNumber } from "#core/cost-model/index";
import { SECTION_COLUMNS, type SectionRow, type SectionsView } from "./sections-view";

const resultTone = (value: number) =>
  value < 0 ? "text-red-700 dark:text-red-400" : value > 0 ? "text-green-700 dark:text-green-400" : "";

// A phone has no room for seven columns (design-brief.md: tables become stacked cards): below 640 px each
// row is a card and each cell says its column's name (data-label), with one table for both widths.
const cellClass =
  "px-3 py-2 text-right tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-3 max-sm:px-0 max-sm:py-0.5 max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-slate-400";

/** Each section's money and the club's total row, which the rows add up to, to the cent. */
export function SectionsTable({
  view,
  lang,
  currency,
}: {
  view: SectionsView;
  lang: AmountLocale;
  currency: string;
}) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  const label = (column: string) => t(`calculator.bySection.columns.${column}`);
  const row = (section: SectionRow, club: boolean) => (
    <tr
      key={club ? "club" : section.groupIndex}
      data-testid={club ? "section-club" : `section-${section.groupIndex}`}
      className={`max-sm:mb-3 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:p-3 dark:max-sm:border-slate-800 ${
        club
          ? "bg-slate-50 font-semibold dark:bg-slate-950/60 sm:border-t-2 sm:border-slate-300 dark:sm:border-slate-700"
          : "border-t border-slate-100 dark:border-slate-800"
      }`}
    >
      <th scope="row" className="px-3 py-2 text-left font-semibold max-sm:block max-sm:px-0 max-sm:pb-1">
        {club ? t("calculator.bySection.club") : section.name}
      </th>
      <td data-label={label("members")} data-column="members" className={cellClass}>
        {formatNumber(section.members, lang)}
      </td>
      {SECTION_COLUMNS.map((column) => (
        <td
          key={column}
          data-label={label(column)}
          data-column={column}
          className={`${cellClass} ${column === "charges" && section.charges !== 0 ? "text-red-700 dark:text-red-400" : ""} ${column === "result" ? `font-semibold ${resultTone(section.result)}` : ""}`}
        >
          {amount(column === "charges" ? -section.charges : section[column])}
        </td>
      ))}
    </tr>
  );
  return (
    <table className="w-full text-sm max-sm:block" aria-label={t("calculator.bySection.tableLabel")}>
      <thead className="max-sm:sr-only">
        <tr className="text-xs text-slate-600 dark:text-slate-400">
          <th scope="col" className="px-3 py-2 text-left font-medium">
            {label("section")}
          </th>
          {["members", ...SECTION_COLUMNS].map((column) => (
            <th key={column} scope="col" className="px-3 py-2 text-right font-medium">
              {label(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {view.sections.map((section) => row(section, false))}
        {row(view.club, true)}
      </tbody>
    </table>
  );
}
