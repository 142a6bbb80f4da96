import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SORT_KEYS, type ClubSort, type SortKey } from "./club-sort";

/** On a phone the cards have no column titles: the order is chosen here (issue 44), by column and direction. */
export function ClubSortSelect({
  sort,
  onChange,
}: {
  sort: ClubSort | null;
  onChange: (sort: ClubSort | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const direction = sort?.direction ?? "ascending";
  return (
    <div className="mb-3 flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t("federationLists.clubs.sort.label")}</label>
      <select
        id={id}
        value={sort?.key ?? ""}
        onChange={(event) =>
          onChange(event.target.value ? { key: event.target.value as SortKey, direction } : null)
        }
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-950"
      >
        <option value="">{t("federationLists.clubs.sort.newest")}</option>
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`federationLists.clubs.columns.${key}`)}
          </option>
        ))}
      </select>
      {sort ? (
        <button
          type="button"
          className="rounded-md border border-slate-300 px-2.5 py-1.5 dark:border-slate-700"
          onClick={() =>
            onChange({ key: sort.key, direction: direction === "ascending" ? "descending" : "ascending" })
          }
        >
          {t(
            direction === "ascending"
              ? "federationLists.clubs.sort.ascending"
              : "federationLists.clubs.sort.descending",
          )}
        </button>
      ) : null}
    </div>
  );
}
