import type { IdDocument } from "./calculator-ids";

/**
 * The ids that voted prices and scenarios' line changes name must be items of the document
 * (season-money.md section 3, treasurer.md section 2; docs/decisions/229, 230): a price voted for a
 * category that does not exist, or a what-if on a line that does not, is refused on its field rather
 * than silently ignored. Pure: the path of the first problem and its validation message key, or null.
 */
export interface ReferenceIssue {
  path: (string | number)[];
  message: "error_category_unknown" | "error_line_unknown" | "error_line_listed_twice";
}

interface ReferencingDocument extends IdDocument {
  readonly prices?: { readonly byCategory: Readonly<Record<string, number>> } | null;
  readonly scenarios?: readonly { readonly lines?: readonly { readonly id: string }[] | null }[] | null;
}

/** The lists of lines (fees, subsidies, other revenues) a scenario may change one by one; benefits are not lines. */
const LINE_LISTS = ["federalFees", "internalFees", "globalSubsidies", "otherRevenues"] as const;

function categoryIds(doc: ReferencingDocument): Set<string> {
  const ids = new Set<string>();
  for (const group of doc.groups ?? [])
    for (const category of group.categories ?? []) if (category.id !== undefined) ids.add(category.id);
  return ids;
}

function lineIds(doc: ReferencingDocument): Set<string> {
  const ids = new Set<string>();
  const add = (lines: readonly { readonly id?: string }[] | null | undefined) => {
    for (const line of lines ?? []) if (line.id !== undefined) ids.add(line.id);
  };
  for (const list of LINE_LISTS) add(doc[list]);
  for (const group of doc.groups ?? [])
    for (const category of group.categories ?? []) {
      add(category.fees);
      add(category.subsidies);
    }
  return ids;
}

export function firstReferenceIssue(doc: ReferencingDocument): ReferenceIssue | null {
  const byCategory = doc.prices?.byCategory;
  if (byCategory) {
    const categories = categoryIds(doc);
    for (const id of Object.keys(byCategory))
      if (!categories.has(id))
        return { path: ["prices", "byCategory", id], message: "error_category_unknown" };
  }
  const scenarios = doc.scenarios ?? [];
  if (!scenarios.some((scenario) => scenario.lines?.length)) return null;
  const lines = lineIds(doc);
  for (const [s, scenario] of scenarios.entries()) {
    const seen = new Set<string>();
    for (const [i, line] of (scenario.lines ?? []).entries()) {
      if (!lines.has(line.id))
        return { path: ["scenarios", s, "lines", i, "id"], message: "error_line_unknown" };
      if (seen.has(line.id))
        return { path: ["scenarios", s, "lines", i, "id"], message: "error_line_listed_twice" };
      seen.add(line.id);
    }
  }
  return null;
}

/**
 * The document without the references its items no longer answer: a voted price of a category deleted
 * since, a scenario's change of a line deleted since (or named twice). The web app sends this to the
 * store, so deleting a category or a line never makes the next save refused; the model already ignores
 * them. The same object comes back when every reference holds.
 */
export function withoutDanglingReferences<D extends ReferencingDocument>(doc: D): D {
  let next = doc;
  const byCategory = doc.prices?.byCategory;
  if (byCategory) {
    const categories = categoryIds(doc);
    const kept = Object.entries(byCategory).filter(([id]) => categories.has(id));
    if (kept.length !== Object.keys(byCategory).length)
      next = { ...next, prices: { ...doc.prices, byCategory: Object.fromEntries(kept) } };
  }
  const scenarios = doc.scenarios;
  if (scenarios?.some((scenario) => scenario.lines?.length)) {
    const lines = lineIds(doc);
    const cleaned = scenarios.map((scenario) => {
      if (!scenario.lines?.length) return scenario;
      const seen = new Set<string>();
      const kept = scenario.lines.filter(
        (line) => lines.has(line.id) && !seen.has(line.id) && seen.add(line.id),
      );
      return kept.length === scenario.lines.length ? scenario : { ...scenario, lines: kept };
    });
    if (cleaned.some((scenario, i) => scenario !== scenarios[i])) next = { ...next, scenarios: cleaned };
  }
  return next;
}
