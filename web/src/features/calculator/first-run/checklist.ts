import type { Calculator, Category, Line } from "#core/schemas/calculator";
import { DEFAULT_RATE } from "#core/schemas/calculator-basics";

/** The first-run checklist of a new club (issue 31.9, decision 165), in the order a budget is built. */
export const CHECKLIST_ITEMS = ["members", "fees", "subsidies", "benefits", "prices"] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

const hasAmount = (lines: readonly Line[] | undefined) =>
  (lines ?? []).some((line) => Number.isFinite(line.value) && line.value !== 0);
const categoriesOf = (doc: Pick<Calculator, "groups">): Category[] =>
  doc.groups.flatMap((group) => group.categories);

// "Cat. 1" with one member is what the add button creates: members are entered once a category is
// renamed (U11, Seniors) or counts more than the one member it starts with.
const AUTOMATIC_NAME = /^Cat\. \d+$/;
const membersEntered = (category: Category) =>
  category.members > 1 || !AUTOMATIC_NAME.test(category.name.trim());

/**
 * Which items a document already holds; each ticks itself as the treasurer fills the budget in.
 * Prices: a category whose price was set on the Prices tab (a share of the net cost other than the
 * starting 100 %, or a typed membership).
 */
export function checklistDone(
  doc: Pick<Calculator, "groups" | "federalFees" | "internalFees" | "globalSubsidies" | "benefits">,
): Record<ChecklistItem, boolean> {
  const categories = categoriesOf(doc);
  return {
    members: categories.some(membersEntered),
    fees:
      hasAmount(doc.federalFees) || hasAmount(doc.internalFees) || categories.some((c) => hasAmount(c.fees)),
    subsidies: hasAmount(doc.globalSubsidies) || categories.some((c) => hasAmount(c.subsidies)),
    benefits: doc.benefits.some((b) => b.hours * b.rate > 0),
    prices: categories.some(
      (c) => typeof c.manualMembership === "number" || (c.rate !== undefined && c.rate !== DEFAULT_RATE),
    ),
  };
}

/** What the checklist remembers per club in this browser: shown since the club's calculator opened new, or dismissed. */
export type ChecklistMemory = "open" | "dismissed" | null;

export const checklistStorageKey = (organizationId: string) => `cc.firstRun.${organizationId}`;

/**
 * Whether to show the checklist: for a calculator never saved (version 0) when first seen, and from
 * then on until dismissed, so an autosave does not take it away half-way.
 */
export function checklistShown(memory: ChecklistMemory, openedNew: boolean): boolean {
  if (memory === "dismissed") return false;
  return memory === "open" || openedNew;
}
