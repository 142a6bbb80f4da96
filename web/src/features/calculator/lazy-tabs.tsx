import { lazy } from "react";

// Charts and the poster stay out of the first bundle: each tab loads when it is opened.
export const ResellTab = lazy(() => import("./resell/resell-tab").then((m) => ({ default: m.ResellTab })));
export const ClubStatisticsTab = lazy(() => import("./club-statistics/club-statistics-tab").then((m) => ({ default: m.ClubStatisticsTab })));
export const ScenariosTab = lazy(() => import("./scenarios/scenarios-tab").then((m) => ({ default: m.ScenariosTab })));
