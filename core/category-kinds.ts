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
