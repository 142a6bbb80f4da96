import type { ApexOptions } from "apexcharts";
import { csvCell } from "../../lib/csv-export";
import type { Theme } from "../../lib/theme";

/** The brand colours a chart needs (CSS variables of the active brand). */
export interface BrandColours {
  primary: string;
  primarySoft: string;
  accent: string;
}

/** Neutral companions after the brand's two colours: distinct hues, lighter shades for night mode. */
const companions: Readonly<Record<Theme, readonly string[]>> = {
  light: ["#d97706", "#0284c7", "#be185d", "#7c3aed", "#65a30d", "#64748b"],
  dark: ["#fbbf24", "#38bdf8", "#f472b6", "#a78bfa", "#a3e635", "#94a3b8"],
};

/**
 * Colours that carry a meaning across the app (design-brief.md: subsidies and margins in green), for
 * the slices of a chart that stand for those things; day shades take white labels, night ones dark.
 */
export const meaningColours: Readonly<Record<Theme, { positive: string; neutral: string; inKind: string }>> =
  {
    light: { positive: "#15803d", neutral: "#64748b", inKind: "#be185d" },
    dark: { positive: "#4ade80", neutral: "#94a3b8", inKind: "#f472b6" },
  };

const ink: Readonly<Record<Theme, { text: string; grid: string; stroke: string }>> = {
  light: { text: "#475569", grid: "#e2e8f0", stroke: "#ffffff" },
  dark: { text: "#cbd5e1", grid: "#334155", stroke: "#0f172a" },
};

/**
 * Pies and donuts: separators take the card's background so they read as gaps, and slice labels are
 * dark on the light night-mode shades, white on the strong day shades.
 */
export function sliceOptions(theme: Theme): ApexOptions {
  return {
    stroke: { colors: [ink[theme].stroke], width: 2 },
    dataLabels: {
      style: { colors: [sliceLabel[theme]], fontWeight: 600 },
      dropShadow: { enabled: theme === "light", blur: 1, opacity: 0.35 },
    },
  };
}

/** The text printed on slices: white by day, slate-900 at night (see sliceOptions). */
export const sliceLabel: Readonly<Record<Theme, string>> = { light: "#ffffff", dark: "#0f172a" };

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The same hue, darkened by day (lightened at night) just enough for a slice label to reach AA (4.5:1):
 * an orange or teal accent keeps its look while its percentage stays readable.
 */
export function readableFill(hex: string, theme: Theme): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return hex;
  const target = theme === "dark" ? 255 : 0;
  const base = channels(hex);
  for (let step = 0; step <= 20; step += 1) {
    const mixed = hexOf(base.map((c) => c + ((target - c) * step) / 20));
    if (contrastRatio(mixed, sliceLabel[theme]) >= 4.5) return mixed;
  }
  return hexOf(base.map(() => target));
}

