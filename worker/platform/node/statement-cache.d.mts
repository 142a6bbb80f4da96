/** Makes every libsql connection of this thread reuse its prepared statements (statement-cache.mjs). */
export function cacheStatements(max?: number): void;
