import { forEachItem, randomItemId } from "#core/calculator-ids";
import { ALLOCATED_LISTS, type Allocation, categoryHours } from "#core/cost-model/index";
import type { Calculator } from "#core/schemas/calculator";

/**
 * How a club-wide line or benefit is shared (season-money.md section 2), as the budget's dropdown
 * names it: "members", "hours" or "group:<group id>". One string per choice, so a native select
 * can hold it.
 */
export type AllocationChoice = "members" | "hours" | `group:${string}`;

export function choiceOf(allocation: Allocation | null | undefined): AllocationChoice {
  if (allocation === "hours") return "hours";
  if (allocation && typeof allocation === "object") return `group:${allocation.group}`;
  return "members";
}

/** The key a choice stores; "members" is stored as no key at all, the spec's default. */
export function allocationOf(choice: AllocationChoice): Allocation | undefined {
  if (choice === "hours") return "hours";
  if (choice.startsWith("group:")) return { group: choice.slice("group:".length) };
  return undefined;
}

/** Eight random bytes for a new id, as the store draws them (core stays without I/O). */
const randomBytes = () => crypto.getRandomValues(new Uint8Array(8));

/**
 * The document with an id on group `g` and that id. A group added since the last save has none yet, and
 * an allocation can only name a group by id: the screen gives it one as the store would ("g-k2j4m8xq"),
 * never one another item holds, and the store keeps an id it is sent (decision 220).
 */
export function withGroupId(
  doc: Calculator,
  g: number,
  random: () => Uint8Array = randomBytes,
): { doc: Calculator; id: string | undefined } {
  const group = doc.groups[g];
  if (!group) return { doc, id: undefined };
  if (group.id !== undefined) return { doc, id: group.id };
  const taken = new Set<string>();
  forEachItem(doc, (item) => {
    if (item.id !== undefined) taken.add(item.id);
  });
  const id = randomItemId("g", taken, random);
  return { doc: { ...doc, groups: doc.groups.map((item, i) => (i === g ? { ...item, id } : item)) }, id };
}

/** Sets the key of line `index` of a club-wide list (or of a benefit), giving the named group an id first when it has none. */
export function setAllocation(
  doc: Calculator,
  list: (typeof ALLOCATED_LISTS)[number],
  index: number,
  choice: AllocationChoice | { groupIndex: number },
): Calculator {
  let next = doc;
  let allocation: Allocation | undefined;
  if (typeof choice === "object") {
    const named = withGroupId(doc, choice.groupIndex);
    if (named.id === undefined) return doc;
    next = named.doc;
    allocation = { group: named.id };
  } else allocation = allocationOf(choice);
  const lines = next[list] ?? [];
  const line = lines[index];
  if (!line) return doc;
  const { allocation: _old, ...rest } = line;
  const updated = allocation === undefined ? rest : { ...rest, allocation };
  return { ...next, [list]: lines.map((item, i) => (i === index ? updated : item)) };
}

/**
 * Lines and benefits shared within a group that is gone, or that has no category left, go back to
 * being shared by members: the store refuses a key naming either (400 on the field), and the autosave
 * must not be refused for a removal the person confirmed.
 */
export function releaseLostGroups(doc: Calculator): Calculator {
  const usable = new Set(
    doc.groups
      .filter((group) => group.id !== undefined && group.categories.length > 0)
      .map((group) => group.id),
  );
  let changed = false;
  const next: Record<string, unknown> = { ...doc };
  for (const list of ALLOCATED_LISTS) {
    const lines = doc[list];
    if (!lines) continue;
    next[list] = lines.map((line) => {
      const allocation = line.allocation;
      if (!allocation || typeof allocation !== "object" || usable.has(allocation.group)) return line;
      changed = true;
      const { allocation: _dropped, ...rest } = line;
      return rest;
    });
  }
  return changed ? (next as unknown as Calculator) : doc;
}

/** How many lines and benefits a removal would send back to members (the confirmation says so). */
export function linesSharedWithin(doc: Calculator, groupId: string | undefined): number {
  if (groupId === undefined) return 0;
  let count = 0;
  for (const list of ALLOCATED_LISTS)
    for (const line of doc[list] ?? [])
      if (line.allocation && typeof line.allocation === "object" && line.allocation.group === groupId)
        count += 1;
  return count;
}

/** By hours while no category has any (H = 0): the model shares the line by members instead, and the screen says so. */
export function hoursFallBackToMembers(
  doc: Pick<Calculator, "groups">,
  allocation: Allocation | null | undefined,
): boolean {
  return (
    allocation === "hours" &&
    !doc.groups.some((group) => group.categories.some((category) => categoryHours(category) > 0))
  );
}
