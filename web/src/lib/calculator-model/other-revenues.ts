import type { Calculator, RevenueLine } from "#core/schemas/calculator";

/**
 * Other revenues (events, sponsors, bar: treasurer.md section 2). The list is optional in the document
 * (documents saved before it have none), so each change starts from "none" when it is missing.
 */
export const revenuesOf = (doc: Pick<Calculator, "otherRevenues">): readonly RevenueLine[] =>
  doc.otherRevenues ?? [];

export function addRevenue(doc: Calculator, line: RevenueLine): Calculator {
  return { ...doc, otherRevenues: [...revenuesOf(doc), line] };
}

export function updateRevenue(doc: Calculator, index: number, patch: Partial<RevenueLine>): Calculator {
  const lines = revenuesOf(doc);
  const line = lines[index];
  // A revenue is never below 0: an amount typed with a minus sign is kept as its size, as subsidies are.
  const value = patch.value === undefined ? {} : { value: Math.abs(patch.value) + 0 };
  return line
    ? { ...doc, otherRevenues: lines.map((l, i) => (i === index ? { ...line, ...patch, ...value } : l)) }
    : doc;
}

export function removeRevenue(doc: Calculator, index: number): Calculator {
  return { ...doc, otherRevenues: revenuesOf(doc).filter((_, i) => i !== index) };
}
