import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../http/context";
import { memorySessionCache } from "./session-cache";

const user = (id: string, clubIds: string[] = []): SessionUser => ({ id, email: `${id}@x.org`, firstName: "", lastName: "", isAdmin: false, locale: "fr", federationIds: [], clubIds });

describe("memorySessionCache", () => {
  it("answers a caller for its token version until the time to live runs out", () => {
    let now = 1_000;
    const cache = memorySessionCache({ now: () => now }, 5_000);
    cache.set(user("a"), 2, cache.generation());
    expect(cache.get("a", 2)?.id).toBe("a");
    expect(cache.get("a", 1)).toBeUndefined();
    cache.set(user("a"), 2, cache.generation());
    now += 5_000;
    expect(cache.get("a", 2)).toBeUndefined();
  });

  it("does not keep a read that started before a change was forgotten", () => {
    const cache = memorySessionCache({ now: () => 0 });
    const readAt = cache.generation();
    cache.forget("a");
    cache.set(user("a", ["old-club"]), 0, readAt);
    expect(cache.get("a", 0)).toBeUndefined();
    cache.set(user("a", ["new-club"]), 0, cache.generation());
    expect(cache.get("a", 0)?.clubIds).toEqual(["new-club"]);
    cache.clear();
    expect(cache.get("a", 0)).toBeUndefined();
  });

  it("shares callers frozen, so that no request can change what the next one sees", () => {
    const cache = memorySessionCache({ now: () => 0 });
    cache.set(user("a", ["c"]), 0, cache.generation());
    const cached = cache.get("a", 0) as SessionUser;
    expect(() => cached.clubIds.push("other")).toThrow(TypeError);
  });
});
