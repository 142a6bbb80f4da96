/**
 * Stable ids of a calculator's items (season-money.md section 1): every line, benefit, category and
 * group carries `id`, unique within its document, so that allocations, actuals and schedules can name
 * an item whatever its place. Pure: the store gives ids (withIds), the seed and migration 0020 give
 * documents that never had any the ids of their places (withPlaceIds), the web app takes the ids the
 * store answered back into what it edits (adoptIds). Docs/decisions/220.
 */

export const ITEM_ID_MAX = 64;

interface IdItem {
  readonly id?: string;
  readonly name?: string;
}
interface IdCategory extends IdItem {
  readonly fees?: readonly IdItem[] | null;
  readonly subsidies?: readonly IdItem[] | null;
}
interface IdGroup extends IdItem {
  readonly categories?: readonly IdCategory[] | null;
}
export interface IdDocument {
  readonly groups?: readonly IdGroup[] | null;
  readonly federalFees?: readonly IdItem[] | null;
  readonly internalFees?: readonly IdItem[] | null;
  readonly globalSubsidies?: readonly IdItem[] | null;
  readonly otherRevenues?: readonly IdItem[] | null;
  readonly benefits?: readonly IdItem[] | null;
}

/** Where an item sits: `key` names the place ("groups.0.categories.1.fees.2"), `placeId` is the id migration 0020 gives it. */
export interface ItemPlace {
  key: string;
  path: (string | number)[];
  /** Letters of the list, for a new id: "ff", "if", "gs", "or", "b", "g", "c", "f", "s". */
  prefix: string;
  placeId: string;
}

/** The club-wide lists, with the letters migration 0020 writes before a line's position (ff1, if2, gs1, or1, b3). */
const CLUB_LISTS = [
  ["federalFees", "ff"],
  ["internalFees", "if"],
  ["globalSubsidies", "gs"],
  ["otherRevenues", "or"],
  ["benefits", "b"],
] as const;

type Pick = (item: IdItem, place: ItemPlace) => string | undefined;

function withId<T extends IdItem>(item: T, place: ItemPlace, pick: Pick): T {
  const id = pick(item, place);
  return id === undefined || id === item.id ? item : { ...item, id };
}

/**
 * The document with `pick`'s id on each item (undefined keeps the item as it is), in document order:
 * club-wide lists first, then each group, its categories and their lines. Lists that are missing stay
 * missing; an item whose id does not change keeps its object.
 */
function mapItems<D extends IdDocument>(doc: D, pick: Pick): D {
  const out: Record<string, unknown> = { ...(doc as Record<string, unknown>) };
  for (const [list, prefix] of CLUB_LISTS) {
    const items = doc[list];
    if (!items) continue;
    out[list] = items.map((item, i) =>
      withId(item, { key: `${list}.${i}`, path: [list, i], prefix, placeId: `${prefix}${i + 1}` }, pick),
    );
  }
  if (doc.groups)
    out.groups = doc.groups.map((group, g) => {
      const groupPlace = { key: `groups.${g}`, path: ["groups", g], prefix: "g", placeId: `g${g + 1}` };
      const next = withId(group, groupPlace, pick);
      if (!group.categories) return next;
      const categories = group.categories.map((category, c) => {
        const path = ["groups", g, "categories", c];
        const placeId = `g${g + 1}c${c + 1}`;
        const withLines: Record<string, unknown> = {
          ...withId(category, { key: path.join("."), path, prefix: "c", placeId }, pick),
        };
        for (const [list, letter] of [
          ["fees", "f"],
          ["subsidies", "s"],
        ] as const) {
          const lines = category[list];
          if (!lines) continue;
          withLines[list] = lines.map((line, i) =>
            withId(
              line,
              {
                key: `${path.join(".")}.${list}.${i}`,
                path: [...path, list, i],
                prefix: letter,
                placeId: `${placeId}${letter}${i + 1}`,
              },
              pick,
            ),
          );
        }
        return withLines as IdCategory;
      });
      return { ...next, categories };
    });
  return out as D;
}

/** Calls `visit` on every item of the document, in the order of mapItems. */
export function forEachItem(doc: IdDocument, visit: (item: IdItem, place: ItemPlace) => void): void {
  mapItems(doc, (item, place) => {
    visit(item, place);
    return undefined;
  });
}

/**
 * The path of the first id that an earlier item already has (the schema's 400 names it), or null. It
 * runs at every validation (evaluate too), so it walks the document without building anything.
 */
