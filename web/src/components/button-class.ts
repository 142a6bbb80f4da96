// The buttons' classes, apart from the components: index.html's static cookie notice uses them at build time
// (web/src/components/shell-cookie-notice.ts), where React is not loaded.

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";

// `app-button` names the buttons that act (save, add, open a dialog): the calculator's print hides them
// (calculator-print.css), while the buttons that hold a figure or a section's name print as text.
const base =
  "app-button inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "min-h-10 px-4 bg-brand text-on-brand hover:bg-brand-hover",
  secondary:
    "min-h-10 px-4 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "min-h-10 px-3 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger:
    "min-h-10 px-4 bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-slate-950 dark:hover:bg-red-300",
  link: "text-link underline-offset-4 hover:underline",
};

export function buttonClass(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
