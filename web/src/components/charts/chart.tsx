import type { ApexOptions } from "apexcharts";
import { Suspense } from "react";
import { preloadable } from "../../lib/preloadable";
import type { Theme } from "../../lib/theme";

const ApexChart = preloadable(() => import("./apex-chart").then((m) => m.default));

/** Loads ApexCharts ahead of a chart (a tab about to open, the print): the chart then draws at once. */
export const preloadCharts = () => ApexChart.preload();

type ChartType =
  "line" | "area" | "bar" | "pie" | "donut" | "radialBar" | "radar" | "polarArea" | "treemap" | "boxPlot";

export interface ChartProps {
  type: ChartType;
  series: ApexOptions["series"];
  /** Merged over the themed base (brand palette, night mode, export menu). */
  options?: ApexOptions;
  /** The series' colours from the themed palette (the brand's first), when they carry a meaning. */
  colours?: (palette: readonly string[], theme: Theme) => string[];
  /** File name (without extension) of the PNG, SVG and CSV exports; no export menu without it. */
  exportName?: string;
  height?: number;
  /** Accessible name of the figure. */
  label: string;
  /** Text alternative for screen readers, e.g. the values shown. */
  description?: string;
  className?: string;
}

/** Skeleton of the chart's size while ApexCharts loads (design-brief.md: skeletons for charts). */
function ChartSkeleton({ height }: { height: number }) {
  return (
    <div
      className="w-full animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800"
      style={{ height }}
      aria-hidden="true"
      data-loading
    />
  );
}

/** Any ApexCharts chart, themed for the active brand and night mode, loaded on first use. */
export function Chart(props: ChartProps) {
  const height = props.height ?? 300;
  return (
    <figure className={`min-w-0 ${props.className ?? ""}`} aria-label={props.label}>
      <Suspense fallback={<ChartSkeleton height={height} />}>
        <ApexChart {...props} height={height} />
      </Suspense>
      {props.description ? <figcaption className="sr-only">{props.description}</figcaption> : null}
    </figure>
  );
}
