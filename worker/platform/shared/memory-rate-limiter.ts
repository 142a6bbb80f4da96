import type { Clock, RateLimiter } from "../../deps";

/** Fixed-window counters in memory: enough for one Node process, for tests, and as the Workers fallback. */
export function memoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string, windowMs: number) => {
    const entry = windows.get(key);
    return entry && clock.now() - entry.start < windowMs ? entry : null;
  };
  return {
    async hit(key, limit, windowMs) {
      let entry = current(key, windowMs);
      if (!entry) {
        if (windows.size >= maxKeys) windows.clear();
        entry = { start: clock.now(), count: 0 };
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
