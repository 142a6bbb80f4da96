import { describe, expect, it } from "vitest";
import { brands } from "../../../../core/brands";
import { chartBaseOptions, chartPalette, mergeOptions } from "./chart-theme";

const brand = brands.fftt;

describe("chart theme", () => {
  it("leads with the brand's colours, the soft primary at night", () => {
    expect(chartPalette("light", brand).slice(0, 2)).toEqual([brand.primary, brand.accent]);
    expect(chartPalette("dark", brand)[0]).toBe(brand.primarySoft);
  });

  it("names every export after exportName and hides the toolbar without it", () => {
    const options = chartBaseOptions("dark", brand, "cost-real");
    expect(options.chart?.toolbar?.show).toBe(true);
    expect(options.chart?.toolbar?.export?.png?.filename).toBe("cost-real");
    expect(options.chart?.toolbar?.export?.csv?.filename).toBe("cost-real");
    expect(options.theme?.mode).toBe("dark");
    expect(chartBaseOptions("light", brand).chart?.toolbar?.show).toBe(false);
  });

  it("merges caller options deeply without losing the theme", () => {
    const merged = mergeOptions(chartBaseOptions("light", brand, "x"), { chart: { stacked: true }, colors: ["#000"] });
    expect(merged.chart?.stacked).toBe(true);
    expect(merged.chart?.toolbar?.show).toBe(true);
    expect(merged.colors).toEqual(["#000"]);
  });
});
