import { describe, expect, it } from "vitest";
import { flagDefaults } from "#core/flags";
import { bindingRateLimiter } from "./binding-rate-limiter";
import { FLAG_MAP_TTL_MS, KV_MIN_CACHE_TTL_S, kvFlagStore } from "./kv-flags";
import { memoryRateLimiter } from "../shared/memory-rate-limiter";

const silent = { error: () => {}, warn: () => {}, info: () => {} };

function fakeKv(values: Record<string, string>) {
  const reads: { key: string; cacheTtl?: number }[] = [];
  return {
    reads,
    values,
    get: async (key: string, options?: { cacheTtl?: number }) => (
      reads.push({ key, cacheTtl: options?.cacheTtl }),
      values[key] ?? null
    ),
  };
}

describe("KV flags", () => {
  it("keeps the flag map briefly, but reads app-closed afresh for every write", async () => {
    let now = 0;
    const kv = fakeKv({ "app-closed": "false", payment: "false" });
    const flags = kvFlagStore(kv, silent, { now: () => now });
    expect((await flags.read())["app-closed"]).toBe(false);
    kv.values["app-closed"] = "true";
    expect((await flags.read())["app-closed"]).toBe(false);
    expect(await flags.readFresh("app-closed")).toBe(true);
    expect(kv.reads.at(-1)).toEqual({ key: "app-closed", cacheTtl: KV_MIN_CACHE_TTL_S });
    now += FLAG_MAP_TTL_MS + 1;
    expect((await flags.read())["app-closed"]).toBe(true);
    expect((await flags.read()).payment).toBe(false);
  });

  it("logs a value other than true or false and applies the flag's default, the safe side", async () => {
    const warned: unknown[][] = [];
    const kv = fakeKv({ "app-closed": "True", payment: "yes", "category-group": "false" });
    const flags = kvFlagStore(kv, { ...silent, error: (...line) => warned.push(line) }, { now: () => 0 });
    const read = await flags.read();
    expect([read["app-closed"], read.payment, read["category-group"]]).toEqual([
      false,
      flagDefaults.payment,
      false,
    ]);
    expect(await flags.readFresh("app-closed")).toBe(false);
    expect(warned.map(([, detail]) => detail)).toEqual([
      { name: "app-closed", value: "True" },
      { name: "payment", value: "yes" },
      { name: "app-closed", value: "True" },
    ]);
    expect(String(warned[0][0])).toContain(
      'feature flag app-closed: the stored value is neither "true" nor "false"; its default (false) applies',
    );
  });

  it("logs an unreadable KV and applies the defaults", async () => {
    const logged: string[] = [];
    const broken = { get: async () => Promise.reject(new Error("KV down")) };
    const flags = kvFlagStore(
      broken,
      { ...silent, error: (message) => logged.push(message) },
      { now: () => 0 },
    );
    expect((await flags.read())["category-group"]).toBe(true);
    expect(await flags.readFresh("app-closed")).toBe(false);
    expect(logged).toHaveLength(2);
  });
});

describe("rate limits with the Workers binding", () => {
  it("refuses when the binding refuses, and keeps the longer windows of the isolate", async () => {
    const clock = { now: () => 0 };
    let allow = true;
    const limiter = bindingRateLimiter(
      { login: { limit: async () => ({ success: allow }) } },
      memoryRateLimiter(clock),
      () => {},
    );
    expect(await limiter.hit("login:ip:1", 2, 60_000)).toBe(true);
    allow = false;
    expect(await limiter.hit("login:ip:1", 2, 60_000)).toBe(false);
    allow = true;
    expect(await limiter.hit("login:ip:1", 2, 60_000)).toBe(false);
  });

  it("falls back to the isolate's counters without a binding, or when it fails", async () => {
    const errors: unknown[] = [];
    const limiter = bindingRateLimiter(
      { contact: { limit: async () => Promise.reject(new Error("binding down")) } },
      memoryRateLimiter({ now: () => 0 }),
      (e) => errors.push(e),
    );
    expect(await limiter.hit("contact:ip:1", 1, 60_000)).toBe(true);
    expect(await limiter.hit("contact:ip:1", 1, 60_000)).toBe(false);
    expect(errors).toHaveLength(2);
    expect(await limiter.hit("reset:ip:1", 1, 60_000)).toBe(true);
    expect(await limiter.exhausted("reset:ip:1", 1, 60_000)).toBe(true);
  });
});
