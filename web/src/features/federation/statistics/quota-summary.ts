import type { TFunction } from "i18next";

/** The quota donut's sentence, each count through the plural rules ("1 club inscrit", "1 peut encore rejoindre": issue 31.13). */
export function quotaSummary(t: TFunction, registered: number, available: number): string {
  return t("federationLists.stats.quota.summary", {
    registered: t("federationLists.stats.quota.registeredCount", { count: registered }),
    available: t("federationLists.stats.quota.availableCount", { count: available }),
  });
}
