import i18next, { type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { brands } from "../../../core/brands";
import { addBackendMessages, i18nOptions, loadTexts, localeFor } from "./i18n";
import { cachePlainTexts } from "./plain-text-cache";

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : keysOf(value, path);
  });
}

async function instance(locale: string, brandName: string, cached: boolean, pages = true): Promise<i18n> {
  const made = i18next.createInstance();
  await made.init({ ...i18nOptions(locale, brandName), react: undefined });
  if (cached) cachePlainTexts(made);
  addBackendMessages(made);
  await Promise.all([loadTexts(made, "fr", pages), loadTexts(made, "en", pages)]);
  return made;
}

describe("the plain-text cache (decision 115)", () => {
  const locales = [
    ["fr", "ClubCost"],
    ["en", "ClubCost"],
    [localeFor("fr", brands.fftt.locale), brands.fftt.name],
    [localeFor("fr", brands.fft.locale), brands.fft.name],
  ] as const;

  it.each(locales)("answers every shipped key under %s exactly as i18next does, twice in a row", async (locale, brandName) => {
    const plain = await instance(locale, brandName, false);
    const cached = await instance(locale, brandName, true);
    const keys = [...keysOf(plain.getResourceBundle("fr", "translation") as Tree), "nav", "no.such.key", "nav.missing"];
    const reference = plain.getFixedT(locale, "translation");
    const fast = cached.getFixedT(locale, "translation");
    const prefixed = cached.getFixedT(locale, "translation", "nav");
    for (const key of keys) {
      expect(fast(key), key).toBe(reference(key));
      expect(fast(key), key).toBe(reference(key));
    }
    expect(prefixed("home")).toBe(reference("nav.home"));
    // Calls with options are not remembered: the count changes the answer.
    expect(fast("calculator.common.lines", { count: 1 })).toBe(reference("calculator.common.lines", { count: 1 }));
    expect(fast("calculator.common.lines", { count: 2 })).not.toBe(fast("calculator.common.lines", { count: 1 }));
  });

  it("forgets what it remembered when texts are added and when the language changes", async () => {
    const cached = await instance("fr", "ClubCost", true, false);
    const current = cached.getFixedT(undefined as unknown as string, "translation");
    expect(current("calculator.expandAll")).toBe("calculator.expandAll");
    await loadTexts(cached, "fr", true);
    expect(current("calculator.expandAll")).not.toBe("calculator.expandAll");
    const french = current("nav.home");
    await cached.changeLanguage("en");
    expect(current("nav.home")).not.toBe(french);
    expect(current("nav.home")).toBe(cached.t("nav.home"));
  });
});
