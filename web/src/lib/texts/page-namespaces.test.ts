import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import firstScreenEn from "./first-screen-texts-en";
import firstScreenFr from "./first-screen-texts-fr";
import { localeFileOf } from "./locale-files";
import { pageNamespaces } from "./page-namespaces";
import pagesEn from "./pages-en";
import pagesFr from "./pages-fr";

// The packs' globs write pageNamespaces out (a glob takes only literals): they must agree with it, and
// every locale file but the e-mails' must be in exactly one pack of its language.
const root = new URL("../../../../locales/", import.meta.url);
const packs = {
  "first screen": { en: firstScreenEn, fr: firstScreenFr },
  pages: { en: pagesEn, fr: pagesFr },
};

describe("the text packs", () => {
  for (const locale of readdirSync(root).filter((name) => localeFileOf(`/locales/${name}/x.json`))) {
    it(`hold each of locales/${locale}/ once, split by pageNamespaces`, () => {
      const language = locale.slice(0, 2) as "en" | "fr";
      const files = readdirSync(new URL(`${locale}/`, root)).map((name) => name.replace(/\.json$/, ""));
      const inPack = (pack: keyof typeof packs) =>
        Object.keys(packs[pack][language])
          .map((path) => localeFileOf(path)!)
          .filter((file) => file.locale === locale)
          .map((file) => file.namespace)
          .sort();
      expect(inPack("pages")).toEqual(files.filter((namespace) => pageNamespaces.includes(namespace)).sort());
      expect(inPack("first screen")).toEqual(
        files.filter((namespace) => namespace !== "mail" && !pageNamespaces.includes(namespace)).sort(),
      );
    });
  }

  it("read locale and namespace from a path", () => {
    expect(localeFileOf("/repo/locales/fr-fftt/auth.json")).toEqual({ locale: "fr-fftt", namespace: "auth" });
    expect(localeFileOf("C:\\repo\\locales\\en\\clubStats.json")).toEqual({
      locale: "en",
      namespace: "clubStats",
    });
    expect(localeFileOf("/repo/web/public/manifest.json")).toBeNull();
  });
});
