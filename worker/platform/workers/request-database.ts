import { AsyncLocalStorage } from "node:async_hooks";
import { createClient } from "@libsql/client/web";
import { drizzle } from "drizzle-orm/libsql";
import * as schema from "../../db/schema";
import { unreachableTaggedFetch } from "../../db/unreachable-fetch";
import type { Database } from "../../deps";

/**
 * A libSQL client per request (Workers must not share I/O objects between requests): the entry runs
 * each request inside `run`, and `db()` opens the request's client on first use. Over HTTP every
 * statement is its own round trip, so services write with `db.batch` (one implicit transaction).
 */
export function perRequestDatabase(url: string, authToken: string | undefined) {
  const scope = new AsyncLocalStorage<{ db?: Database }>();
  const open = () => drizzle(createClient({ url, authToken, fetch: unreachableTaggedFetch() }), { schema });
  return {
    run<T>(fn: () => T): T {
      return scope.run({}, fn);
    },
    db(): Database {
      const request = scope.getStore();
      if (!request) throw new Error("The database is only reachable while a request is being served");
      request.db ??= open();
      return request.db;
    },
  };
}
