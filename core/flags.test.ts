import { describe, expect, it } from "vitest";
import { bannerText } from "./flags";

describe("the warning banner's text (issue 31.13, decision 154)", () => {
  it("is the reader's language's own text when there is one", () => {
    const flags = {
      "warning-banner-text": "Maintenance à 22 h",
      "warning-banner-text-en": "Maintenance at 10 pm",
      "warning-banner-text-fr": "Maintenance ce soir",
    };
    expect(bannerText(flags, "en")).toBe("Maintenance at 10 pm");
    expect(bannerText(flags, "fr")).toBe("Maintenance ce soir");
  });

  it("falls back to the text for every language, then to none (the built-in text)", () => {
    expect(
      bannerText(
        { "warning-banner-text": "Maintenance à 22 h", "warning-banner-text-fr": "Maintenance ce soir" },
        "en",
      ),
    ).toBe("Maintenance à 22 h");
    expect(bannerText({ "warning-banner-text-fr": "Maintenance ce soir" }, "en")).toBeNull();
    expect(bannerText({}, "fr")).toBeNull();
  });
});
