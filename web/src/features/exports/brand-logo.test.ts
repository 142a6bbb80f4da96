import { afterEach, describe, expect, it, vi } from "vitest";
import { logoPng, sizedSvg } from "./brand-logo";

describe("the brand's logo for the pack", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the SVG a size of its own, replacing any it had, for browsers that draw no viewBox-only SVG", () => {
    expect(sizedSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect/></svg>', 256)).toBe(
      '<svg width="256" height="256" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect/></svg>',
    );
    expect(sizedSvg('<?xml version="1.0"?>\n<svg width="64" height=\'64\' viewBox="0 0 64 64"/>', 128)).toBe(
      '<?xml version="1.0"?>\n<svg width="128" height="128" viewBox="0 0 64 64"/>',
    );
    expect(sizedSvg("<html>not a logo</html>", 256)).toBeNull();
  });

  it("gives null, never an error, when the logo cannot be fetched: the pack is then made without it", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("offline")));
    await expect(logoPng("/brands/fftt.svg")).resolves.toBeNull();
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("missing", { status: 404 })));
    await expect(logoPng("/brands/fftt.svg")).resolves.toBeNull();
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response("<html></html>", { status: 200 })));
    await expect(logoPng("/brands/fftt.svg")).resolves.toBeNull();
  });
});
