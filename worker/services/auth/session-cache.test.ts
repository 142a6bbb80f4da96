import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../http/context";
import { memorySessionCache } from "./session-cache";

const user = (id: string, clubIds: string[] = []): SessionUser => ({
  id,
  email: `${id}@x.org`,
  firstName: "",
  lastName: "",
  isAdmin: false,
  locale: "fr",
  federationIds: [],
  clubIds,
});

describe("memorySessionCache", () => {
  it("answers a caller for its token version until the time to live runs out", () => {
    let now = 1_000;
    const cache = memorySessionCache({ now: () => now }, 5_000);
    cache.set(user("a"), 2, "f1", cache.generation());
    expect(cache.get("a", 2, "f1")?.id).toBe("a");
    expect(cache.get("a", 1, "f1")).toBeUndefined();
    cache.set(user("a"), 2, "f1", cache.generation());
    now += 5_000;
    expect(cache.get("a", 2, "f1")).toBeUndefined();
  });

  it("does not keep a read that started before a change was forgotten", () => {
    const cache = memorySessionCache({ now: () => 0 });
    const readAt = cache.generation();
    cache.forget("a");
    cache.set(user("a", ["old-club"]), 0, "f1", readAt);
    expect(cache.get("a", 0, "f1")).toBeUndefined();
    cache.set(user("a", ["new-club"]), 0, "f1", cache.generation());
    expect(cache.get("a", 0, "f1")?.clubIds).toEqual(["new-club"]);
    cache.clear();
    expect(cache.get("a", 0, "f1")).toBeUndefined();
  });

  it("shares callers frozen, so that no request can change what the next one sees", () => {
    const cache = memorySessionCache({ now: () => 0 });
    cache.set(user("a", ["c"]), 0, "f1", cache.generation());
    const cached = cache.get("a", 0, "f1") as SessionUser;
    expect(() => cached.clubIds.push("other")).toThrow(TypeError);
  });

  it("answers a session only once it was checked, and keeps the other sessions of the user apart", () => {
    let now = 0;
    const cache = memorySessionCache({ now: () => now }, 5_000);
    cache.set(user("a"), 0, "phone", cache.generation());
    // The laptop's session was never checked here (it may have been logged out): the database decides.
    expect(cache.get("a", 0, "laptop")).toBeUndefined();
    now += 3_000;
    cache.set(user("a"), 0, "laptop", cache.generation());
    expect(cache.get("a", 0, "phone")?.id).toBe("a");
    expect(cache.get("a", 0, "laptop")?.id).toBe("a");
    // Each session's check lasts its own time to live.
    now += 2_500;
    expect(cache.get("a", 0, "phone")).toBeUndefined();
    expect(cache.get("a", 0, "laptop")?.id).toBe("a");
  });
});
