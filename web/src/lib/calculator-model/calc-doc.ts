import type { Benefit, Calculator, Category, Line } from "#core/schemas/calculator";
import { defaultCategory, nextCategoryName, nextGroupName } from "#core/schemas/calculator-basics";
import { releaseLostGroups } from "./allocation-edits";

/** The three club-wide lists of lines, in budget order. */
export const GLOBAL_LISTS = ["federalFees", "internalFees", "globalSubsidies"] as const;
export type GlobalList = (typeof GLOBAL_LISTS)[number];
export type LineKind = "fee" | "subsidy";

export function kindOf(list: GlobalList): LineKind {
  return list === "globalSubsidies" ? "subsidy" : "fee";
}

/** Where a category line lives: `fees` or `subsidies`. */
function categoryListOf(kind: LineKind): "fees" | "subsidies" {
  return kind === "fee" ? "fees" : "subsidies";
}

/**
 * What a person types, in either language ("1 200,50", "1200.5", "-30"): null when empty,
 * NaN when it is not a number.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (compact === "") return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(compact)) return Number.NaN;
  return Number(compact);
}

/** Fees are typed positive and stored negative; subsidies are stored positive (cost-model.md). */
export function storedValue(kind: LineKind, typed: number): number {
  const magnitude = Math.abs(typed) + 0;
  return kind === "fee" ? -magnitude + 0 : magnitude;
}

/** The positive amount shown in an edit field for a stored value. */
export function typedValue(stored: number): number {
  return Math.abs(stored) + 0;
}

/** Template lines stay in clubs: only template mode may remove them (product.md section 5). */
export function canRemove(line: { readonly?: boolean }, template: boolean): boolean {
  return template || !line.readonly;
}

const replaceAt = <T>(items: readonly T[], index: number, next: T): T[] =>
  items.map((item, i) => (i === index ? next : item));
const removeAt = <T>(items: readonly T[], index: number): T[] => items.filter((_, i) => i !== index);

export function addGlobalLine(doc: Calculator, list: GlobalList, line: Line): Calculator {
  return { ...doc, [list]: [...doc[list], line] };
}

export function updateGlobalLine(
  doc: Calculator,
  list: GlobalList,
  index: number,
  patch: Partial<Line>,
): Calculator {
  const line = doc[list][index];
  return line ? { ...doc, [list]: replaceAt(doc[list], index, { ...line, ...patch }) } : doc;
}

export function removeGlobalLine(doc: Calculator, list: GlobalList, index: number): Calculator {
  return { ...doc, [list]: removeAt(doc[list], index) };
}

function mapCategory(
  doc: Calculator,
  g: number,
  c: number,
  fn: (category: Category) => Category,
): Calculator {
  const group = doc.groups[g];
  const category = group?.categories[c];
  if (!group || !category) return doc;
  return {
    ...doc,
    groups: replaceAt(doc.groups, g, { ...group, categories: replaceAt(group.categories, c, fn(category)) }),
  };
}

export function updateCategory(doc: Calculator, g: number, c: number, patch: Partial<Category>): Calculator {
  return mapCategory(doc, g, c, (category) => ({ ...category, ...patch }));
}

export function addCategoryLine(
  doc: Calculator,
  g: number,
  c: number,
  kind: LineKind,
  line: Line,
): Calculator {
  const list = categoryListOf(kind);
  return mapCategory(doc, g, c, (category) => ({ ...category, [list]: [...category[list], line] }));
}

export function updateCategoryLine(
  doc: Calculator,
  g: number,
  c: number,
  kind: LineKind,
  index: number,
  patch: Partial<Line>,
): Calculator {
  const list = categoryListOf(kind);
  return mapCategory(doc, g, c, (category) => {
    const line = category[list][index];
    return line ? { ...category, [list]: replaceAt(category[list], index, { ...line, ...patch }) } : category;
  });
}

export function removeCategoryLine(
  doc: Calculator,
  g: number,
  c: number,
  kind: LineKind,
  index: number,
): Calculator {
  const list = categoryListOf(kind);
  return mapCategory(doc, g, c, (category) => ({ ...category, [list]: removeAt(category[list], index) }));
}

/** Adds 'Cat. N' (first free number) with one member at rate 100. */
export function addCategory(doc: Calculator, g: number): Calculator {
  const group = doc.groups[g];
  if (!group) return doc;
  const category = defaultCategory(nextCategoryName(group));
  return {
    ...doc,
    groups: replaceAt(doc.groups, g, { ...group, categories: [...group.categories, category] }),
  };
}

export function removeCategory(doc: Calculator, g: number, c: number): Calculator {
  const group = doc.groups[g];
  if (!group) return doc;
  // A group left without category can no longer be shared within: its lines go back to members.
  return releaseLostGroups({
    ...doc,
    groups: replaceAt(doc.groups, g, { ...group, categories: removeAt(group.categories, c) }),
  });
}

/** Adds 'Activité N' with its first category. */
export function addGroup(doc: Calculator): Calculator {
  return { ...doc, groups: [...doc.groups, { name: nextGroupName(doc), categories: [defaultCategory()] }] };
}

export function renameGroup(doc: Calculator, g: number, name: string): Calculator {
  const group = doc.groups[g];
  return group ? { ...doc, groups: replaceAt(doc.groups, g, { ...group, name }) } : doc;
}

export function removeGroup(doc: Calculator, g: number): Calculator {
  return releaseLostGroups({ ...doc, groups: removeAt(doc.groups, g) });
}

/** New benefits get the next free index, so indexes stay unique after removals. */
export function addBenefit(doc: Calculator, benefit: Omit<Benefit, "index">): Calculator {
  const index = doc.benefits.reduce((max, b) => Math.max(max, b.index + 1), 0);
  return { ...doc, benefits: [...doc.benefits, { ...benefit, index }] };
}

export function updateBenefit(doc: Calculator, position: number, patch: Partial<Benefit>): Calculator {
  const benefit = doc.benefits[position];
  return benefit ? { ...doc, benefits: replaceAt(doc.benefits, position, { ...benefit, ...patch }) } : doc;
}

export function removeBenefit(doc: Calculator, position: number): Calculator {
  return { ...doc, benefits: removeAt(doc.benefits, position) };
}
