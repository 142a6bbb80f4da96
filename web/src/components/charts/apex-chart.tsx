import type { ApexOptions } from "apexcharts";
import { useMemo } from "react";
import ReactApexChart from "react-apexcharts";
import { useTranslation } from "react-i18next";
import { activeBrand } from "../../lib/brand";
import { useTheme } from "../../lib/theme";
import type { ChartProps } from "./chart";
import { type BrandColours, chartBaseOptions, mergeOptions, sliceOptions } from "./chart-theme";

/** The brand as the page styles it (the server's injected CSS variables), else the active brand's defaults. */
function brandColours(): BrandColours {
  const brand = activeBrand();
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    primary: read("--brand-primary", brand.primary),
    primarySoft: read("--brand-primary-soft", brand.primarySoft),
    accent: read("--brand-accent", brand.accent),
  };
}

/** Loaded lazily by <Chart>: ApexCharts is about 290 KB gzip and must stay out of the first bundle. */
export default function ApexChart({ type, series, options, colours, exportName, height = 300 }: ChartProps) {
  const { t, i18n } = useTranslation();
  const [theme] = useTheme();
  const merged = useMemo(() => {
    const texts = {
      menu: t("charts.menu"),
      png: t("charts.png"),
      svg: t("charts.svg"),
      csv: t("charts.csv"),
    };
    let base: ApexOptions = chartBaseOptions(
      theme,
      brandColours(),
      exportName,
      texts,
      i18n.language.startsWith("fr") ? "\u00a0: " : ": ",
    );
    if (type === "pie" || type === "donut") base = mergeOptions(base, sliceOptions(theme));
    if (colours)
      base = mergeOptions(base, {
        colors: colours(
          (base.colors ?? []).filter((colour): colour is string => typeof colour === "string"),
          theme,
        ),
      });
    return mergeOptions(base, options);
    // i18n.language: the export menu is rebuilt in the new language.
  }, [theme, exportName, options, colours, type, t, i18n.language]);
  // Remounting on theme or language change: ApexCharts does not fully restyle an existing chart.
  return (
    <ReactApexChart
      key={`${theme}-${i18n.language}`}
      type={type}
      series={series}
      options={merged}
      height={height}
      width="100%"
    />
  );
}
