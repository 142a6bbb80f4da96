import { finite, safeDiv } from "./numbers";
import type { Allocation, CalculatorModelInput, CategoryInput } from "./types";

/**
 * How a club-wide line or benefit is shared between the categories (season-money.md section 2):
 * per head (the default), by the weekly hours each category uses, or per head within one group.
 * The shares of a line add up to the line; a key that cannot share (no hours at all, a group with
 * no member) falls back to members, so no money is ever lost.
 */

/** The lists whose lines carry an allocation, in the order of the document. */
export const ALLOCATED_LISTS = [
  "federalFees",
  "internalFees",
  "globalSubsidies",
  "otherRevenues",
  "benefits",
] as const;
export type AllocatedList = (typeof ALLOCATED_LISTS)[number];

/** h_c: missing, negative or non-finite hours count as 0. */
export function categoryHours(category: Pick<CategoryInput, "hours">): number {
  return Math.max(0, finite(category.hours));
}

/** One category as the shares see it: its members n, its hours h and its group's id. */
export interface ShareTarget {
  members: number;
  hours: number;
  groupId: string | undefined;
}

/**
 * The weights of one key over the categories (document order): n_c for members, h_c for hours,
 * n_c inside the group for a group. Each list of weights is made once per key and reused by every
 * line that has it, so a document costs O(lines + categories x keys).
 */
export class ShareWeights {
  private readonly byKey = new Map<string, { weights: number[]; total: number }>();
  private readonly members: { weights: number[]; total: number };

  constructor(private readonly targets: readonly ShareTarget[]) {
    this.members = this.make((t) => t.members);
  }

  private make(weight: (t: ShareTarget) => number) {
    const weights = this.targets.map(weight);
    let total = 0;
    for (const w of weights) total += w;
    return { weights, total: finite(total) };
  }

  /** The weights of a key; members when the key has nothing to share by (H = 0, a group of 0 members). */
  of(allocation: Allocation | null | undefined): { weights: number[]; total: number } {
    if (allocation === "hours" || (allocation && typeof allocation === "object")) {
      const key = allocation === "hours" ? "hours" : `group:${allocation.group}`;
      let found = this.byKey.get(key);
      if (!found) {
        const group = allocation === "hours" ? undefined : allocation.group;
        found = this.make((t) => (group === undefined ? t.hours : t.groupId === group ? t.members : 0));
        this.byKey.set(key, found);
      }
      if (found.total > 0) return found;
    }
    return this.members;
  }

  /** Adds `value x weight_c / total` to each category's slot of `into`. */
  share(value: number, allocation: Allocation | null | undefined, into: number[]): void {
    const { weights, total } = this.of(allocation);
    if (total === 0) return;
    for (let c = 0; c < weights.length; c += 1)
      if (weights[c] !== 0) into[c] += safeDiv(value * weights[c], total);
  }
}

/** The categories of a document as share targets, in document order. */
export function shareTargets(
  calc: CalculatorModelInput,
  members: (category: CategoryInput) => number,
): ShareTarget[] {
  const targets: ShareTarget[] = [];
  for (const group of calc.groups ?? [])
    for (const category of group.categories ?? [])
      targets.push({ members: members(category), hours: categoryHours(category), groupId: group.id });
  return targets;
}

/** True when some line or benefit is not shared per head: the per-head formulas are exact otherwise. */
export function hasAllocation(calc: CalculatorModelInput): boolean {
  for (const list of ALLOCATED_LISTS)
    for (const line of calc[list] ?? [])
      if (line.allocation !== undefined && line.allocation !== null && line.allocation !== "members")
        return true;
  return false;
}

interface AllocationDocument {
  readonly groups: readonly { readonly id?: string; readonly categories: readonly unknown[] }[];
  readonly federalFees: readonly { readonly allocation?: Allocation }[];
  readonly internalFees: readonly { readonly allocation?: Allocation }[];
  readonly globalSubsidies: readonly { readonly allocation?: Allocation }[];
  readonly otherRevenues?: readonly { readonly allocation?: Allocation }[] | null;
  readonly benefits: readonly { readonly allocation?: Allocation }[];
}

/**
 * The first allocation naming a group the document does not have, or a group without a category (it
 * has no one to share with): its path and the backend code, for the schema's 400; null when all fit.
 */
export function allocationIssue(doc: AllocationDocument): { path: (string | number)[]; code: string } | null {
  const groups = new Map<string, number>();
  for (const group of doc.groups)
    if (group.id !== undefined && !groups.has(group.id)) groups.set(group.id, group.categories.length);
  for (const list of ALLOCATED_LISTS) {
    const lines = doc[list] ?? [];
    for (let i = 0; i < lines.length; i += 1) {
      const allocation = lines[i].allocation;
      if (!allocation || typeof allocation !== "object") continue;
      const categories = groups.get(allocation.group);
      if (categories === undefined)
        return { path: [list, i, "allocation", "group"], code: "error_allocation_group_unknown" };
      if (categories === 0)
        return { path: [list, i, "allocation", "group"], code: "error_allocation_group_empty" };
    }
  }
  return null;
}

/** One category's shares of the club-wide lines, as totals (not per member): GF lines (<= 0), GS and OR lines, benefits. */
export interface CategoryShare {
  fees: number;
  subsidies: number;
  benefits: number;
}

/**
 * Each category's shares of the club-wide lines, in document order; null when every line is shared per
 * head, where the per-head formulas of cost-model.md apply as they are (and give the same figures to
 * the last bit). Lines keyed by members are summed first and shared once.
 */
export function categoryShares(
  calc: CalculatorModelInput,
  members: (category: CategoryInput) => number,
): CategoryShare[] | null {
  if (!hasAllocation(calc)) return null;
  const targets = shareTargets(calc, members);
  const weights = new ShareWeights(targets);
  const part = () => new Array<number>(targets.length).fill(0);
  const parts = { fees: part(), subsidies: part(), benefits: part() };
  type Entry = { value: number; allocation?: Allocation | null };
  const add = (into: number[], ...lists: (readonly Entry[] | null | undefined)[]) => {
    let perHead = 0;
    for (const line of lists.flatMap((lines) => lines ?? [])) {
      if (line.allocation && line.allocation !== "members")
        weights.share(finite(line.value), line.allocation, into);
      else perHead += finite(line.value);
    }
    weights.share(finite(perHead), "members", into);
  };
  add(parts.fees, calc.federalFees, calc.internalFees);
  add(parts.subsidies, calc.globalSubsidies, calc.otherRevenues);
  add(
    parts.benefits,
    (calc.benefits ?? []).map((b) => ({
      value: finite(finite(b.rate) * finite(b.hours)),
      allocation: b.allocation,
    })),
  );
  return targets.map((_, c) => ({
    fees: finite(parts.fees[c]),
    subsidies: finite(parts.subsidies[c]),
    benefits: finite(parts.benefits[c]),
  }));
}