/** The hue in degrees, or null for a grey (the slate companion). */
export function hueOf(hex: string): number | null {
  const [r, g, b] = channels(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const spread = max - Math.min(r, g, b);
  if (spread < 0.15) return null;
  const hue = max === r ? ((g - b) / spread) % 6 : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
  return (hue * 60 + 360) % 360;
}

export function hueGap(a: number, b: number): number {
  const gap = Math.abs(a - b) % 360;
  return Math.min(gap, 360 - gap);
}

/** Companions closer than this to a brand colour would read as the same series (an orange accent and amber). */
const MIN_HUE_GAP = 30;

/**
 * Red says "below cost" (the negative margin colour, #b91c1c): a brand colour within this many degrees
 * of its hue would paint a cost series as a loss, so it leads no chart (issue 31.11, decision 147).
 */
const BELOW_COST_HUE = 0;
const MIN_GAP_TO_RED = 20;

/** True for a colour that reads as the "below cost" red (a greyish colour never does). */
export function readsAsBelowCost(hex: string): boolean {
  const hue = hueOf(hex);
  return hue !== null && hueGap(hue, BELOW_COST_HUE) < MIN_GAP_TO_RED;
}

/** Brand primary first (its soft shade at night, like buttons), then the accent, then companions of other hues; never red. */
export function chartPalette(theme: Theme, brand: BrandColours): string[] {
  const lead = [theme === "dark" ? brand.primarySoft : brand.primary, brand.accent].filter(
    (hex) => !readsAsBelowCost(hex),
  );
  const leadHues = lead.map(hueOf).filter((hue): hue is number => hue !== null);
  const others = companions[theme].filter((hex) => {
    const hue = hueOf(hex);
    return hue === null || leadHues.every((lead) => hueGap(hue, lead) >= MIN_HUE_GAP);
  });
  return [...lead, ...others].map((hex) => readableFill(hex, theme));
}

/** Labels of the export menu, already translated. */
interface ExportTexts {
  menu: string;
  png: string;
  svg: string;
  csv: string;
}

/**
 * ApexCharts writes tooltip titles, series names and legend entries with innerHTML, and our labels are
 * people's text (club, league and group names): a club named `<img src=…>` would put its markup in a
 * federation admin's page. Without `<` no tag can open in element content, so only that is escaped:
 * ApexCharts also copies a legend entry into its aria-label, where `&#39;` for the apostrophe of
 * "L'Étoile" would be read out.
 */
const asText = (value: unknown) => String(value ?? "").replace(/</g, "&lt;");

/**
 * Cells of the charts' own CSV export written like our CSV files (csv-export.ts): quoted when needed
 * and formula starts neutralised (ApexCharts only guards the first character and never quotes, so a
 * name holding a line break would start a row of its own), ';' between cells for French Excel.
 */
const chartCsvCell = (value: unknown) =>
  csvCell(typeof value === "number" ? value : value == null ? null : String(value));

/**
 * Base options: transparent background, readable text and grid in both themes, export menu when named.
 * `colon` ends a tooltip's series name: French puts a no-break space before it.
 */
export function chartBaseOptions(
  theme: Theme,
  brand: BrandColours,
  exportName?: string,
  texts?: ExportTexts,
  colon = ": ",
): ApexOptions {
  const colours = ink[theme];
  const palette = chartPalette(theme, brand);
  return {
    chart: {
      background: "transparent",
      foreColor: colours.text,
      fontFamily: "inherit",
      parentHeightOffset: 0,
      animations: { enabled: false },
      zoom: { enabled: false },
      toolbar: {
        show: Boolean(exportName),
        tools: {
          download: true,
          selection: false,
          zoom: false,
          zoomin: false,
          zoomout: false,
          pan: false,
          reset: false,
        },
        export: exportName
          ? {
              png: { filename: exportName },
              svg: { filename: exportName },
              csv: {
                filename: exportName,
                columnDelimiter: ";",
                categoryFormatter: chartCsvCell,
                valueFormatter: chartCsvCell,
              },
            }
          : undefined,
      },
      locales: texts
        ? [
            {
              name: "app",
              options: {
                toolbar: {
                  menu: texts.menu,
                  exportToPNG: texts.png,
                  exportToSVG: texts.svg,
                  exportToCSV: texts.csv,
                },
              },
            },
          ]
        : undefined,
      defaultLocale: texts ? "app" : undefined,
    },
    colors: palette,
    theme: { mode: theme },
    grid: { borderColor: colours.grid, strokeDashArray: 3 },
    legend: {
      position: "bottom",
      labels: { colors: colours.text },
      fontSize: "13px",
      formatter: (name: string) => asText(name),
    },
    // ApexCharts' own title formatter, escaped ("name: " before the value).
    tooltip: {
      theme: theme,
      x: { formatter: (value: unknown) => asText(value) },
      y: { title: { formatter: (name: string) => (name ? `${asText(name)}${colon}` : "") } },
    },
    dataLabels: { style: { fontSize: "12px" } },
    // A box plot takes its halves' colours from here, not from `colors` (ApexCharts' own green and blue
    // otherwise): the brand's two lead colours, like every other chart (design-brief.md, issue 46.4).
    plotOptions: {
      pie: { donut: { labels: { show: false } } },
      boxPlot: { colors: { upper: palette[0], lower: palette[1] ?? palette[0] } },
    },
    states: { active: { filter: { type: "none" } } },
  };
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Deep merge of plain objects (arrays and functions are replaced, undefined keeps the base). */
export function mergeOptions<T extends object>(base: T, extra: object | undefined): T {
  if (!extra) return base;
  const out: Plain = { ...(base as Plain) };
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlain(current) && isPlain(value) ? mergeOptions(current, value) : value;
  }
  return out as T;
}
