import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ClubListRow } from "#core/schemas/federation-lists";
import { Chevron } from "./chevron";
import { clubCells } from "./club-cells";
import type { ClubSort, SortKey } from "./club-sort";

interface ClubRowsProps {
  clubs: readonly ClubListRow[];
  expanded: ReadonlySet<string>;
  onToggle: (clubId: string) => void;
  /** The expanded content of a club (its details panel). */
  details: (club: ClubListRow) => ReactNode;
  sort: ClubSort | null;
  onSort: (key: SortKey) => void;
}

/**
 * A figure of the list, or "—" with words for screen readers when the club has none (clubCells): none
 * yet, or none because it has not started the listed season.
 */
function Figure({ text, started }: { text: string | null; started: boolean }) {
  const { t } = useTranslation();
  if (text !== null) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">
        {t(started ? "federationLists.clubs.noFigures" : "federationLists.clubs.notStarted")}
      </span>
    </>
  );
}

/** Beside the name of a club that has not started the listed season (issue 38.3): said, not only shown as empty figures. */
function NotStarted({ started }: { started: boolean }) {
  const { t } = useTranslation();
  if (started) return null;
  return (
    <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-slate-100 px-2 py-0.5 text-xs font-normal text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      {t("federationLists.clubs.notStarted")}
    </span>
  );
}

// Nine columns since the forecast result (issue 44): a narrower gap keeps the creation date in view beside the drawer.
const head =
  "px-2 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400";
/** A deficit reads as one: the fee colour of the design brief (muted red), in both themes. */
const deficit = "text-red-700 dark:text-red-400";

/** A column title that orders the list (issue 44): a button in the header, its order said by aria-sort. */
function SortHeader({
  column,
  sort,
  onSort,
  numeric = false,
}: {
  column: SortKey;
  sort: ClubSort | null;
  onSort: (key: SortKey) => void;
  numeric?: boolean;
}) {
  const { t } = useTranslation();
  const active = sort?.key === column;
  const arrow = !active ? "↕" : sort.direction === "ascending" ? "↑" : "↓";
  return (
    <th className={`${head} ${numeric ? "text-right" : ""}`} aria-sort={active ? sort.direction : "none"}>
      <button
        type="button"
        className={`inline-flex items-center gap-1 rounded uppercase tracking-wide hover:text-slate-900 dark:hover:text-slate-100 ${active ? "text-slate-900 dark:text-slate-100" : ""}`}
        onClick={() => onSort(column)}
      >
        {t(`federationLists.clubs.columns.${column}`)}
        <span aria-hidden="true" className={active ? "" : "opacity-40"}>
          {arrow}
        </span>
      </button>
    </th>
  );
}
const cell = "px-2 py-2.5 align-middle";
const number = "whitespace-nowrap text-right tabular-nums";

