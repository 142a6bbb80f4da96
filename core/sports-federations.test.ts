import { describe, expect, it } from "vitest";
import { sportsFederationOf, sportsFederations } from "./sports-federations";

describe("sports federations", () => {
  it("offers about a hundred distinct French federations", () => {
    expect(sportsFederations.length).toBeGreaterThanOrEqual(95);
    expect(new Set(sportsFederations).size).toBe(sportsFederations.length);
    expect(sportsFederations).toContain("Fédération française de tennis de table");
  });
});

describe("the sports federation of a federation's invitation (issue 31.6)", () => {
  it("is the list's entry whatever the case, accents, apostrophes and spaces", () => {
    expect(sportsFederationOf("Fédération Française de Tennis de Table")).toBe(
      "Fédération française de tennis de table",
    );
    expect(sportsFederationOf("  federation francaise  d’athletisme ")).toBe(
      "Fédération française d'athlétisme",
    );
  });

  it("is the federation's own name when the list does not hold it", () => {
    expect(sportsFederationOf(" Fédération démo de tennis de table ")).toBe(
      "Fédération démo de tennis de table",
    );
  });
});
