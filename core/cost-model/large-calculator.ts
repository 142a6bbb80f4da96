import type { Calculator } from "../schemas/calculator";

/** 20 groups x 25 categories x 10 lines per list: a large real-world club. */
export function largeCalculator(organizationId = "big"): Calculator {
  const lines = (sign: number) => Array.from({ length: 10 }, (_, i) => ({ name: `Line ${i}`, value: sign * (i + 1) * 13.37 }));
  return {
    organizationId,
    currency: "EUR",
    precision: 0,
    federalFees: lines(-1),
    internalFees: lines(-1),
    globalSubsidies: lines(1),
    benefits: Array.from({ length: 10 }, (_, i) => ({ index: i, benefitType: "GYM" as const, name: "Gym", hours: i * 10, rate: 22.65 })),
    groups: Array.from({ length: 20 }, (_, g) => ({
      name: `Activité ${g + 1}`,
      categories: Array.from({ length: 25 }, (_, c) => ({
        name: `Cat. ${c + 1}`,
        members: 1 + ((g * 25 + c) % 40),
        fees: lines(-1),
        subsidies: lines(1),
        rate: 50 + c * 3,
        manualMembership: c % 5 === 0 ? 120 : undefined,
      })),
    })),
    context: {},
  };
}
