import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/spinner";
import { formatDate } from "../../../lib/format";
import { useErrorText } from "../../../lib/use-error-text";
import { CalcIcon, type CalcIconName } from "../../../components/calculator/calc-icons";
import type { SavedInfo, SaveStatus } from "./autosave-machine";

const pad = (n: number) => String(n).padStart(2, "0");
/** When the shown calculator was last saved: the time, and the day too when it was not today (a past season). */
export function savedWhen(iso: string | undefined, now = new Date()): { time: string; date?: Date } | null {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.toDateString() === now.toDateString() ? { time } : { time, date };
}

const looks: Record<SaveStatus, { icon: CalcIconName | "spin"; tone: string }> = {
  loading: { icon: "spin", tone: "text-slate-600 dark:text-slate-400" },
  saved: { icon: "check", tone: "text-emerald-700 dark:text-emerald-400" },
  dirty: { icon: "dot", tone: "text-amber-700 dark:text-amber-400" },
  saving: { icon: "spin", tone: "text-slate-600 dark:text-slate-400" },
  offline: { icon: "cloudOff", tone: "text-amber-700 dark:text-amber-400" },
  paused: { icon: "cloudOff", tone: "text-amber-700 dark:text-amber-400" },
  conflict: { icon: "alert", tone: "text-red-700 dark:text-red-400" },
  error: { icon: "alert", tone: "text-red-700 dark:text-red-400" },
};

/** saved at HH:mm / saving / unsaved changes / offline, kept locally (design-brief.md). */
export function SaveIndicator({
  status,
  info,
  error,
}: {
  status: SaveStatus;
  info: SavedInfo;
  error: unknown;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const when = savedWhen(info.lastUpdate);
  const text =
    status === "saved"
      ? when
        ? when.date
          ? t("calculator.save.savedOn", { date: formatDate(when.date), time: when.time })
          : t("calculator.save.savedAt", { time: when.time })
        : t("calculator.save.upToDate")
      : status === "error"
        ? t("calculator.save.failed", { reason: errorText(error) })
        : t(`calculator.save.${status}`);
  const look = looks[status];
  return (
    <p role="status" className={`flex items-center gap-1.5 text-sm ${look.tone}`}>
      {look.icon === "spin" ? (
        <Spinner className="size-4" />
      ) : (
        <CalcIcon name={look.icon} className={look.icon === "dot" ? "size-5" : "size-4"} />
      )}
      <span>{text}</span>
    </p>
  );
}
