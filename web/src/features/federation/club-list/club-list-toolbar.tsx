import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { Button } from "../../../components/button";
import { inputClass } from "../../../components/form-fields";
import { downloadCsv } from "../../../lib/csv-export";
import { CLUBS_CSV_FILE, clubsCsv } from "./clubs-csv";

interface ClubListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  total: number;
  /** The clubs matching the search: what the CSV holds. */
  shown: readonly ClubListRow[];
  refreshing: boolean;
  onRefresh: () => void;
  onAdd: () => void;
}

function RefreshIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={`size-4 ${spinning ? "animate-spin" : ""}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M21 12a9 9 0 1 1-2.64-6.36M21 4v5h-5" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}

/** Search, count, refresh, clubs.csv and add-club, above the list. */
export function ClubListToolbar({
  search,
  onSearch,
  total,
  shown,
  refreshing,
  onRefresh,
  onAdd,
}: ClubListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const filtered = search.trim() !== "";
  const download = () =>
    downloadCsv(
      CLUBS_CSV_FILE,
      clubsCsv(
        shown,
        (column) => t(`federationLists.clubs.csv.${column}`),
        (started) =>
          t(started ? "federationLists.clubs.csv.started" : "federationLists.clubs.csv.notStarted"),
      ),
    );
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t("federationLists.clubs.searchLabel")}
        </label>
        <input
          id={id}
          type="search"
          className={inputClass}
          placeholder={t("federationLists.clubs.searchPlaceholder")}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          autoComplete="off"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p className="muted mr-2 text-sm tabular-nums" aria-live="polite">
          {filtered
            ? t("federationLists.clubs.matches", { count: shown.length, total })
            : t("federationLists.clubs.count", { count: total })}
        </p>
        <Button
          variant="secondary"
          onClick={onRefresh}
          disabled={refreshing}
          aria-busy={refreshing || undefined}
        >
          <RefreshIcon spinning={refreshing} />
          {t("federationLists.clubs.refresh")}
        </Button>
        <Button variant="secondary" onClick={download} disabled={!shown.length}>
          <DownloadIcon />
          {t("federationLists.common.downloadCsv")}
        </Button>
        <Button onClick={onAdd}>{t("federationLists.clubs.add")}</Button>
      </div>
    </div>
  );
}
