import type { ClubHealth } from "#core/schemas/club-health";
import { formatAmount } from "#core/cost-model/index";
import { useUiLanguage } from "../../../lib/i18n";
import { signedPercent } from "./club-health-view";

/** One figure of club health: its name, its value, and what the simulator makes of it. */
export function HealthFigure({
  label,
  value,
  after,
  alarm = false,
}: {
  label: string;
  value: string;
  after?: string;
  alarm?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      {/* The figure after the change wraps under the one of now when a phone's tile is too narrow for both. */}
      <dd
        className={`mt-1 flex flex-wrap items-baseline gap-x-1 text-base font-semibold tabular-nums sm:text-lg ${alarm ? "text-red-700 dark:text-red-400" : ""}`}
      >
        {value}
        {after !== undefined ? (
          <>
            <span aria-hidden="true" className="font-normal text-slate-500">
              →
            </span>
            <span className="sr-only"> / </span>
            {after}
          </>
        ) : null}
      </dd>
    </div>
  );
}

/** The median of a figure across clubs, or "—" when no club has it. */
export function useMedianTexts() {
  const lang = useUiLanguage();
  return {
    perMember: (health: ClubHealth) =>
      health.resultPerMember ? formatAmount(health.resultPerMember.median, lang) : "—",
    priceChange: (health: ClubHealth) =>
      health.priceChange ? signedPercent(health.priceChange.median, lang) : "—",
  };
}
