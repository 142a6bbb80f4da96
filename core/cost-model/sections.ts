import { computeCalculator } from "./compute";
import { finite } from "./numbers";
import type { CalculatorModelInput, CalculatorResult } from "./types";

/**
 * A section is a group (season-money.md section 2): its members and its part of the club's money, from
 * its categories' per-member figures, so the club-wide lines count as their allocation keys share them.
 * Every category has at least one member (the schema), so the sections' results add up to the club's
 * forecast result (treasurer.md section 2).
 */
export interface SectionFigures {
  groupIndex: number;
  /** The group's id (season-money.md section 1), when it has one. */
  groupId: string | undefined;
  name: string;
  members: number;
  /** Sum of E x n: the section's cash expenses, its own and its share of the club's. */
  charges: number;
  /** Sum of S x n: subsidies and other revenues. */
  subsidies: number;
  /** What its members pay, after social pricing when there is some (the sum of the categories' sell totals). */
  memberships: number;
  /** Sum of B x n: its share of the benefits in kind. */
  inKind: number;
  /** memberships + subsidies - charges. */
  result: number;
}

export function sectionFigures(
  calc: CalculatorModelInput,
  computed: CalculatorResult = computeCalculator(calc),
): SectionFigures[] {
  return computed.groups.map((group) => {
    let charges = 0;
    let subsidies = 0;
    let memberships = 0;
    let inKind = 0;
    for (const c of group.categories) {
      charges += c.expenses * c.members;
      subsidies += c.subsidies * c.members;
      memberships += c.sellTotal;
      inKind += c.benefits * c.members;
    }
    return {
      groupIndex: group.index,
      groupId: calc.groups?.[group.index]?.id,
      name: group.name,
      members: group.members,
      charges: finite(charges),
      subsidies: finite(subsidies),
      memberships: finite(memberships),
      inKind: finite(inKind),
      result: finite(memberships + subsidies - charges),
    };
  });
}
