import { describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/index";
import { calculatorSchema } from "#core/schemas/calculator";
import { normalizeDocument } from "./normalize";

describe("loading a document", () => {
  it("gives a club without a document the default calculator", () => {
    const doc = normalizeDocument(calculatorSchema, null, "club-9", false);
    expect(doc.organizationId).toBe("club-9");
    expect(doc.groups[0]).toMatchObject({
      name: "Unique",
      categories: [{ name: "Cat. 1", members: 1, rate: 100 }],
    });
  });

  it("keeps the organization of the screen and applies defaults", () => {
    const { currency: _currency, ...raw } = workedExample("other");
    const doc = normalizeDocument(calculatorSchema, raw, "club-1", false);
    expect(doc.organizationId).toBe("club-1");
    expect(doc.currency).toBe("EUR");
  });

  it("recalculates manual rates when the input-membership flag differs from the saved context", () => {
    const raw = workedExample("club-1");
    raw.groups[1].categories[0].rate = 10;
    const doc = normalizeDocument(calculatorSchema, raw, "club-1", true);
    // Loisir asks 150 for a net cost of 110: round(150 / 110 x 100) = 136.
    expect(doc.groups[1].categories[0].rate).toBe(136);
    expect(doc.context.inputMembership).toBe(true);
    expect(normalizeDocument(calculatorSchema, raw, "club-1", false).groups[1].categories[0].rate).toBe(10);
  });
});
