import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/glossary.md (issue 31.3, decision 146): one name per figure. The net cost A was also called
// "coût par adhérent", "coût de base" and "baseline cost"; the sell total "Total des ventes"; the tab
// where prices are set "Revente / Resell"; the estimated budget, in the club list, "Budget de
// trésorerie / Cash budget". None of these may come back in any locale, brands' included.
const root = new URL("../../../../locales/", import.meta.url).pathname;
type Tree = { [key: string]: string | Tree };

function textsOf(locale: string): { key: string; text: string }[] {
  const out: { key: string; text: string }[] = [];
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === "string") out.push({ key: `${prefix}${key}`, text: value });
      else walk(value, `${prefix}${key}.`);
    }
  };
  for (const file of readdirSync(`${root}${locale}`).filter((name) => name.endsWith(".json"))) {
    walk(JSON.parse(readFileSync(`${root}${locale}/${file}`, "utf8")) as Tree, `${file.slice(0, -5)}.`);
  }
  return out;
}

const retired: Record<string, RegExp[]> = {
  fr: [
    /coût de base/i,
    /(^|[^\p{L}])coût par adhérent/iu,
    /revente/i,
    /total des ventes/i,
    /budget de trésorerie/i,
  ],
  en: [/baseline/i, /(?<!(net|real) )cost per member/i, /\bresell\b/i, /sell total/i, /cash budget/i],
};

describe("glossary: one name per figure in every locale", () => {
  for (const locale of readdirSync(root)) {
    const rules = locale === "en" ? retired.en : retired.fr;
    it(`${locale} uses none of the retired names`, () => {
      const found = textsOf(locale).filter(({ text }) => rules.some((rule) => rule.test(text)));
      expect(found).toEqual([]);
    });
  }

  it("the tab where prices are set is Tarifs / Prices, and A is the net cost everywhere it is named", () => {
    const fr = Object.fromEntries(textsOf("fr").map((t) => [t.key, t.text]));
    const en = Object.fromEntries(textsOf("en").map((t) => [t.key, t.text]));
    expect([fr["calculator.tabs.resell"], en["calculator.tabs.resell"]]).toEqual(["Tarifs", "Prices"]);
    for (const key of [
      "calculator.summary.costPerMember",
      "calculator.perMember.netCost",
      "clubStats.netCost",
      "calculator.versions.costPerMember",
    ]) {
      expect(fr[key], key).toBe("Coût net par adhérent");
      expect(en[key], key).toBe("Net cost per member");
    }
  });

  it("a tab named in a sentence is one of the tabs, written as the tab reads", () => {
    const tabsOf = (texts: { key: string; text: string }[]) =>
      texts
        .filter(({ key }) => /^(calculator|federation)\.tabs\.(?!label)/.test(key))
        .map(({ text }) => text);
    // "Give your categories a kind (Budget tab, ...)": there is no Budget tab, the budget is on the Calculator tab.
    // (A browser's "new tab" is not one of the app's.)
    const wrong = (locale: "fr" | "en") => {
      const texts = textsOf(locale);
      const tabs = tabsOf(texts);
      return texts.flatMap(({ key, text }) =>
        [...text.matchAll(locale === "fr" ? /onglet\s+/g : /(?<!a new) tab\b/g)]
          .filter((match) =>
            locale === "fr"
              ? !tabs.some((tab) => text.slice(match.index + match[0].length).startsWith(tab))
              : !tabs.some((tab) => text.slice(0, match.index).endsWith(tab)),
          )
          .map(() => `${key}: ${text}`),
      );
    };
    expect(tabsOf(textsOf("fr"))).toContain("Calculateur");
    expect(wrong("fr")).toEqual([]);
    expect(wrong("en")).toEqual([]);
  });

  it("the seasons comparison's first column fits counts and amounts alike, and its rows use the glossary's names", () => {
    const fr = Object.fromEntries(textsOf("fr").map((t) => [t.key, t.text]));
    const en = Object.fromEntries(textsOf("en").map((t) => [t.key, t.text]));
    // Its rows: members (a count), prices, real costs, totals and budget lines. "Poste" is a budget line only.
    expect(fr["seasons.comparison.figure"]).not.toMatch(/poste|ligne/i);
    expect(en["seasons.comparison.figure"]).not.toMatch(/\bline|\bitem/i);
    expect([fr["seasons.comparison.figure"], en["seasons.comparison.figure"]]).toEqual(["Chiffre", "Figure"]);
    // Its rows use the glossary's names: M is the membership (not "Prix / Price"), -GF - sum of fc the
    // estimated budget (not "Dépenses / Cash expenses", which read as E, the expenses per member).
    for (const texts of [fr, en]) {
      expect(texts["seasons.comparison.category.price"]).toBe(texts["resell.membership"]);
      expect(texts["seasons.comparison.totals.budget"]).toBe(texts["resell.budget"]);
    }
  });

  it("the forecast result has one name on every screen and in the pack; ST - NC is not also a 'margin' (issue 38.8)", () => {
    const fr = Object.fromEntries(textsOf("fr").map((t) => [t.key, t.text]));
    const en = Object.fromEntries(textsOf("en").map((t) => [t.key, t.text]));
    const keys = [
      "pricing.breakEven.result",
      "pricing.scenarios.result",
      "pricing.scenarios.figures.result",
      "calculator.exports.result",
      "calculator.exports.pack.resultLine",
      "seasons.comparison.totals.result",
    ];
    for (const key of keys) {
      expect(fr[key], key).toBe("Résultat prévisionnel");
      expect(en[key], key).toBe("Forecast result");
    }
    // The Prices tab's "Marge" card and the Scenarios tab's "Marge" row showed the result under another name.
    for (const texts of [fr, en]) {
      expect(texts["resell.margin"]).toBeUndefined();
      expect(texts["pricing.scenarios.figures.margin"]).toBeUndefined();
    }
  });
});
