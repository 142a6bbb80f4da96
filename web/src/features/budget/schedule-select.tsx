import { useTranslation } from "react-i18next";
import {
  DEFAULT_SCHEDULES,
  SEASON_MONTHS,
  type MoneyKind,
  type Schedule as AnySchedule,
} from "#core/cash-plan/index";
import { CalcIcon } from "../../components/calculator/calc-icons";
import {
  choiceOfSchedule,
  PRESET_NAMES,
  type Schedule,
  type ScheduleChoice,
  scheduleOfChoice,
} from "../../lib/calculator-model/schedule-choices";

interface ScheduleSelectProps {
  /** The line's (or the category's) name, for the select's accessible name. */
  name: string;
  schedule: Schedule | null | undefined;
  /** Which list the line is in: its default schedule (season-money.md section 5). */
  kind: MoneyKind;
  onChange: (schedule: Schedule | undefined) => void;
  disabled?: boolean;
}

const monthName = (month: number, language: string, width: "short" | "long") =>
  new Intl.DateTimeFormat(language, { month: width, timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );

/** A schedule in a few characters for the face: "Monthly", "Oct", "3×". */
function shortText(schedule: AnySchedule, language: string, monthlyShort: string): string {
  if (schedule === "monthly") return monthlyShort;
  if (schedule.months.length === 1) return monthName(schedule.months[0], language, "short");
  return `${schedule.months.length}×`;
}

/** The months of a schedule in season order, in words ("September, October, November"). */
function monthsText(schedule: AnySchedule, language: string, monthly: string): string {
  if (schedule === "monthly") return monthly;
  return SEASON_MONTHS.filter((month) => schedule.months.includes(month))
    .map((month) => monthName(month, language, "long"))
    .join(", ");
}

/**
 * When a line's money comes in or goes out, for the cash plan (season-money.md section 5): the list's
 * default, every month, one month, or instalments. Like AccountSelect, a native select (the phone's
 * picker, the keyboard, the name) lies transparent over a small face: "Oct", "Monthly", "3×"; a line left
 * on its list's default shows it muted.
 */
export function ScheduleSelect({ name, schedule, kind, onChange, disabled }: ScheduleSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith("en") ? "en" : "fr";
  const monthly = t("calculator.cashPlan.schedule.monthly");
  const choice = choiceOfSchedule(schedule);
  const shown = schedule ?? DEFAULT_SCHEDULES[kind];
  const when = monthsText(shown, language, monthly);
  return (
    <span
      className={`relative inline-flex h-8 max-w-28 shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white pl-2 pr-1 text-xs dark:border-slate-700 dark:bg-slate-900 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand print:hidden ${disabled ? "opacity-60" : ""} ${schedule ? "font-medium text-slate-800 dark:text-slate-100" : "text-slate-600 dark:text-slate-400"}`}
      title={t("calculator.cashPlan.schedule.when", { when })}
      data-testid="schedule-face"
    >
      <span aria-hidden="true" className="min-w-0 truncate">
        {shortText(shown, language, t("calculator.cashPlan.schedule.monthlyShort"))}
      </span>
      <CalcIcon name="chevron" className="size-3.5 shrink-0 text-slate-500" />
      <select
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
        aria-label={t("calculator.cashPlan.schedule.of", { name })}
        value={choice}
        disabled={disabled}
        onChange={(event) => onChange(scheduleOfChoice(event.target.value as ScheduleChoice, schedule))}
      >
        <option value="default">
          {t("calculator.cashPlan.schedule.default", {
            when: monthsText(DEFAULT_SCHEDULES[kind], language, monthly),
          })}
        </option>
        <option value="monthly">{monthly}</option>
        <optgroup label={t("calculator.cashPlan.schedule.oneMonth")}>
          {SEASON_MONTHS.map((month) => (
            <option key={month} value={`m${month}`}>
              {monthName(month, language, "long")}
            </option>
          ))}
        </optgroup>
        <optgroup label={t("calculator.cashPlan.schedule.instalments")}>
          {PRESET_NAMES.map((preset) => (
            <option key={preset} value={preset}>
              {t(`calculator.cashPlan.whatIfs.${preset}`)}
            </option>
          ))}
        </optgroup>
        {choice === "custom" ? (
          <option value="custom">{t("calculator.cashPlan.schedule.custom", { when })}</option>
        ) : null}
      </select>
    </span>
  );
}
