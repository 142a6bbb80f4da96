import { describe, expect, it } from "vitest";
import { flagsFrom } from "./flags";

describe("GET support/config as the app keeps it", () => {
  it("keeps the banner's text per language, trimmed, and nothing unknown (decision 154)", () => {
    const flags = flagsFrom({
      "warning-banner": true,
      "warning-banner-text-en": " Maintenance tonight ",
      "warning-banner-text-fr": "  ",
      other: "x",
    });
    expect(flags["warning-banner-text-en"]).toBe("Maintenance tonight");
    expect(flags).not.toHaveProperty("warning-banner-text-fr");
    expect(flags).not.toHaveProperty("other");
  });
});
