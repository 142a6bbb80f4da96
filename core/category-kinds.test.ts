import { describe, expect, it } from "vitest";
import { withTemplateKinds } from "./category-kinds";

describe("kinds from the federation template", () => {
  const template = { groups: [{ categories: [{ name: "Loisirs", kind: "leisure" as const }] }] };
  it("give a club category of the same name (spacing, case) the template's kind", () => {
    const club = { groups: [{ categories: [{ name: " loisirs " }, { name: "Cadets" }] }] };
    expect(withTemplateKinds(club, template).groups[0].categories).toEqual([
      { name: " loisirs ", kind: "leisure" },
      { name: "Cadets" },
    ]);
  });
  it("keep the kind the club chose", () => {
    const club = { groups: [{ categories: [{ name: "Loisirs", kind: "adult" as const }] }] };
    expect(withTemplateKinds(club, template).groups[0].categories[0].kind).toBe("adult");
  });
});
