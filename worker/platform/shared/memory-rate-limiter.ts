import type { Clock, RateLimiter } from "../../deps";

/** Fixed-window counters in memory: enough for one Node process, for tests, and as the Workers fallback. */
export function memoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { start: number; until: number; count: number }>();
  const current = (key: string, windowMs: number) => {
    const entry = windows.get(key);
    return entry && clock.now() - entry.start < windowMs ? entry : null;
  };
  const dropEnded = () => {
    const now = clock.now();
    for (const [key, entry] of windows) if (entry.until <= now) windows.delete(key);
  };
  return {
    async hit(key, limit, windowMs) {
      let entry = current(key, windowMs);
      if (!entry) {
        if (windows.size >= maxKeys) dropEnded();
        // Still full of live windows (a flood of new keys): the new key goes uncounted rather than
        // evicting the others, so no one can wipe an account's lockout by filling the table.
        if (windows.size >= maxKeys) return true;
        entry = { start: clock.now(), until: clock.now() + windowMs, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= limit;
    },
    async exhausted(key, limit, windowMs) {
      return (current(key, windowMs)?.count ?? 0) >= limit;
    },
  };
}
