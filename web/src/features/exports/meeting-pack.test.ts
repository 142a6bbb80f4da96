import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { brands } from "#core/brands";
import { cerfaBudget } from "#core/cerfa";
import { computeCalculator, evaluateFigures, workedExample } from "#core/cost-model/index";
import { chartPalette } from "../../components/charts/chart-theme";
import { buildMeetingPack } from "./meeting-pack";
import { packCharts } from "./pack-charts";
import { packContent } from "./pack-model";

// A 1×1 PNG, as brand-logo.ts hands one over once the browser drew the SVG.
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

const doc = workedExample();
const result = computeCalculator(doc);
const t = (key: string) => key;
const content = packContent({
  brand: brands.fftt,
  clubName: "Club démo",
  season: "2026-2027",
  date: "26/11/2026",
  budget: cerfaBudget(doc),
  figures: evaluateFigures(doc),
  subsidies: 2200,
  money: (value) => value.toFixed(2),
  t,
  charts: packCharts({
    result,
    palette: chartPalette("light", brands.fftt),
    withBars: true,
    money: (value) => value.toFixed(2),
    percent: String,
    t,
  }),
});

/** The image XObjects of every page, as a reader finds them. */
async function images(bytes: Uint8Array): Promise<PDFRawStream[]> {
  const pdf = await PDFDocument.load(bytes);
  const found = new Set<PDFRawStream>();
  for (const page of pdf.getPages()) {
    const objects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    for (const ref of objects?.values() ?? []) {
      const object = pdf.context.lookup(ref);
      if (object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"))
        found.add(object);
    }
  }
  return [...found];
}

describe("the general-meeting pack's PDF", () => {
  it("carries the brand's logo, one image shown on every page's header", async () => {
    const bytes = await buildMeetingPack(content, PNG);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(await images(bytes)).toHaveLength(1);
  });

  it("is still made without the logo, or with bytes that are no PNG (the logo could not be drawn)", async () => {
    expect(await images(await buildMeetingPack(content, null))).toHaveLength(0);
    expect(await images(await buildMeetingPack(content, new Uint8Array([1, 2, 3])))).toHaveLength(0);
  });
});
