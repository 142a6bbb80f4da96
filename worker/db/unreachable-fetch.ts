/**
 * The fetch libSQL reaches a remote database with (Turso over HTTP), its network failures tagged
 * FETCH_ERROR. The runtime's own error says nothing of a database: on Workers it is a TypeError whose
 * wording Cloudflare chooses ("Network connection lost."), and libSQL and drizzle pass it on as it
 * is, in batches unwrapped. Tagged here, the error handler answers 503 with code 2 whatever it says
 * (worker/http/errors.ts), while a TypeError from a bug stays a 500.
 */
export function unreachableTaggedFetch(base: typeof fetch = fetch): typeof fetch {
  return (input, init) =>
    base(input, init).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw Object.assign(
        new Error(`FETCH_ERROR: the database could not be reached (${reason})`, { cause: error }),
        { code: "FETCH_ERROR" },
      );
    });
}
