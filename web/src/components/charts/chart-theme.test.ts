import { describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import {
  chartBaseOptions,
  chartPalette,
  contrastRatio,
  hueGap,
  hueOf,
  mergeOptions,
  readableFill,
  readsAsBelowCost,
  sliceLabel,
} from "./chart-theme";

const brand = brands.fftt;

describe("chart theme", () => {
  it("leads with the brand's colours, the soft primary at night", () => {
    expect(chartPalette("light", brand)[0]).toBe(brand.primary);
    // The orange accent is too light for a white label: a darker orange of the same hue takes its place.
    expect(chartPalette("light", brand)[1]).toBe(readableFill(brand.accent, "light"));
    // Clay (#c2410c) is within 20 degrees of the "below cost" red: the tennis brand's charts lead with its green.
    expect(chartPalette("light", brands.fft)[0]).toBe(brands.fft.accent);
    expect(chartPalette("dark", brands.fft)[0]).toBe(brands.fft.primarySoft);
    expect(chartPalette("dark", brand)[0]).toBe(brand.primarySoft);
  });

  it("paints a box plot's halves in the brand's lead colours, not ApexCharts' own green and blue (issue 46.4)", () => {
    for (const theme of ["light", "dark"] as const) {
      const palette = chartPalette(theme, brand);
      expect(chartBaseOptions(theme, brand).plotOptions?.boxPlot?.colors).toEqual({
        upper: palette[0],
        lower: palette[1],
      });
    }
  });

  it("never paints a series in the red that means 'below cost', whatever the brand (issue 31.11)", () => {
    for (const each of Object.values(brands)) {
      for (const theme of ["light", "dark"] as const) {
        for (const fill of chartPalette(theme, each))
          expect(readsAsBelowCost(fill), `${each.key} ${theme} ${fill}`).toBe(false);
      }
    }
    // The handball brand's red accent is the case in point.
    expect(readsAsBelowCost(brands.ffhb.accent)).toBe(true);
    expect(chartPalette("light", brands.ffhb)).not.toContain(brands.ffhb.accent);
  });

  it("keeps every slice label at AA contrast, for every brand, day and night", () => {
    for (const each of Object.values(brands)) {
      for (const theme of ["light", "dark"] as const) {
        for (const fill of chartPalette(theme, each))
          expect(
            contrastRatio(fill, sliceLabel[theme]),
            `${each.key} ${theme} ${fill}`,
          ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("keeps the first five series apart in hue, for every brand, day and night", () => {
    for (const each of Object.values(brands)) {
      for (const theme of ["light", "dark"] as const) {
        const hues = chartPalette(theme, each).slice(0, 5).map(hueOf);
        expect(hues.length).toBe(5);
        hues.forEach((a, i) =>
          hues.slice(i + 1).forEach((b) => {
            if (a !== null && b !== null)
              expect(hueGap(a, b), `${each.key} ${theme}`).toBeGreaterThanOrEqual(15);
          }),
        );
      }
    }
  });

  it("changes a colour only as much as needed", () => {
    expect(readableFill("#4338ca", "light")).toBe("#4338ca");
    const orange = readableFill("#f97316", "light");
    expect(contrastRatio(orange, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(orange, "#ffffff")).toBeLessThan(5.5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
  });

  it("names every export after exportName and hides the toolbar without it", () => {
    const options = chartBaseOptions("dark", brand, "cost-real");
    expect(options.chart?.toolbar?.show).toBe(true);
    expect(options.chart?.toolbar?.export?.png?.filename).toBe("cost-real");
    expect(options.chart?.toolbar?.export?.csv?.filename).toBe("cost-real");
    expect(options.theme?.mode).toBe("dark");
    expect(chartBaseOptions("light", brand).chart?.toolbar?.show).toBe(false);
  });

  it("writes people's names into tooltips and legends as text, not markup", () => {
    const options = chartBaseOptions("light", brand, "top_connections");
    const name = `<img src="https://x.test/a.png">L'Étoile & Co`;
    const escaped = `&lt;img src="https://x.test/a.png">L'Étoile & Co`;
    const x = options.tooltip?.x?.formatter as (value: unknown) => string;
    const title = (options.tooltip?.y as { title: { formatter: (name: string) => string } }).title.formatter;
    const legend = options.legend?.formatter as (name: string) => string;
    expect([x(name), title(name), legend(name)]).toEqual([escaped, `${escaped}: `, escaped]);
    expect(title("")).toBe("");
  });

  it("exports the charts' CSV with cells quoted and formula starts neutralised", () => {
    const csv = chartBaseOptions("light", brand, "top_connections").chart?.toolbar?.export?.csv;
    const cell = csv?.categoryFormatter as (value: unknown) => string;
    expect(csv?.columnDelimiter).toBe(";");
    expect([cell("=HYPERLINK(1)"), cell("A\n=cmd"), cell('Club; du "Sud"'), cell(12.5)]).toEqual([
      "'=HYPERLINK(1)",
      '"A\n=cmd"',
      '"Club; du ""Sud"""',
      "12,5",
    ]);
  });

  it("merges caller options deeply without losing the theme", () => {
    const merged = mergeOptions(chartBaseOptions("light", brand, "x"), {
      chart: { stacked: true },
      colors: ["#000"],
    });
    expect(merged.chart?.stacked).toBe(true);
    expect(merged.chart?.toolbar?.show).toBe(true);
    expect(merged.colors).toEqual(["#000"]);
  });
});
