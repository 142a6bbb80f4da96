import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { quotaSummary } from "./quota-summary";

const root = new URL("../../../../../locales/", import.meta.url).pathname;
const read = (locale: string, file: string) => JSON.parse(readFileSync(`${root}${locale}/${file}`, "utf8")) as Record<string, unknown>;

/** The app's texts of one namespace in i18next, as the screen's t() reads them. */
async function textsOf(language: "fr" | "en", namespace: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({ lng: language, interpolation: { escapeValue: false }, resources: { [language]: { translation: { [namespace]: read(language, `${namespace}.json`) } } } });
  return instance.t;
}

describe("the quota's sentence (issue 31.13)", () => {
  it("agrees with each count, in both languages", async () => {
    const fr = await textsOf("fr", "federationLists");
    const en = await textsOf("en", "federationLists");
    expect(quotaSummary(fr, 1, 1)).toBe("1 club inscrit, 1 peut encore rejoindre la fédération.");
    expect(quotaSummary(fr, 12, 3)).toBe("12 clubs inscrits, 3 peuvent encore rejoindre la fédération.");
    expect(quotaSummary(en, 1, 4)).toBe("1 club registered, 4 more may join.");
  });
});
