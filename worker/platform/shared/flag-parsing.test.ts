import { describe, expect, it } from "vitest";
import { flagsFromStrings } from "./flag-parsing";

describe("flags read from the store", () => {
  it("keep the banner's text for every language and each language's own (decision 154)", () => {
    const stored: Record<string, string> = {
      "warning-banner": "true",
      "warning-banner-text": "Maintenance",
      "warning-banner-text-en": "Maintenance at 10 pm",
      "warning-banner-text-fr": "x".repeat(600),
      "warning-banner-text-de": "Wartung",
    };
    const flags = flagsFromStrings((name) => stored[name]);
    expect(flags["warning-banner"]).toBe(true);
    expect(flags["warning-banner-text"]).toBe("Maintenance");
    expect(flags["warning-banner-text-en"]).toBe("Maintenance at 10 pm");
    expect(flags["warning-banner-text-fr"]).toHaveLength(500);
    expect(Object.keys(flags)).not.toContain("warning-banner-text-de");
  });
});
