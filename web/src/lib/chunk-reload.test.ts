import { describe, expect, it } from "vitest";
import { installChunkReload, isChunkLoadError, type ReloadDeps, reloadForChunkError } from "./chunk-reload";

/** sessionStorage's part the guard uses, shared by "page loads" of one tab. */
function tab() {
  const kept = new Map<string, string>();
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  };
  let reloads = 0;
  const deps = (build: string): ReloadDeps => ({ storage, build, reload: () => void (reloads += 1) });
  return { deps, reloads: () => reloads };
}

const stale = new TypeError(
  "Failed to fetch dynamically imported module: https://clubcost.app/assets/users-page-0ld.js",
);

describe("reload once after a failed chunk load", () => {
  it("recognises the browsers' chunk errors and nothing else", () => {
    expect(isChunkLoadError(stale)).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new TypeError("x is undefined"))).toBe(false);
  });

  it("reloads once for a build, never again on the build the reload brought", () => {
    const t = tab();
    expect(reloadForChunkError(stale, t.deps("build-A"))).toBe(true);
    // The reload brought build B (a new deploy): a stale chunk there gets its one reload too.
    expect(reloadForChunkError(stale, t.deps("build-B"))).toBe(true);
    // Build B again (the file is missing for good): no loop, the error screen shows.
    expect(reloadForChunkError(stale, t.deps("build-B"))).toBe(false);
    expect(reloadForChunkError(stale, t.deps("build-B"))).toBe(false);
    expect(t.reloads()).toBe(2);
  });

  it("never reloads offline: the chunk is not gone, the network is (an idle preload would swap the page for the offline page)", () => {
    const t = tab();
    expect(reloadForChunkError(stale, { ...t.deps("build-A"), online: false })).toBe(false);
    expect(t.reloads()).toBe(0);
    // Back online, a missing chunk gets its one reload.
    expect(reloadForChunkError(stale, { ...t.deps("build-A"), online: true })).toBe(true);
  });

  it("never reloads for other errors, or without sessionStorage", () => {
    const t = tab();
    expect(reloadForChunkError(new Error("render failed"), t.deps("build-A"))).toBe(false);
    expect(
      reloadForChunkError(stale, { storage: null, build: "build-A", reload: () => expect.unreachable() }),
    ).toBe(false);
    expect(t.reloads()).toBe(0);
  });

  it("handles Vite's vite:preloadError: reloads once and keeps the error from the app only then", () => {
    const t = tab();
    const page = new EventTarget();
    installChunkReload(page as unknown as Window, () => t.deps("build-A"));
    const fail = () => {
      const event = new Event("vite:preloadError", { cancelable: true });
      page.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fail()).toBe(true);
    expect(t.reloads()).toBe(1);
    // Same build after the reload: the error goes on to the app's error screen.
    expect(fail()).toBe(false);
    expect(t.reloads()).toBe(1);
  });
});
