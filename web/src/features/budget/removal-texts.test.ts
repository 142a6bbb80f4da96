import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { categoryRemovalBody, groupRemovalBody } from "./removal-texts";

const root = new URL("../../../../locales/", import.meta.url).pathname;
const read = (locale: string, file: string) =>
  JSON.parse(readFileSync(`${root}${locale}/${file}`, "utf8")) as Record<string, unknown>;

/** The app's texts of one namespace in i18next, as the screen's t() reads them. */
async function textsOf(language: "fr" | "en", namespace: string): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    interpolation: { escapeValue: false },
    resources: { [language]: { translation: { [namespace]: read(language, `${namespace}.json`) } } },
  });
  return instance.t;
}

// Issue 31.13: counts go through i18next's plural rules, never "(s)" or a count pasted before a plural noun.
describe("what removing a group or a category takes with it", () => {
  const t = {} as Record<"fr" | "en", TFunction>;
  beforeAll(async () => {
    t.fr = await textsOf("fr", "calculator");
    t.en = await textsOf("en", "calculator");
  });

  it("a group: 1 catégorie (1 adhérent)", () => {
    expect(groupRemovalBody(t.fr, { name: "Jeunes", categories: 1, members: 1 })).toContain(
      "1 catégorie (1 adhérent)",
    );
    expect(groupRemovalBody(t.fr, { name: "Jeunes", categories: 2, members: 35 })).toContain(
      "2 catégories (35 adhérents)",
    );
    expect(groupRemovalBody(t.en, { name: "Youth", categories: 1, members: 1 })).toContain(
      "1 category (1 member)",
    );
  });

  it("a category: its members, fees and subsidies each in its number", () => {
    expect(categoryRemovalBody(t.fr, { name: "U11", members: 1, fees: 1, subsidies: 2 })).toBe(
      "La catégorie U11 sera supprimée, avec 1 adhérent, 1 frais spécifique et 2 subventions spécifiques.",
    );
    expect(categoryRemovalBody(t.en, { name: "U11", members: 20, fees: 0, subsidies: 1 })).toBe(
      "The category U11 will be removed, with 20 members, 0 specific fees and 1 specific subsidy.",
    );
  });

  it("says that lines shared within the group go back to members (season-money.md section 2)", () => {
    expect(groupRemovalBody(t.fr, { name: "Jeunes", categories: 2, members: 35, shared: 1 })).toMatch(
      / 1 ligne partagée dans ce groupe le sera de nouveau par les adhérents\.$/,
    );
    expect(categoryRemovalBody(t.en, { name: "U11", members: 20, fees: 0, subsidies: 1, shared: 2 })).toMatch(
      / 2 lines shared within this group will be shared by members again\.$/,
    );
    expect(groupRemovalBody(t.en, { name: "Youth", categories: 1, members: 1, shared: 0 })).not.toContain(
      "shared",
    );
  });
});
