import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { quotaSentence } from "./quota-sentence";

const root = new URL("../../../../locales/", import.meta.url).pathname;

async function textsOf(language: "fr" | "en"): Promise<TFunction> {
  const federationDetails = JSON.parse(
    readFileSync(`${root}${language}/federationDetails.json`, "utf8"),
  ) as Record<string, unknown>;
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    interpolation: { escapeValue: false },
    resources: { [language]: { translation: { federationDetails } } },
  });
  return instance.t;
}

describe("the quota's one sentence (issue 31.10)", () => {
  it("says registered, allowed, held by invitations and invitable together, in English", async () => {
    const en = await textsOf("en");
    expect(quotaSentence(en, { registered: 4, quota: 39, invitable: 35 })).toBe(
      "4 clubs registered; the contract allows 39 more clubs, 4 of them held by pending invitations: up to 35 more can be invited.",
    );
    expect(quotaSentence(en, { registered: 1, quota: 1, invitable: 1 })).toBe(
      "1 club registered; the contract allows 1 more club, none held by a pending invitation: 1 more can be invited.",
    );
    expect(quotaSentence(en, { registered: 2, quota: 3, invitable: 0 })).toBe(
      "2 clubs registered; the contract allows 3 more clubs, 3 of them held by pending invitations: no club can be invited until they are used or the quota is raised.",
    );
    expect(quotaSentence(en, { registered: 0, quota: 0, invitable: 0 })).toBe(
      "0 clubs registered; the contract allows no more: the quota is reached.",
    );
  });

  it("agrees in French, 0 and 1 singular", async () => {
    const fr = await textsOf("fr");
    expect(quotaSentence(fr, { registered: 4, quota: 39, invitable: 35 })).toBe(
      "4 clubs inscrits ; le contrat en permet 39 de plus, dont 4 réservés par des invitations en attente : jusqu'à 35 peuvent encore être invités.",
    );
    expect(quotaSentence(fr, { registered: 1, quota: 2, invitable: 1 })).toBe(
      "1 club inscrit ; le contrat en permet 2 de plus, dont 1 réservé par une invitation en attente : 1 peut encore être invité.",
    );
    expect(quotaSentence(fr, { registered: 0, quota: 5, invitable: 5 })).toBe(
      "0 club inscrit ; le contrat en permet 5 de plus, dont aucun réservé par une invitation en attente : jusqu'à 5 peuvent encore être invités.",
    );
  });

  it("never counts more invitable clubs than the contract allows, nor fewer than none", async () => {
    const en = await textsOf("en");
    expect(quotaSentence(en, { registered: 3, quota: 2, invitable: 9 })).toContain(
      "none held by a pending invitation: up to 2 more can be invited",
    );
    expect(quotaSentence(en, { registered: 3, quota: 2, invitable: -1 })).toContain(
      "2 of them held by pending invitations",
    );
  });
});