export function duplicateIdPath(doc: IdDocument): (string | number)[] | null {
  const seen = new Set<string>();
  const check = (
    items: readonly IdItem[] | null | undefined,
    path: (string | number)[],
  ): (string | number)[] | null => {
    if (!items) return null;
    for (let i = 0; i < items.length; i += 1) {
      const id = items[i].id;
      if (id === undefined) continue;
      if (seen.has(id)) return [...path, i, "id"];
      seen.add(id);
    }
    return null;
  };
  for (const [list] of CLUB_LISTS) {
    const found = check(doc[list], [list]);
    if (found) return found;
  }
  const groups = doc.groups ?? [];
  for (let g = 0; g < groups.length; g += 1) {
    const found = check([groups[g]], []);
    if (found) return ["groups", g, "id"];
    const categories = groups[g].categories ?? [];
    for (let c = 0; c < categories.length; c += 1) {
      const at = ["groups", g, "categories", c];
      const own = check([categories[c]], []);
      if (own) return [...at, "id"];
      const line =
        check(categories[c].fees, [...at, "fees"]) ?? check(categories[c].subsidies, [...at, "subsidies"]);
      if (line) return line;
    }
  }
  return null;
}

function idsOf(doc: IdDocument): Set<string> {
  const ids = new Set<string>();
  forEachItem(doc, (item) => {
    if (item.id !== undefined) ids.add(item.id);
  });
  return ids;
}

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** Eight random bytes (the server passes crypto.getRandomValues): core stays without I/O. */
export type RandomBytes = () => Uint8Array;

/** A new id: the list's letters, a dash and 8 random base-36 characters ("ff-k2j4m8xq"); the dash keeps it apart from place ids. */
export function randomItemId(prefix: string, taken: ReadonlySet<string>, random: RandomBytes): string {
  for (;;) {
    const bytes = random().subarray(0, 8);
    let id = `${prefix}-`;
    for (const byte of bytes) id += ALPHABET[byte % 36];
    if (!taken.has(id)) return id;
  }
}

/**
 * The document with an id on every item (POST calculation/store). An item sent without one takes the id
 * of the item at the same place with the same name in `previous` (the season's stored document) when no
 * other item holds it: a client that drops ids (a tab of the previous release) does not make them change.
 * Otherwise it gets a new random id, never one the document or `previous` holds, so a deleted item's id
 * is not handed to another one at the next save.
 */
export function withIds<D extends IdDocument>(
  doc: D,
  previous: IdDocument | null | undefined,
  random: RandomBytes,
): D {
  const taken = idsOf(doc);
  const before = new Map<string, IdItem>();
  if (previous)
    forEachItem(previous, (item, place) => {
      before.set(place.key, item);
      if (item.id !== undefined) taken.add(item.id);
    });
  const used = idsOf(doc);
  return mapItems(doc, (item, place) => {
    if (item.id !== undefined) return undefined;
    const old = before.get(place.key);
    let id = old?.id !== undefined && old.name === item.name && !used.has(old.id) ? old.id : undefined;
    id ??= randomItemId(place.prefix, taken, random);
    taken.add(id);
    used.add(id);
    return id;
  });
}

/**
 * The ids of their places on the items that have none (ff1, g2c1, g2c1f3...), as migration 0020 writes
 * them in SQL: for documents that never had ids (the demo seed, the migration's tests).
 */
export function withPlaceIds<D extends IdDocument>(doc: D): D {
  const taken = idsOf(doc);
  return mapItems(doc, (item, place) => {
    if (item.id !== undefined) return undefined;
    let id = place.placeId;
    for (let n = 2; taken.has(id); n += 1) id = `${place.placeId}-${n}`;
    taken.add(id);
    return id;
  });
}

/**
 * The web app's edited document after a save: each item without an id takes the id the store answered
 * for the item at the same place, when the names agree and no other item holds it. The same object
 * comes back when nothing changes, so the screen does not render again for nothing.
 */
export function adoptIds<D extends IdDocument>(current: D, answered: IdDocument): D {
  const answeredAt = new Map<string, IdItem>();
  forEachItem(answered, (item, place) => answeredAt.set(place.key, item));
  const used = idsOf(current);
  let changed = false;
  const next = mapItems(current, (item, place) => {
    if (item.id !== undefined) return undefined;
    const id = answeredAt.get(place.key)?.id;
    if (id === undefined || answeredAt.get(place.key)?.name !== item.name || used.has(id)) return undefined;
    used.add(id);
    changed = true;
    return id;
  });
  return changed ? next : current;
}
