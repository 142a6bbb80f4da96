import type { Calculator } from "#core/schemas/calculator";
import { CALCULATOR_LIMITS as L } from "#core/schemas/calculator-basics";
import type { GlobalList, LineKind } from "./calc-doc";

/**
 * Whether the document has room for one more item under the limits the server holds it to
 * (docs/decisions/213): null when it has, else the code of the check it would break, whose text
 * (checks.json) the add button shows instead of adding what the next save would refuse.
 */
export type FullCode = "too_many_groups" | "too_many_categories" | "too_many_lines" | "too_many_benefits";

const categoriesIn = (doc: Calculator) => doc.groups.reduce((n, group) => n + group.categories.length, 0);

/** Every line the server counts: the club-wide lists, the benefits, and each category's fees and subsidies. */
function linesIn(doc: Calculator): number {
  let lines =
    doc.federalFees.length +
    doc.internalFees.length +
    doc.globalSubsidies.length +
    doc.benefits.length +
    (doc.otherRevenues?.length ?? 0);
  for (const group of doc.groups)
    for (const category of group.categories) lines += category.fees.length + category.subsidies.length;
  return lines;
}

const line = (doc: Calculator, listLength: number, max: number): FullCode | null =>
  listLength >= max || linesIn(doc) >= L.lines ? "too_many_lines" : null;

export const roomFor = {
  /** A new group comes with its first category. */
  group: (doc: Calculator): FullCode | null =>
    doc.groups.length >= L.groups
      ? "too_many_groups"
      : categoriesIn(doc) >= L.categories
        ? "too_many_categories"
        : null,
  category: (doc: Calculator, g: number): FullCode | null =>
    (doc.groups[g]?.categories.length ?? 0) >= L.categoriesPerGroup || categoriesIn(doc) >= L.categories
      ? "too_many_categories"
      : null,
  categoryLine: (doc: Calculator, g: number, c: number, kind: LineKind): FullCode | null => {
    const category = doc.groups[g]?.categories[c];
    return line(
      doc,
      category ? (kind === "fee" ? category.fees : category.subsidies).length : 0,
      L.categoryLines,
    );
  },
  globalLine: (doc: Calculator, list: GlobalList): FullCode | null =>
    line(doc, doc[list].length, L.globalLines),
  revenue: (doc: Calculator): FullCode | null => line(doc, doc.otherRevenues?.length ?? 0, L.globalLines),
  benefit: (doc: Calculator): FullCode | null =>
    doc.benefits.length >= L.benefits
      ? "too_many_benefits"
      : linesIn(doc) >= L.lines
        ? "too_many_lines"
        : null,
};
