import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/spinner";
import { useErrorText } from "../../../lib/use-error-text";
import { CalcIcon, type CalcIconName } from "../calc-icons";
import type { SavedInfo, SaveStatus } from "./autosave-machine";

const pad = (n: number) => String(n).padStart(2, "0");
function timeOf(iso?: string): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? `${pad(date.getHours())}:${pad(date.getMinutes())}` : "";
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
export function SaveIndicator({ status, info, error }: { status: SaveStatus; info: SavedInfo; error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const time = timeOf(info.lastUpdate);
  const text =
    status === "saved"
      ? time
        ? t("calculator.save.savedAt", { time })
        : t("calculator.save.upToDate")
      : status === "error"
        ? t("calculator.save.failed", { reason: errorText(error) })
        : t(`calculator.save.${status}`);
  const look = looks[status];
  return (
    <p role="status" className={`flex items-center gap-1.5 text-sm ${look.tone}`}>
      {look.icon === "spin" ? <Spinner className="size-4" /> : <CalcIcon name={look.icon} className={look.icon === "dot" ? "size-5" : "size-4"} />}
      <span>{text}</span>
    </p>
  );
}
