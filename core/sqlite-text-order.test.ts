import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bySqliteText } from "./sqlite-text-order";

// SQLite compares UTF-8 bytes: Buffer.compare of the two encodings is the oracle.
const utf8Order = (a: string, b: string) =>
  Math.sign(Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8")));
// Characters where UTF-16 and UTF-8 orders part: the top of the BMP against astral ones.
const edge = fc.constantFrom(
  "\ud7ff",
  "\ue000",
  "\uf8ff",
  "\uff21",
  "\ufffd",
  "\uffff",
  "🏓",
  "😀",
  "\u{10000}",
  "\u{10ffff}",
  "a",
  "é",
  "",
);
const text = fc.oneof(
  fc.string({ unit: "binary" }).filter((s) => s.isWellFormed()),
  fc.array(edge, { maxLength: 4 }).map((parts) => parts.join("")),
);

describe("SQLite's text order", () => {
  it("is the order of the UTF-8 bytes", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(Math.sign(bySqliteText(a, b))).toBe(utf8Order(a, b));
      }),
      { numRuns: 5000 },
    );
  });

  it("puts the top of the BMP before emoji, where JS's < does not", () => {
    expect("\uff21" < "🏓").toBe(false);
    expect(bySqliteText("\uff21", "🏓")).toBeLessThan(0);
    expect(bySqliteText("abc", "abd")).toBeLessThan(0);
    expect(bySqliteText("ab", "abc")).toBeLessThan(0);
    expect(bySqliteText("same", "same")).toBe(0);
  });
});
