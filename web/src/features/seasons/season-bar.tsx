import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/button";
import { CalcIcon } from "../../components/calculator/calc-icons";
import { canStartNext, nextSeason, previousSeason } from "./season-names";
import { listSeasons, type SeasonList, seasonsKey } from "./seasons-api";

/** GET calculation/seasons: the current season (the server's) and the seasons that have a calculator. */
export function useSeasons(organizationId: string) {
  return useQuery({
    queryKey: seasonsKey(organizationId),
    queryFn: () => listSeasons(organizationId),
    staleTime: 60_000,
  });
}

interface SeasonBarProps {
  list: SeasonList | undefined;
  /** The season shown, as the server answered it with the document. */
  shown: string;
  /** Another season asked for (the select, "open it" after a copy); undefined: the current one. */
  onOpen: (season: string | undefined) => void;
  onStartNext: (from: string, to: string) => void;
  /** The comparison is open: it has its own way back. */
  comparing: boolean;
  onCompare: () => void;
}

const selectClass =
  "min-h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

/** The seasons a select offers: every saved one, the current one and the one shown, newest first. */
export function seasonOptions(list: SeasonList | undefined, shown: string): string[] {
  const all = new Set([
    shown,
    ...(list ? [list.current] : []),
    ...(list?.seasons.map((s) => s.season) ?? []),
  ]);
  return [...all].sort().reverse();
}

/**
 * Whether "start next season from this one" is offered: up to one season ahead of the current one, and
 * never when the next season already has a calculator (issue 46.4: the select opens it; starting it
 * again could only fail with "this season exists").
 */
export function offersStartNext(list: SeasonList | undefined, shown: string): boolean {
  if (!list || !canStartNext(shown, list.current)) return false;
  const next = nextSeason(shown);
  return !list.seasons.some((s) => s.season === next);
}

/**
 * The calculator's season (treasurer.md section 1): which one is shown, a notice when it is not the
 * current one, "start next season from this one" (up to one season ahead) and the comparison with N-1.
 */
export function SeasonBar({ list, shown, onOpen, onStartNext, comparing, onCompare }: SeasonBarProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const current = list?.current;
  const before = previousSeason(shown);
  const hasBefore = !!list?.seasons.some((s) => s.season === before);
  const saved = !!list?.seasons.some((s) => s.season === shown);
  const optionText = (season: string) =>
    season === current
      ? t("seasons.currentOption", { season })
      : current && season === nextSeason(current)
        ? t("seasons.nextOption", { season })
        : season;

  return (
    <div className="mb-4 print:hidden" data-testid="season-bar">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("seasons.label")}
        </label>
        <select
          id={selectId}
          className={selectClass}
          value={shown}
          onChange={(event) => onOpen(event.target.value === current ? undefined : event.target.value)}
        >
          {seasonOptions(list, shown).map((season) => (
            <option key={season} value={season}>
              {optionText(season)}
            </option>
          ))}
        </select>
        {list && !saved && hasBefore ? (
          // A season not saved yet (the current one, the day after 31 August): made from the one before.
          <Button onClick={() => onStartNext(before, shown)}>
            <CalcIcon name="copy" className="size-4" />
            {t("seasons.startFrom", { season: shown, from: before })}
          </Button>
        ) : offersStartNext(list, shown) ? (
          <Button variant="secondary" onClick={() => onStartNext(shown, nextSeason(shown))}>
            <CalcIcon name="copy" className="size-4" />
            {t("seasons.startNext", { season: nextSeason(shown) })}
          </Button>
        ) : null}
        {hasBefore && saved && !comparing ? (
          <Button variant="secondary" onClick={onCompare}>
            <CalcIcon name="history" className="size-4" />
            {t("seasons.compare", { season: before })}
          </Button>
        ) : null}
      </div>
      {current && shown !== current ? (
        <p
          className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
          role="status"
        >
          <span>
            {t(shown < current ? "seasons.earlierNotice" : "seasons.nextNotice", { season: shown })}
          </span>
          <button
            type="button"
            className="font-medium text-link underline underline-offset-2"
            onClick={() => onOpen(undefined)}
          >
            {t("seasons.backToCurrent")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
