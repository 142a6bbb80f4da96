import { preloadCharts } from "../../components/charts/chart";
import { preloadable } from "../../lib/preloadable";

// Charts and the poster stay out of the first bundle: each tab loads when it is opened, or before, when
// the pointer or the focus comes to its name or the browser is idle after the calculator (issue 31.12).
export const ResellTab = preloadable(() => import("../pricing/resell/resell-tab").then((m) => m.ResellTab));
export const ClubStatisticsTab = preloadable(() =>
  import("../club-statistics/club-statistics-tab").then((m) => m.ClubStatisticsTab),
);
export const ScenariosTab = preloadable(() =>
  import("../pricing/scenarios/scenarios-tab").then((m) => m.ScenariosTab),
);
export const CashPlanTab = preloadable(() => import("../cash-plan/cash-plan-tab").then((m) => m.CashPlanTab));
export const SectionsTab = preloadable(() => import("../sections/sections-tab").then((m) => m.SectionsTab));
export const ActualsTab = preloadable(() => import("../actuals/actuals-tab").then((m) => m.ActualsTab));

export type LazyTab = "resell" | "statistics" | "scenarios" | "sections" | "cashPlan" | "actuals";

/** Starts loading a tab's code (and the charts it draws); a failure is left to the tab's own load. */
export function preloadTab(tab: LazyTab) {
  const loads: Promise<unknown>[] = [];
  if (tab === "resell") loads.push(ResellTab.preload());
  if (tab === "statistics") loads.push(ClubStatisticsTab.preload(), preloadCharts());
  if (tab === "scenarios") loads.push(ScenariosTab.preload(), preloadCharts());
  if (tab === "cashPlan") loads.push(CashPlanTab.preload(), preloadCharts());
  if (tab === "sections") loads.push(SectionsTab.preload(), preloadCharts());
  if (tab === "actuals") loads.push(ActualsTab.preload());
  return Promise.all(loads).catch(() => undefined);
}

/** Every tab, once the browser has nothing else to do (the calculator drawn and answering first). */
export function preloadTabsWhenIdle(): () => void {
  const all = () =>
    void Promise.all(
      (["resell", "statistics", "scenarios", "sections", "cashPlan", "actuals"] as const).map(preloadTab),
    );
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(all, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(all, 1500);
  return () => clearTimeout(id);
}
