import { lazy } from "react";

// The menu's dialogs load when they are opened: the rename and invite forms bring their zod schemas
// (organizations, e-mail), whose building took 50 ms of the calculator's first render on a phone
// (docs/decisions/101). `preloadMenuDialogs` starts the download as the menu opens.
const loadRename = () => import("./rename-dialog");
const loadInvite = () => import("./invite-admin-dialog");
const loadHistory = () => import("./history-dialog");
const loadCerfa = () => import("../../exports/cerfa-dialog");

export const RenameDialog = lazy(() => loadRename().then((m) => ({ default: m.RenameDialog })));
export const InviteAdminDialog = lazy(() => loadInvite().then((m) => ({ default: m.InviteAdminDialog })));
export const HistoryDialog = lazy(() => loadHistory().then((m) => ({ default: m.HistoryDialog })));

export const CerfaDialog = lazy(() => loadCerfa().then((m) => ({ default: m.CerfaDialog })));

export function preloadMenuDialogs() {
  void Promise.all([loadRename(), loadInvite(), loadHistory(), loadCerfa()]).catch(() => {});
}