/** Desktop: the table of product.md screen 7, each row expandable in place. */
export function ClubTable({ clubs, expanded, onToggle, details, sort, onSort }: ClubRowsProps) {
  const { t, i18n } = useTranslation();
  const column = (key: string) => t(`federationLists.clubs.columns.${key}`);
  return (
    <div className="surface overflow-x-auto">
      <table className="w-full min-w-[860px] border-collapse text-sm">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            <th className={`${head} w-10`}>
              <span className="sr-only">{column("details")}</span>
            </th>
            {(["code", "name", "zipCode", "league"] as const).map((key) => (
              <SortHeader key={key} column={key} sort={sort} onSort={onSort} />
            ))}
            {(["members", "globalFees", "result", "createdAt"] as const).map((key) => (
              <SortHeader key={key} column={key} sort={sort} onSort={onSort} numeric />
            ))}
          </tr>
        </thead>
        <tbody>
          {clubs.map((club) => {
            const open = expanded.has(club.id);
            const cells = clubCells(club, i18n.language);
            return (
              <Fragment key={club.id}>
                <tr
                  className={`border-b border-slate-100 dark:border-slate-800/70 ${open ? "bg-brand-tint" : "hover:bg-slate-50 dark:hover:bg-slate-800/40"}`}
                >
                  <td className={`${cell} pr-0`}>
                    <button
                      type="button"
                      className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-200 dark:text-slate-300 dark:hover:bg-slate-700"
                      aria-expanded={open}
                      aria-controls={`club-details-${club.id}`}
                      aria-label={t(
                        open ? "federationLists.clubs.collapse" : "federationLists.clubs.expand",
                        { name: club.name },
                      )}
                      onClick={() => onToggle(club.id)}
                    >
                      <Chevron open={open} />
                    </button>
                  </td>
                  <td className={`${cell} font-mono text-xs`}>{club.code}</td>
                  <td className={`${cell} font-medium`}>
                    {club.name}
                    <NotStarted started={cells.started} />
                  </td>
                  <td className={`${cell} tabular-nums`}>{club.zipCode}</td>
                  <td className={cell}>{club.league}</td>
                  <td className={`${cell} ${number}`}>
                    <Figure text={cells.members} started={cells.started} />
                  </td>
                  <td className={`${cell} ${number}`}>
                    <Figure text={cells.globalFees} started={cells.started} />
                  </td>
                  <td className={`${cell} ${number} ${cells.resultNegative ? deficit : ""}`}>
                    <Figure text={cells.result} started={cells.started} />
                  </td>
                  <td className={`${cell} ${number}`}>{cells.createdAt}</td>
                </tr>
                {open ? (
                  <tr
                    id={`club-details-${club.id}`}
                    className="border-b border-slate-200 bg-slate-50/70 dark:border-slate-800 dark:bg-slate-950/40"
                  >
                    <td colSpan={9} className="px-5 py-4">
                      {details(club)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Phone: each club is a stacked card; the same details open below its figures. */
export function ClubCards({ clubs, expanded, onToggle, details }: ClubRowsProps) {
  const { t, i18n } = useTranslation();
  const column = (key: string) => t(`federationLists.clubs.columns.${key}`);
  return (
    <ul className="space-y-3">
      {clubs.map((club) => {
        const open = expanded.has(club.id);
        const cells = clubCells(club, i18n.language);
        return (
          <li key={club.id} className="surface overflow-hidden">
            <button
              type="button"
              className="flex w-full items-start gap-3 px-4 py-3 text-left"
              aria-expanded={open}
              aria-controls={`club-card-${club.id}`}
              aria-label={t(open ? "federationLists.clubs.collapse" : "federationLists.clubs.expand", {
                name: club.name,
              })}
              onClick={() => onToggle(club.id)}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">
                  {club.name}
                  <NotStarted started={cells.started} />
                </span>
                <span className="muted block text-xs">
                  <span className="font-mono">{club.code}</span> · {club.zipCode} · {club.league}
                </span>
              </span>
              <span className="mt-0.5 text-slate-500 dark:text-slate-400">
                <Chevron open={open} />
              </span>
            </button>
            <dl className="grid grid-cols-2 gap-2 border-t border-slate-100 px-4 py-2.5 text-sm dark:border-slate-800">
              {(["members", "globalFees", "result", "createdAt"] as const).map((key) => (
                <div key={key} className="min-w-0">
                  <dt className="text-xs text-slate-600 dark:text-slate-400">{column(key)}</dt>
                  <dd className={`tabular-nums ${key === "result" && cells.resultNegative ? deficit : ""}`}>
                    {key === "createdAt" ? (
                      cells.createdAt
                    ) : (
                      <Figure text={cells[key]} started={cells.started} />
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {open ? (
              <div
                id={`club-card-${club.id}`}
                className="border-t border-slate-200 bg-slate-50/70 px-4 py-3 dark:border-slate-800 dark:bg-slate-950/40"
              >
                {details(club)}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
