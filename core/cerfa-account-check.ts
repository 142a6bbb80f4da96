import { accountsOf, type LineList } from "./cerfa-accounts";

/**
 * The first line whose Cerfa class does not fit its list (a fee marked 74, a subsidy marked 62), as a
 * path in the document; null when every class fits or is missing. The schema refuses such a document
 * (400 with the field): the export would otherwise put a fee among the products.
 */
interface Lines {
  readonly account?: number | null;
}
interface AccountDocument {
  readonly federalFees: readonly Lines[];
  readonly internalFees: readonly Lines[];
  readonly globalSubsidies: readonly Lines[];
  readonly otherRevenues?: readonly Lines[] | null;
  readonly groups: readonly {
    readonly categories: readonly { readonly fees: readonly Lines[]; readonly subsidies: readonly Lines[] }[];
  }[];
}

export function firstAccountIssue(doc: AccountDocument): (string | number)[] | null {
  const check = (lines: readonly Lines[] | null | undefined, list: LineList, path: (string | number)[]) => {
    const allowed = accountsOf(list) as readonly number[];
    const i = (lines ?? []).findIndex(
      (line) => typeof line.account === "number" && !allowed.includes(line.account),
    );
    return i < 0 ? null : [...path, i, "account"];
  };
  const found =
    check(doc.federalFees, "federalFees", ["federalFees"]) ??
    check(doc.internalFees, "internalFees", ["internalFees"]) ??
    check(doc.globalSubsidies, "globalSubsidies", ["globalSubsidies"]) ??
    check(doc.otherRevenues, "otherRevenues", ["otherRevenues"]);
  if (found) return found;
  for (const [g, group] of doc.groups.entries()) {
    for (const [c, category] of group.categories.entries()) {
      const at = ["groups", g, "categories", c];
      const issue =
        check(category.fees, "categoryFees", [...at, "fees"]) ??
        check(category.subsidies, "categorySubsidies", [...at, "subsidies"]);
      if (issue) return issue;
    }
  }
  return null;
}
