import type { TFunction } from "i18next";

/**
 * What removing a group or a category takes with it, every count through i18next's plural rules
 * ("1 catégorie (1 adhérent)", never "1 adhérents" or "frais spécifique(s)": issue 31.13).
 */
export function groupRemovalBody(t: TFunction, group: { name: string; categories: number; members: number }): string {
  return t("calculator.remove.groupBody", { name: group.name, count: group.categories, members: t("calculator.groups.memberCount", { count: group.members }) });
}

export function categoryRemovalBody(t: TFunction, category: { name: string; members: number; fees: number; subsidies: number }): string {
  return t("calculator.remove.categoryBody", {
    name: category.name,
    members: t("calculator.groups.memberCount", { count: category.members }),
    fees: t("calculator.remove.feeCount", { count: category.fees }),
    subsidies: t("calculator.remove.subsidyCount", { count: category.subsidies }),
  });
}
