import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  cacheFederation,
  FEDERATION_CACHE_TTL_MS,
  type Federation,
  loadFederation,
  readCachedFederation,
} from "./federations";

// A Map-backed localStorage: the node test runner has none.
const store = new Map<string, string>();
const memoryStorage = {
  get length() {
    return store.size;
  },
  key: (i: number) => [...store.keys()][i] ?? null,
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, String(v)),
  removeItem: (k: string) => void store.delete(k),
};

const federation = { id: "fed-1", name: "Fédé", subdomain: "fftt" } as Federation;

beforeEach(() => {
  store.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal("localStorage", memoryStorage);
});

describe("federation cache (product.md section 4)", () => {
  it("serves the stored federation for one day, then forgets it", () => {
    cacheFederation(federation, 1_000);
    expect(readCachedFederation("fed-1", 1_000 + FEDERATION_CACHE_TTL_MS - 1)).toEqual(federation);
    expect(readCachedFederation("fed-1", 1_000 + FEDERATION_CACHE_TTL_MS)).toBeNull();
    expect(readCachedFederation("other", 1_000)).toBeNull();
  });

  it("asks the server when the cache is empty or a reload is forced, and keeps the answer", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 0, message: "", data: { ...federation, name: "Fresh" } }), {
          status: 200,
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect((await loadFederation("fed-1")).name).toBe("Fresh");
    expect((await loadFederation("fed-1")).name).toBe("Fresh");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadFederation("fed-1", { force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe("/api/federation/fed-1");
  });

  it("is dropped with the other caches at logout", async () => {
    const { clearStoredCaches } = await import("./storage");
    cacheFederation(federation);
    clearStoredCaches();
    expect(readCachedFederation("fed-1")).toBeNull();
  });
});
