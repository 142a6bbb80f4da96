import { finite, safeDiv, sumValues } from "./numbers";
import type { BenefitInput, CalculatorModelInput, CategoryInput, ClubTotals } from "./types";

/** n: a negative or non-finite member count counts as 0 so it cannot cancel other categories out. */
export function memberCount(category: CategoryInput): number {
  return Math.max(0, finite(category.members));
}

/** Value of one benefit in kind: rate x hours. */
export function benefitValue(benefit: BenefitInput): number {
  return finite(finite(benefit.rate) * finite(benefit.hours));
}

/** N, GF, GS, OR, BK, B and the sums of category lines, in one pass over the document. */
export function clubTotals(calc: CalculatorModelInput): ClubTotals {
  let members = 0;
  let categories = 0;
  let categoryFees = 0;
  let categorySubsidies = 0;
  for (const group of calc.groups ?? []) {
    for (const category of group.categories ?? []) {
      categories += 1;
      members += memberCount(category);
      categoryFees += sumValues(category.fees);
      categorySubsidies += sumValues(category.subsidies);
    }
  }

  let benefitsInKind = 0;
  const benefitsByType: Record<string, number> = {};
  for (const benefit of calc.benefits ?? []) {
    const value = benefitValue(benefit);
    benefitsInKind += value;
    const type = benefit.benefitType ?? "OTHER";
    benefitsByType[type] = finite((benefitsByType[type] ?? 0) + value);
  }

  const federalFees = sumValues(calc.federalFees);
  const internalFees = sumValues(calc.internalFees);
  members = finite(members);
  benefitsInKind = finite(benefitsInKind);
  return {
    members,
    categories,
    globalFees: finite(federalFees + internalFees),
    federalFees,
    internalFees,
    globalSubsidies: sumValues(calc.globalSubsidies),
    otherRevenues: sumValues(calc.otherRevenues),
    benefitsInKind,
    benefitsByType,
    benefitsPerMember: safeDiv(benefitsInKind, members),
    categoryFees: finite(categoryFees),
    categorySubsidies: finite(categorySubsidies),
  };
}
