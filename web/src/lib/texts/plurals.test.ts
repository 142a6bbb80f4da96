import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 31.13: counts go through i18next's plural rules (key_one, key_other), never "(s)" left to the reader.
const root = new URL("../../../../locales/", import.meta.url).pathname;

describe("plurals in the locales", () => {
  it("no text of any locale leaves the plural to the reader: (s), (es), (x), (ies)", () => {
    for (const locale of readdirSync(root)) {
      for (const file of readdirSync(`${root}${locale}`).filter((name) => name.endsWith(".json"))) {
        expect(readFileSync(`${root}${locale}/${file}`, "utf8"), `${locale}/${file}`).not.toMatch(
          /\p{L}\((s|es|x|ies)\)/u,
        );
      }
    }
  });
});
