import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const { toCanvas, getBlob } = vi.hoisted(() => ({
  toCanvas: vi.fn(async () => undefined),
  getBlob: vi.fn(async () => new Blob(["png"])),
}));
vi.mock("qrcode", () => ({ default: { toCanvas } }));
vi.mock("../../lib/api", () => ({ getBlob }));
vi.mock("../../lib/brand", () => ({ activeBrand: () => ({ logo: "/brands/default.svg" }) }));

/** An <img> stand-in: loads (or fails, for addresses holding "broken") a moment after its src is set. */
class FakeImage {
  static made: FakeImage[] = [];
  decoding = "";
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private address = "";
  constructor() {
    FakeImage.made.push(this);
  }
  set src(value: string) {
    this.address = value;
    setTimeout(() => (value.includes("broken") ? this.onerror?.() : this.onload?.()), 0);
  }
  get src() {
    return this.address;
  }
  decode() {
    return Promise.resolve();
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeImage.made = [];
  toCanvas.mockClear();
  getBlob.mockClear();
  vi.stubGlobal("Image", FakeImage);
  vi.stubGlobal("window", { location: { origin: "https://clubcost.app" } });
  vi.stubGlobal("document", { createElement: () => ({}) });
});
afterEach(() => vi.unstubAllGlobals());

describe("poster images (issue 31.12: fetched and decoded once, not at every opening)", () => {
  it("loads a logo once for every poster of the session", async () => {
    const { loadLogo } = await import("./poster-images");
    const first = await loadLogo("/brands/fftt.svg", "club-1");
    const again = await loadLogo("/brands/fftt.svg", "club-1");
    expect(again).toBe(first);
    expect(FakeImage.made).toHaveLength(1);
  });

  it("fetches another host's logo through the proxy once", async () => {
    const { loadLogo } = await import("./poster-images");
    await loadLogo("https://logos.example.org/club.png", "club-1");
    await loadLogo("https://logos.example.org/club.png", "club-1");
    expect(getBlob).toHaveBeenCalledTimes(1);
  });

  it("tries a failed logo again at the next opening, and draws the brand's meanwhile", async () => {
    const { posterLogo } = await import("./poster-images");
    const first = await posterLogo("/logos/broken.png", "club-1");
    expect(first.failed).toBe(true);
    expect((first.logo as unknown as FakeImage).src).toBe("/brands/default.svg");
    await posterLogo("/logos/broken.png", "club-1");
    // The broken logo twice, the brand's once.
    expect(FakeImage.made.map((image) => image.src)).toEqual([
      "/logos/broken.png",
      "/brands/default.svg",
      "/logos/broken.png",
    ]);
  });

  it("warming starts the load the poster then finds ready", async () => {
    const { posterLogo, warmPosterLogo } = await import("./poster-images");
    warmPosterLogo("/brands/fftt.svg", "club-1");
    expect(FakeImage.made).toHaveLength(1);
    await posterLogo("/brands/fftt.svg", "club-1");
    expect(FakeImage.made).toHaveLength(1);
  });

  it("draws a registration address's QR code once", async () => {
    const { qrCanvas } = await import("./poster-images");
    const first = await qrCanvas("https://club.example.org/inscription");
    expect(await qrCanvas("https://club.example.org/inscription")).toBe(first);
    await qrCanvas("https://club.example.org/autre");
    expect(toCanvas).toHaveBeenCalledTimes(2);
  });
});

describe("promiseCache", () => {
  it("keeps one promise per key, forgets failures and the oldest beyond its size", async () => {
    const { promiseCache } = await import("./poster-images");
    const cache = promiseCache<number>(2);
    const load = vi.fn(async () => 1);
    await cache("a", load);
    await cache("a", load);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(cache("b", () => Promise.reject(new Error("offline")))).rejects.toThrow("offline");
    expect(await cache("b", async () => 2)).toBe(2);
    await cache("c", async () => 3);
    await cache("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
