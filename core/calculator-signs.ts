/**
 * The signs the store enforces (treasurer.md section 4, cost-model.md "Money is stored signed"): a fee
 * is never above 0, a subsidy never below 0, a manual price never negative. The screen already types
 * them so (a fee dialog negates what is typed); this holds API clients and hand-made payloads to it.
 * Pure: the first offending value, with its path in the document and the validation message key.
 */
export interface SignIssue {
  path: (string | number)[];
  message: "error_fee_positive" | "error_subsidy_negative" | "error_price_negative";
}

interface SignedLines {
  readonly value: number;
}
interface SignedDocument {
  readonly federalFees: readonly SignedLines[];
  readonly internalFees: readonly SignedLines[];
  readonly globalSubsidies: readonly SignedLines[];
  readonly groups: readonly {
    readonly categories: readonly {
      readonly fees: readonly SignedLines[];
      readonly subsidies: readonly SignedLines[];
      readonly manualMembership?: number | null;
    }[];
  }[];
}

export function firstSignIssue(doc: SignedDocument): SignIssue | null {
  const fee = (lines: readonly SignedLines[], path: (string | number)[]): SignIssue | null => {
    const i = lines.findIndex((line) => line.value > 0);
    return i < 0 ? null : { path: [...path, i, "value"], message: "error_fee_positive" };
  };
  const subsidy = (lines: readonly SignedLines[], path: (string | number)[]): SignIssue | null => {
    const i = lines.findIndex((line) => line.value < 0);
    return i < 0 ? null : { path: [...path, i, "value"], message: "error_subsidy_negative" };
  };
  const found =
    fee(doc.federalFees, ["federalFees"]) ??
    fee(doc.internalFees, ["internalFees"]) ??
    subsidy(doc.globalSubsidies, ["globalSubsidies"]);
  if (found) return found;
  for (const [g, group] of doc.groups.entries()) {
    for (const [c, category] of group.categories.entries()) {
      const at = ["groups", g, "categories", c];
      const issue = fee(category.fees, [...at, "fees"]) ?? subsidy(category.subsidies, [...at, "subsidies"]);
      if (issue) return issue;
      if (typeof category.manualMembership === "number" && category.manualMembership < 0)
        return { path: [...at, "manualMembership"], message: "error_price_negative" };
    }
  }
  return null;
}
