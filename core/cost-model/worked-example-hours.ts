import type { Calculator } from "../schemas/calculator";
import { workedExample, WORKED_EXAMPLE_ORGANIZATION_ID } from "./worked-example";

/**
 * Worked example 2 of season-money.md section 2: cost-model.md's worked example with weekly hours U11 3,
 * U15 4.5, Loisir 1.5 and the Coach (-9000) shared by hours (3000, 4500, 1500). Groups carry ids so a
 * line can also be shared within one of them.
 */
export function workedExampleByHours(organizationId = WORKED_EXAMPLE_ORGANIZATION_ID): Calculator {
  const doc = workedExample(organizationId);
  const hours: Record<string, number> = { U11: 3, U15: 4.5, Loisir: 1.5 };
  return {
    ...doc,
    internalFees: doc.internalFees.map((line) =>
      line.name === "Coach" ? { ...line, allocation: "hours" as const } : line,
    ),
    groups: doc.groups.map((group, g) => ({
      ...group,
      id: `g${g + 1}`,
      categories: group.categories.map((category) => ({ ...category, hours: hours[category.name] })),
    })),
  };
}

/** Every figure season-money.md gives for worked example 2. */
export const WORKED_EXAMPLE_HOURS_EXPECTED = {
  coachShares: { U11: 3000, U15: 4500, Loisir: 1500 },
  categories: {
    U11: { E: 210, S: 30, A: 180, M: 144 },
    U15: { E: 190, S: 20, A: 170, M: 170 },
    Loisir: { E: 70, S: 20, A: 50, M: 150 },
  },
  totals: { NC: 11200, ST: 15480, result: 4280 },
} as const;
