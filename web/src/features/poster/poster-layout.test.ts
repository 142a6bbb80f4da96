import { describe, expect, it } from "vitest";
import { needsProxy } from "./poster-images";
import { fitText, posterLayout, wrapText } from "./poster-layout";
import { POSTER } from "../../lib/calculator-model/poster-types";

// A monospace stand-in for canvas measureText: 10 px per character.
const measure = (text: string) => text.length * 10;

describe("poster layout", () => {
  it("gives each category a 60 px row and room for a 150 px QR code", () => {
    const without = posterLayout(3, 2, false);
    const withQr = posterLayout(3, 2, true);
    expect(posterLayout(4, 2, false).height - without.height).toBe(POSTER.rowHeight);
    expect(withQr.height - without.height).toBeGreaterThanOrEqual(POSTER.qrSize);
    expect(withQr.qrTop).toBeGreaterThan(withQr.messageTop);
    expect(without.qrTop).toBeNull();
  });

  it("wraps a message on words, keeps line breaks and cuts overlong words", () => {
    expect(wrapText("Tarifs applicables à partir du 1er septembre", 200, measure)).toEqual([
      "Tarifs applicables à",
      "partir du 1er",
      "septembre",
    ]);
    expect(wrapText("a\nb", 200, measure)).toEqual(["a", "b"]);
    expect(wrapText("x".repeat(45), 200, measure)).toEqual(["x".repeat(20), "x".repeat(20), "x".repeat(5)]);
    expect(wrapText("   ", 200, measure)).toEqual([]);
  });

  it("shortens a long club name with an ellipsis", () => {
    expect(fitText("Short", 100, measure)).toBe("Short");
    const cut = fitText("A very long club name indeed", 100, measure);
    expect(cut.endsWith("…")).toBe(true);
    expect(measure(cut)).toBeLessThanOrEqual(100);
  });
});

describe("logo addresses", () => {
  it("proxies only other origins", () => {
    expect(needsProxy("/brands/default.svg", "https://clubcost.app")).toBe(false);
    expect(needsProxy("https://clubcost.app/x.png", "https://clubcost.app")).toBe(false);
    expect(needsProxy("data:image/png;base64,AAA", "https://clubcost.app")).toBe(false);
    expect(needsProxy("https://cdn.example.org/x.png", "https://clubcost.app")).toBe(true);
  });
});
