/** The card menu's trigger, also drawn while the menu's code loads. */
export const menuButtonClass =
  "absolute right-3 top-3 z-10 rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand dark:text-slate-300 dark:hover:bg-slate-800";
