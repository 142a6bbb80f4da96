import { CALCULATOR_LIMITS as L } from "../schemas/calculator-basics";
import type { Calculator } from "../schemas/calculator";

/** `base` padded with dots to the longest name a document may hold. */
const longName = (base: string) => base.padEnd(L.name, ".");

/**
 * The largest document the limits allow (docs/decisions/213): every category (groups of the most
 * categories a group may hold), every global list (other revenues too) and the benefits full, the category lines filling the
 * rest of the document's line count, every name as long as allowed. Scenarios and social pricing are
 * added by those who need them (tests/bench/evaluate.bench.ts).
 */
export function largeCalculator(organizationId = "big"): Calculator {
  const lines = (sign: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ name: longName(`Line ${i}`), value: sign * (i + 1) * 13.37 }));
  const globalLines = 4 * L.globalLines + L.benefits;
  // Spread as evenly as the per-category caps allow: the first categories take one line more.
  const perCategory = Math.min(2 * L.categoryLines, Math.floor((L.lines - globalLines) / L.categories));
  const extra = Math.min(L.categories, L.lines - globalLines - perCategory * L.categories);
  return {
    organizationId,
    currency: "EUR",
    precision: 0,
    federalFees: lines(-1, L.globalLines),
    internalFees: lines(-1, L.globalLines),
    globalSubsidies: lines(1, L.globalLines),
    otherRevenues: lines(1, L.globalLines),
    benefits: Array.from({ length: L.benefits }, (_, i) => ({
      index: i,
      benefitType: "GYM" as const,
      name: longName("Gym"),
      hours: i * 10,
      rate: 22.65,
    })),
    groups: Array.from({ length: Math.ceil(L.categories / L.categoriesPerGroup) }, (_, g) => ({
      name: longName(`Activité ${g + 1}`),
      categories: Array.from(
        { length: Math.min(L.categoriesPerGroup, L.categories - g * L.categoriesPerGroup) },
        (_, c) => {
          const n = g * L.categoriesPerGroup + c;
          const count = perCategory + (n < extra ? 1 : 0);
          return {
            name: longName(`Cat. ${c + 1}`),
            members: 1 + (n % 40),
            fees: lines(-1, Math.ceil(count / 2)),
            subsidies: lines(1, Math.floor(count / 2)),
            rate: 50 + (c % 25) * 3,
            manualMembership: c % 5 === 0 ? 120 : undefined,
          };
        },
      ),
    })),
    context: {},
  };
}
