import type { ApexOptions } from "apexcharts";
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
      style: { colors: [theme === "dark" ? "#0f172a" : "#ffffff"], fontWeight: 600 },
      dropShadow: { enabled: theme === "light", blur: 1, opacity: 0.35 },
    },
  };
}

/** Brand primary first (its soft shade at night, like buttons), then the accent, then companions. */
export function chartPalette(theme: Theme, brand: BrandColours): string[] {
  return [theme === "dark" ? brand.primarySoft : brand.primary, brand.accent, ...companions[theme]];
}

/** Labels of the export menu, already translated. */
export interface ExportTexts {
  menu: string;
  png: string;
  svg: string;
  csv: string;
}

/** Base options: transparent background, readable text and grid in both themes, export menu when named. */
export function chartBaseOptions(theme: Theme, brand: BrandColours, exportName?: string, texts?: ExportTexts): ApexOptions {
  const colours = ink[theme];
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
        tools: { download: true, selection: false, zoom: false, zoomin: false, zoomout: false, pan: false, reset: false },
        export: exportName
          ? { png: { filename: exportName }, svg: { filename: exportName }, csv: { filename: exportName } }
          : undefined,
      },
      locales: texts
        ? [{ name: "app", options: { toolbar: { menu: texts.menu, exportToPNG: texts.png, exportToSVG: texts.svg, exportToCSV: texts.csv } } }]
        : undefined,
      defaultLocale: texts ? "app" : undefined,
    },
    colors: chartPalette(theme, brand),
    theme: { mode: theme },
    grid: { borderColor: colours.grid, strokeDashArray: 3 },
    legend: { position: "bottom", labels: { colors: colours.text }, fontSize: "13px" },
    tooltip: { theme: theme },
    dataLabels: { style: { fontSize: "12px" } },
    plotOptions: { pie: { donut: { labels: { show: false } } } },
    states: { active: { filter: { type: "none" } } },
  };
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

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
