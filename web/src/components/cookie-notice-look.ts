import { buttonClass } from "./button-class";

/**
 * The cookie notice's look, shared by the component (cookie-banner.tsx) and the copy index.html paints
 * before the scripts run (shell-cookie-notice.ts): when React replaces one with the other, nothing moves.
 */
export const cookieNoticeLook = {
  section:
    "fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white/95 px-4 py-4 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95",
  row: "mx-auto flex max-w-[1200px] flex-col gap-3 sm:flex-row sm:items-center sm:justify-between",
  text: "text-sm text-slate-700 dark:text-slate-300",
  button: buttonClass("primary", "shrink-0"),
};
