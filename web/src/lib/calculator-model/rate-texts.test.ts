import { describe, expect, it } from "vitest";
import { methodKey, rateSource } from "./rate-texts";

describe("a reference rate's words (issue 38.11)", () => {
  it("gives the source in English where it was given in English, else as entered", () => {
    const rate = { source: "SMIC horaire brut", sourceEn: "Gross hourly SMIC" };
    expect(rateSource(rate, "en")).toBe("Gross hourly SMIC");
    expect(rateSource(rate, "en-GB")).toBe("Gross hourly SMIC");
    expect(rateSource(rate, "fr")).toBe("SMIC horaire brut");
    expect(rateSource({ source: "Convention régionale" }, "en")).toBe("Convention régionale");
  });

  it("says SMIC x (1 + coefficient) for a derived volunteer hour, the federation's rate for its own", () => {
    expect(methodKey({ method: "volunteer" })).toBe("volunteer");
    expect(methodKey({ method: "volunteer", federation: true })).toBe("volunteerFederation");
    expect(methodKey({ method: "local", federation: true })).toBe("local");
  });
});
