/**
 * What members a category holds (treasurer.md section 6): `child` 10 and under, `youth` 11-14,
 * `junior` 15-18, `adult`, `senior` 60 and over, `leisure` adults without competition, `other`.
 * Optional on a category; the federation benchmark compares clubs kind by kind. No zod here: the
 * calculator's first render may read the list.
 */
export const CATEGORY_KINDS = ["child", "youth", "junior", "adult", "senior", "leisure", "other"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export function isCategoryKind(value: unknown): value is CategoryKind {
  return typeof value === "string" && (CATEGORY_KINDS as readonly string[]).includes(value);
}

interface KindGroups {
  groups?: { categories: { name: string; kind?: CategoryKind }[] }[];
}

/**
 * A federation template may set kinds (treasurer.md section 6): a club category without a kind takes
 * the kind of the template's category of the same name (whatever the spacing or case). A kind the
 * club chose stays. Pure and idempotent.
 */
export function withTemplateKinds<D extends KindGroups>(clubDoc: D, templateDoc: KindGroups): D {
  const kinds = new Map<string, CategoryKind>();
  for (const group of templateDoc.groups ?? [])
    for (const c of group.categories)
      if (c.kind && !kinds.has(nameKey(c.name))) kinds.set(nameKey(c.name), c.kind);
  if (kinds.size === 0) return clubDoc;
  return {
    ...clubDoc,
    groups: (clubDoc.groups ?? []).map((group) => ({
      ...group,
      categories: group.categories.map((c) => {
        const kind = c.kind ?? kinds.get(nameKey(c.name));
        return kind ? { ...c, kind } : c;
      }),
    })),
  };
}

const nameKey = (name: string) => name.trim().toLocaleLowerCase("fr");
