import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { previousSeason, seasonOf } from "#core/season";
import { listSeasons, seasonsKey } from "../../lib/seasons";

/** Seasons a federation's lists offer: the current one and the four before it. */
const EARLIER_SEASONS = 4;

/**
 * The season of a federation's club list or benchmark (treasurer.md section 1): the current one by
 * default (the server's, from GET calculation/seasons; this device's date until it answers), or an
 * earlier one. `value` undefined: the current season, which the calls then leave out.
 */
export function FederationSeasonSelect({
  federationId,
  value,
  onChange,
}: {
  federationId: string;
  value: string | undefined;
  onChange: (season: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const seasons = useQuery({
    queryKey: seasonsKey(federationId),
    queryFn: () => listSeasons(federationId),
    staleTime: 60 * 60_000,
  });
  const current = seasons.data?.current ?? seasonOf(new Date());
  const options = [current];
  while (options.length <= EARLIER_SEASONS) options.push(previousSeason(options[options.length - 1]!));
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-800 dark:text-slate-200">
        {t("seasons.federation.label")}
      </label>
      <select
        id={id}
        value={value ?? current}
        onChange={(event) => onChange(event.target.value === current ? undefined : event.target.value)}
        className="min-h-10 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
      >
        {options.map((season) => (
          <option key={season} value={season}>
            {season === current ? t("seasons.currentOption", { season }) : season}
          </option>
        ))}
      </select>
    </div>
  );
}
