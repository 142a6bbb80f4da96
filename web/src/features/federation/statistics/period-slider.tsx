import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PERIOD_FIRST_DAY, PERIOD_LAST_DAY, periodWindow } from "#core/statistics-period";
import { formatDate } from "../../../lib/format";
import type { Period } from "./statistics-api";

const presets = [7, 30, 90, 365] as const;
/** Dragging does not call the server on every step: the period applies once the thumb rests. */
const SETTLE_MS = 350;
const span = PERIOD_LAST_DAY - PERIOD_FIRST_DAY;

const thumb =
  "pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 appearance-none bg-transparent " +
  "[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full " +
  "[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-white [&::-webkit-slider-thumb]:bg-brand [&::-webkit-slider-thumb]:shadow dark:[&::-webkit-slider-thumb]:border-slate-900 " +
  "[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 " +
  "[&::-moz-range-thumb]:border-white [&::-moz-range-thumb]:bg-brand focus-visible:outline-none focus-visible:[&::-webkit-slider-thumb]:outline-2 focus-visible:[&::-webkit-slider-thumb]:outline-[var(--cc-link)]";

/** Two-thumb range from -365 to -1 days (product.md section 9), with quick choices and the dates it covers. */
export function PeriodSlider({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.from === value.from && draft.to === value.to) return;
    const timer = setTimeout(() => onChange(draft), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);

  const now = Date.now();
  const { start, end } = periodWindow(now, draft.from, draft.to);
  const days = draft.to - draft.from + 1;
  // The period starts `-from` days ago and ends `-(to + 1)` days ago (0: now).
  const ago = (days: number) =>
    days === 0
      ? t("federationLists.stats.period.today")
      : t("federationLists.stats.period.daysAgo", { count: days });
  const percent = (offset: number) => ((offset - PERIOD_FIRST_DAY) / span) * 100;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{t("federationLists.stats.period.lead")}</span>{" "}
          <span className="tabular-nums">
            {t("federationLists.stats.period.summary", {
              start: formatDate(start),
              end: formatDate(end - 1),
            })}{" "}
            · {t("federationLists.stats.period.days", { count: days })}
          </span>
        </p>
        <div className="flex flex-wrap gap-1">
          {presets.map((n) => {
            const active = draft.from === -n && draft.to === PERIOD_LAST_DAY;
            return (
              <button
                key={n}
                type="button"
                aria-pressed={active}
                onClick={() => setDraft({ from: -n, to: PERIOD_LAST_DAY })}
                className={`rounded-full border px-2.5 py-1 text-xs font-medium ${active ? "border-transparent bg-brand text-on-brand" : "border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"}`}
              >
                {t("federationLists.stats.period.last", { count: n })}
              </button>
            );
          })}
        </div>
      </div>
      <div className="relative mx-2.5 h-6">
        <div className="absolute inset-x-0 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-slate-200 dark:bg-slate-700" />
        <div
          className="absolute top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-brand"
          style={{ left: `${percent(draft.from)}%`, right: `${100 - percent(draft.to)}%` }}
        />
        <input
          type="range"
          className={thumb}
          min={PERIOD_FIRST_DAY}
          max={PERIOD_LAST_DAY}
          value={draft.from}
          aria-label={t("federationLists.stats.period.from")}
          aria-valuetext={ago(-draft.from)}
          onChange={(event) =>
            setDraft((current) => ({ ...current, from: Math.min(Number(event.target.value), current.to) }))
          }
        />
        <input
          type="range"
          className={thumb}
          min={PERIOD_FIRST_DAY}
          max={PERIOD_LAST_DAY}
          value={draft.to}
          aria-label={t("federationLists.stats.period.to")}
          aria-valuetext={ago(-(draft.to + 1))}
          onChange={(event) =>
            setDraft((current) => ({ ...current, to: Math.max(Number(event.target.value), current.from) }))
          }
        />
      </div>
      {/* The scale's ends in words ("365 days ago", "today"), not the API's day offsets -365 and -1. */}
      <div className="muted flex justify-between text-xs tabular-nums" aria-hidden="true">
        <span>{ago(-PERIOD_FIRST_DAY)}</span>
        <span>{ago(-(PERIOD_LAST_DAY + 1))}</span>
      </div>
    </div>
  );
}
