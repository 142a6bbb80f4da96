/**
 * Where a check's words are: the visitors' screens' checks ship with the first screen (validation), the
 * pages' checks with the pages' texts (checks: the calculator's, the join forms', the admin forms'),
 * which are loaded whenever a page can produce one of their codes.
 */
export const checkKeys = (code: string) => [`validation.${code}`, `checks.${code}`];
