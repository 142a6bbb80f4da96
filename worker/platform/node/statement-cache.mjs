// Prepared statements kept per connection (docs/decisions/092). @libsql/client's local driver
// prepares every statement again at each call and asks its columns twice: on the bench's mixed
// traffic that was 16 % of the server's CPU, for the same few dozen SQL texts drizzle generates.
// Plain JavaScript: the reader threads (reader-worker.mjs) load it without the TypeScript loader.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// Statements that change the schema make every other statement's columns suspect: they empty the cache.
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/**
 * Makes `prepare` of every libsql connection of this thread return the statement it prepared before
 * for the same SQL (the `max` most recently used per connection), with its columns read once.
 * A libsql statement is reset and bound again at each run, so reuse is what its API is made for.
 */
export function cacheStatements(max = 256) {
  const Database = require("libsql");
  if (Database.prototype.prepare.cachesStatements) return;
  const prepareAnew = Database.prototype.prepare;
  const caches = new WeakMap();
  function prepare(sql) {
    let cache = caches.get(this);
    if (!cache) caches.set(this, (cache = new Map()));
    if (SCHEMA_CHANGE.test(sql)) {
      cache.clear();
      return prepareAnew.call(this, sql);
    }
    const known = cache.get(sql);
    if (known) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(sql);
      cache.set(sql, known);
      return known;
    }
    const statement = prepareAnew.call(this, sql);
    let columns;
    const readColumns = statement.columns.bind(statement);
    statement.columns = () => (columns ??= readColumns());
    cache.set(sql, statement);
    if (cache.size > max) cache.delete(cache.keys().next().value);
    return statement;
  }
  prepare.cachesStatements = true;
  Database.prototype.prepare = prepare;
}
