import { centsAddingUp, toCents } from "#core/cents";
import {
  type CalculatorModelInput,
  type CalculatorResult,
  estimatedBudget,
  forecastResult,
  safeDiv,
  sectionFigures,
} from "#core/cost-model/index";

/** The money columns of a section's row, in the table's order. */
export const SECTION_COLUMNS = ["charges", "subsidies", "memberships", "inKind", "result"] as const;
export type SectionColumn = (typeof SECTION_COLUMNS)[number];

export interface SectionRow extends Record<SectionColumn, number> {
  /** The group's place in the document (the club's row: -1). */
  groupIndex: number;
  name: string;
  members: number;
  /** The result per member (result / members; 0 for a section without members), for the chart. */
  resultPerMember: number;
}

export interface SectionsView {
  sections: SectionRow[];
  club: SectionRow;
}

/**
 * The Sections view's rows (season-money.md section 2): core's figures per group, and the club's own
 * totals (the budget, GS + OR + every sc, ST, BK and the forecast result). Each column is rounded to the
 * cent by the largest remainder against the club's total (core/cents.ts), so the rows on screen add up
 * to the total row to the cent, as the sections CSV does.
 */
export function sectionsView(calc: CalculatorModelInput, computed: CalculatorResult): SectionsView {
  const figures = sectionFigures(calc, computed);
  const { totals } = computed;
  const clubRaw: Record<SectionColumn, number> = {
    charges: estimatedBudget(totals),
    subsidies: totals.globalSubsidies + totals.otherRevenues + totals.categorySubsidies,
    memberships: computed.resell.sellTotal,
    inKind: totals.benefitsInKind,
    result: forecastResult(totals, computed.resell.sellTotal),
  };
  const columns = {} as Record<SectionColumn, number[]>;
  for (const column of SECTION_COLUMNS)
    columns[column] = centsAddingUp(
      figures.map((section) => section[column]),
      toCents(clubRaw[column]),
    );
  const sections = figures.map((section, i) => {
    const row = {
      groupIndex: section.groupIndex,
      name: section.name,
      members: section.members,
    } as SectionRow;
    for (const column of SECTION_COLUMNS) row[column] = columns[column][i] / 100;
    row.resultPerMember = safeDiv(row.result, row.members);
    return row;
  });
  const club = { groupIndex: -1, name: "", members: totals.members } as SectionRow;
  for (const column of SECTION_COLUMNS) club[column] = toCents(clubRaw[column]) / 100;
  club.resultPerMember = safeDiv(club.result, club.members);
  return { sections, club };
}

/** Who pays for whom: the sections bringing more than they cost, and those costing more than they bring (to the cent), each largest first. */
export function whoPaysForWhom(sections: readonly SectionRow[]): {
  payers: SectionRow[];
  paidFor: SectionRow[];
  even: SectionRow[];
} {
  const payers = sections.filter((s) => s.result > 0).sort((a, b) => b.result - a.result);
  const paidFor = sections.filter((s) => s.result < 0).sort((a, b) => a.result - b.result);
  const even = sections.filter((s) => s.result === 0 && s.members > 0);
  return { payers, paidFor, even };
}
