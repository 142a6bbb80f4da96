import { describe, expect, it } from "vitest";
import { workedExample } from "#core/cost-model/worked-example";
import { calculatorSchema } from "#core/schemas/calculator";
import { forecastResultOf } from "./forecast-result";

describe("the forecast result a club row keeps", () => {
  it("is the worked example's 1,520", () => {
    expect(forecastResultOf(calculatorSchema.parse(workedExample()))).toBe(1520);
  });

  it("is kept to the cent, without float noise (raw prices give 6919.837999999999)", () => {
    const raw = calculatorSchema.parse({
      ...workedExample(),
      internalFees: [
        { name: "a", value: -0.1 },
        { name: "b", value: -0.2 },
      ],
      precision: null,
    });
    expect(forecastResultOf(raw)).toBe(6919.84);
  });
});
