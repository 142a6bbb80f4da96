import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./context";

/**
 * The rest of a route runs for one request at a time in this process (isolate); the others wait their
 * turn, in order. For calculation/evaluate (docs/decisions/214): its steps yield to the event loop, but
 * four evaluations interleaved still ran four heavy steps between two turns of anything else, and
 * their garbage added up. One at a time, a health check or a page waits for one step of one.
 * The body is read before the turn is taken, so a slow sender never holds it.
 */
export function oneAtATime() {
  let last: Promise<void> = Promise.resolve();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.raw.body) await c.req.text();
    const before = last;
    let done!: () => void;
    last = new Promise<void>((resolve) => (done = resolve));
    await before;
    try {
      await next();
    } finally {
      done();
    }
  });
}
