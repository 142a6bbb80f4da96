/**
 * Top-level namespaces of locales/<lang>.json that only the pages after the login and on-demand
 * dialogs show: they load with the pages' texts, not with the first screen (issue 9, decision 090).
 * A namespace not listed here ships with the first screen, so a new one is safe by default; the
 * i18n test checks that no module of the first screen uses a namespace of this list.
 */
export const pageNamespaces: readonly string[] = [
  "activity",
  "calculator",
  "contact",
  "federation",
  "join",
  "landing",
  "legal",
  "organizations",
  "payment",
  "tutorial",
  "users",
];
