import type { ReactNode } from "react";
import { Icon } from "./icons";

const tones = {
  error: "border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200",
  success:
    "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-200",
  info: "border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
} as const;

/** A message about a whole form or page; errors are announced at once, the others politely. */
export function Alert({
  tone,
  children,
  className = "",
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2 text-sm ${tones[tone]} ${className}`}
    >
      <Icon
        name={tone === "success" ? "check" : tone === "error" ? "alert" : "info"}
        className="mt-0.5 size-4"
      />
      <div>{children}</div>
    </div>
  );
}
