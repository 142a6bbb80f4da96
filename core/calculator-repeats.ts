/**
 * Choices a document may make once only (issue 38.10): a family discount per rank (the second
 * child's discount cannot be 10 % and 20 % at once) and a benefit type per scenario's `paidBenefits`
 * (paying the gymnasium twice would count its value twice). Pure: the path of the first repeat and
 * its validation message key, or null. The schema (core/schemas/calculator.ts) reports it on that field.
 */
export interface RepeatIssue {
  path: (string | number)[];
  message: "error_rank_taken" | "error_benefit_listed_twice";
}

interface RepeatableDocument {
  readonly socialPricing?: { readonly familyDiscounts: readonly { readonly rank: number }[] } | null;
  readonly scenarios?: readonly { readonly paidBenefits: readonly string[] }[] | null;
}

/** Index of the first value already seen earlier in the list, or -1. */
function firstRepeat<T>(values: readonly T[]): number {
  const seen = new Set<T>();
  for (let i = 0; i < values.length; i++) {
    if (seen.has(values[i])) return i;
    seen.add(values[i]);
  }
  return -1;
}

export function firstRepeatIssue(doc: RepeatableDocument): RepeatIssue | null {
  const discounts = doc.socialPricing?.familyDiscounts ?? [];
  const rank = firstRepeat(discounts.map((d) => d.rank));
  if (rank >= 0)
    return { path: ["socialPricing", "familyDiscounts", rank, "rank"], message: "error_rank_taken" };
  for (const [s, scenario] of (doc.scenarios ?? []).entries()) {
    const type = firstRepeat(scenario.paidBenefits);
    if (type >= 0)
      return { path: ["scenarios", s, "paidBenefits", type], message: "error_benefit_listed_twice" };
  }
  return null;
}
