import type { TFunction } from "i18next";

/**
 * What removing a group or a category takes with it, every count through i18next's plural rules
 * ("1 catégorie (1 adhérent)", never "1 adhérents" or "frais spécifique(s)": issue 31.13).
 */
export function groupRemovalBody(
  t: TFunction,
  group: { name: string; categories: number; members: number; shared?: number },
): string {
  const body = t("calculator.remove.groupBody", {
    name: group.name,
    count: group.categories,
    members: t("calculator.groups.memberCount", { count: group.members }),
  });
  return withReleased(t, body, group.shared);
}

/**
 * `shared`: the lines shared within the category's group when it is the group's last category (they go
 * back to members: model/allocation-edits.ts), so the confirmation names that too.
 */
export function categoryRemovalBody(
  t: TFunction,
  category: { name: string; members: number; fees: number; subsidies: number; shared?: number },
): string {
  const body = t("calculator.remove.categoryBody", {
    name: category.name,
    members: t("calculator.groups.memberCount", { count: category.members }),
    fees: t("calculator.remove.feeCount", { count: category.fees }),
    subsidies: t("calculator.remove.subsidyCount", { count: category.subsidies }),
  });
  return withReleased(t, body, category.shared);
}

/** The body, then what happens to the lines shared within the group (season-money.md section 2), when there are some. */
function withReleased(t: TFunction, body: string, shared = 0): string {
  return shared > 0 ? `${body} ${t("calculator.allocation.released", { count: shared })}` : body;
}
