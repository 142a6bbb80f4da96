import type { RateLimiter } from "../../deps";

/** Cloudflare's rate-limit binding ([[ratelimits]] in wrangler.toml): counters shared by the isolates of a location. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * Keys look like `login:ip:203.0.113.9`; their first part picks the binding of that action. The binding's
 * window is short (10 or 60 s), so the isolate's own counters keep the longer windows of rate-limits.ts
 * as well; an action without a binding (Pages, local dev) or a failing binding falls back to them alone.
 */
export function bindingRateLimiter(
  bindings: Partial<Record<string, RateLimitBinding>>,
  fallback: RateLimiter,
  onError: (error: unknown) => void,
): RateLimiter {
  return {
    async hit(key, limit, windowMs) {
      const local = await fallback.hit(key, limit, windowMs);
      const binding = bindings[key.split(":")[0]];
      if (!binding) return local;
      try {
        const { success } = await binding.limit({ key });
        return success && local;
      } catch (error) {
        onError(error);
        return local;
      }
    },
    exhausted: (key, limit, windowMs) => fallback.exhausted(key, limit, windowMs),
  };
}
