import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions, loadTexts } from "../../../lib/i18n";

// Issue 46.4: words a treasurer reads without a statistics course, in both languages.
async function texts(lang: "fr" | "en") {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions(lang, "ClubCost"), react: undefined });
  await loadTexts(i18n, lang, true);
  return i18n.getFixedT(lang);
}

describe("the Prices tab's words", () => {
  it("calls the 20 % target memberships to aim for, not a margin", async () => {
    const en = await texts("en");
    const fr = await texts("fr");
    expect(en("resell.recommended", { percent: "20 %" })).toBe("Memberships to aim for (net cost + 20 %)");
    expect(fr("resell.recommended", { percent: "20 %" })).toBe("Cotisations à viser (coût net + 20 %)");
    for (const text of [en("resell.recommended"), fr("resell.recommended")])
      expect(text).not.toMatch(/margin|marge/i);
  });

  it("says a benchmark band as half of the clubs between two prices, without quartiles", async () => {
    const en = await texts("en");
    const fr = await texts("fr");
    expect(en("benchmark.club.band", { p25: "€120", median: "€140", p75: "€160" })).toBe(
      "Half of the clubs charge between €120 and €160 (middle: €140)",
    );
    expect(fr("benchmark.club.band", { p25: "120 €", median: "140 €", p75: "160 €" })).toBe(
      "La moitié des clubs demande entre 120 € et 160 € (au milieu : 140 €)",
    );
    for (const text of [en("benchmark.club.intro"), fr("benchmark.club.intro")])
      expect(text).not.toMatch(/quartile|percentile/i);
  });
});
