import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "./memory-rate-limiter";

describe("memoryRateLimiter", () => {
  it("counts each key in its window and starts again after it", async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ now: () => now });
    expect([
      await limiter.hit("a", 2, 1000),
      await limiter.hit("a", 2, 1000),
      await limiter.hit("a", 2, 1000),
    ]).toEqual([true, true, false]);
    expect(await limiter.exhausted("a", 2, 1000)).toBe(true);
    now = 1000;
    expect(await limiter.hit("a", 2, 1000)).toBe(true);
  });

  it("keeps counting new keys when the table is full, by dropping the oldest window", async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ now: () => now }, 3);
    for (const key of ["a", "b", "c"]) await limiter.hit(key, 1, 60_000);
    now = 1000;
    await limiter.hit("fresh", 1, 60_000);
    // Counted: a second hit is over its limit of one. "a", the oldest, made the room.
    expect(await limiter.hit("fresh", 1, 60_000)).toBe(false);
    expect([await limiter.exhausted("a", 1, 60_000), await limiter.exhausted("b", 1, 60_000)]).toEqual([
      false,
      true,
    ]);
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
