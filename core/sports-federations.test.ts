import { describe, expect, it } from "vitest";
import { sportsFederations } from "./sports-federations";

describe("sports federations", () => {
  it("offers about a hundred distinct French federations", () => {
    expect(sportsFederations.length).toBeGreaterThanOrEqual(95);
    expect(new Set(sportsFederations).size).toBe(sportsFederations.length);
    expect(sportsFederations).toContain("Fédération française de tennis de table");
  });
});
