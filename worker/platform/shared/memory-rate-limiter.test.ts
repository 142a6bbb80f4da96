import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "./memory-rate-limiter";

describe("memoryRateLimiter", () => {
  it("counts each key in its window and starts again after it", async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ now: () => now });
    expect([await limiter.hit("a", 2, 1000), await limiter.hit("a", 2, 1000), await limiter.hit("a", 2, 1000)]).toEqual([true, true, false]);
    expect(await limiter.exhausted("a", 2, 1000)).toBe(true);
    now = 1000;
    expect(await limiter.hit("a", 2, 1000)).toBe(true);
  });

  it("keeps a lockout when a flood of new keys fills the table", async () => {
    const limiter = memoryRateLimiter({ now: () => 0 }, 10);
    await limiter.hit("login:victim@example.org", 1, 60_000);
    await limiter.hit("login:victim@example.org", 1, 60_000);
    for (let i = 0; i < 50; i++) await limiter.hit(`login:random${i}@example.org`, 1, 60_000);
    expect(await limiter.exhausted("login:victim@example.org", 1, 60_000)).toBe(true);
    expect(await limiter.hit("login:victim@example.org", 1, 60_000)).toBe(false);
  });

  it("makes room from windows that have ended", async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ now: () => now }, 2);
    await limiter.hit("old-1", 1, 1000);
    await limiter.hit("old-2", 1, 1000);
    now = 5000;
    await limiter.hit("new", 1, 1000);
    // Counted (the ended windows made room): a second hit is over the limit of one.
    expect(await limiter.hit("new", 1, 1000)).toBe(false);
  });
});
