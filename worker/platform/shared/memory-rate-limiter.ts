import type { Clock, RateLimiter } from "../../deps";

/** Fixed-window counters in memory: enough for one Node process, for tests, and as the Workers fallback. */
export function memoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  // In insertion order: the first entries are the oldest windows.
  const windows = new Map<string, { start: number; until: number; count: number }>();
  let swept = 0;
  const current = (key: string, windowMs: number) => {
    const entry = windows.get(key);
    return entry && clock.now() - entry.start < windowMs ? entry : null;
  };
  /** Room for one more key: ended windows go (looked for at most once a minute), else the oldest one. */
  const makeRoom = () => {
    const now = clock.now();
    if (now - swept >= 60_000) {
      swept = now;
      for (const [key, entry] of windows) if (entry.until <= now) windows.delete(key);
    }
    if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string);
  };
  return {
    async hit(key, limit, windowMs) {
      let entry = current(key, windowMs);
      if (!entry) {
        if (windows.size >= maxKeys) makeRoom();
        entry = { start: clock.now(), until: clock.now() + windowMs, count: 0 };
        // Deleted first so that a renewed window moves to the end of the order, with the newest.
        windows.delete(key);
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
