import type { Clock, RateLimiter } from "../../deps";

/** Fixed-window counters in memory: enough for one Node process, and for tests. */
export function memoryRateLimiter(clock: Clock, maxKeys = 100_000): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key, limit, windowMs) {
      const now = clock.now();
      let entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        if (windows.size >= maxKeys) windows.clear();
        entry = { start: now, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}
