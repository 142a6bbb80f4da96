import { useTranslation } from "react-i18next";
import { dismissToast, useToasts } from "../lib/toasts";
import { Icon } from "./icons";

const tones = {
  info: "border-slate-300 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100",
  error: "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100",
} as const;

/** Info messages, bottom of the screen; each leaves after 5 s or when closed. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <div
      data-toaster
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end"
    >
      <div role="status" aria-live="polite" className="contents">
        {toasts
          .filter((toast) => toast.tone !== "error")
          .map((toast) => (
            <ToastCard
              key={toast.id}
              id={toast.id}
              tone={toast.tone}
              text={toast.text}
              closeLabel={t("common.close")}
            />
          ))}
      </div>
      <div role="alert" className="contents">
        {toasts
          .filter((toast) => toast.tone === "error")
          .map((toast) => (
            <ToastCard
              key={toast.id}
              id={toast.id}
              tone={toast.tone}
              text={toast.text}
              closeLabel={t("common.close")}
            />
          ))}
      </div>
    </div>
  );
}

function ToastCard({
  id,
  tone,
  text,
  closeLabel,
}: {
  id: number;
  tone: keyof typeof tones;
  text: string;
  closeLabel: string;
}) {
  return (
    <div
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${tones[tone]}`}
    >
      <Icon
        name={tone === "success" ? "check" : tone === "error" ? "alert" : "info"}
        className="mt-0.5 size-4"
      />
      <p className="flex-1">{text}</p>
      <button
        type="button"
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
        aria-label={closeLabel}
        onClick={() => dismissToast(id)}
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  );
}
