/**
 * Namespaces (locales/<locale>/<namespace>.json) that only the pages after the login and on-demand
 * dialogs show: they load with the pages' texts, not with the first screen (issue 9, decision 090).
 * A namespace not listed here ships with the first screen, so a new one is safe by default; the
 * i18n test checks that no module of the first screen uses a namespace of this list. The text packs
 * (first-screen-texts-<lang>.ts, pages-<lang>.ts) write the list out in their globs.
 */
export const pageNamespaces: readonly string[] = [
  "account",
  "activity",
  "actuals",
  "benchmark",
  "calculator",
  "charts",
  "checks",
  "clubStats",
  "confirm",
  "contact",
  "federation",
  "federationDetails",
  "federationForm",
  "federationLists",
  "invitations",
  "join",
  "joinForms",
  "landing",
  "legal",
  "organizations",
  "payment",
  "poster",
  "pricing",
  "resell",
  "seasons",
  "tutorial",
  "users",
];
