import type { CalculatorResult } from "#core/cost-model/index";
import { compositionColour } from "../../components/calculator/composition-colours";
import {
  ALL,
  type CompositionKey,
  costDistribution,
  costShares,
  receivedPerMember,
  sliceLabelKey,
  statisticsView,
} from "../../lib/calculator-model/statistics-view";
import type { PackTexts } from "./pack-model";

/**
 * The statistics tab's charts for the general-meeting pack (issue 29, decision 173): the same figures,
 * slices and colours as the tab's ApexCharts (statistics-charts.tsx), as data the PDF draws with vectors.
 * Every label and amount is already text in the reader's language. Pure, so it is tested without a PDF.
 */
export interface PackSlice {
  label: string;
  colour: string;
  value: number;
  /** The legend's amount and its share of the whole ("120,00 €", "49,8 %"). */
  amount: string;
  share: string;
}

export interface PackPieChart {
  kind: "donut" | "pie";
  title: string;
  /** A sentence under the title (the tab's headline: what share the member pays). */
  caption?: string;
  slices: PackSlice[];
  /** Shown instead of the chart when nothing is to share out. */
  empty: string;
}

export interface PackBarChart {
  kind: "bars";
  title: string;
  caption?: string;
  series: { label: string; colour: string }[];
  /** One stacked bar per category: its parts in the series' order, and the total written at its end. */
  bars: { label: string; values: number[]; total: string }[];
}

export type PackChart = PackPieChart | PackBarChart;

interface ChartsInput {
  result: CalculatorResult;
  /** The brand's chart palette in the light theme (chart-theme.ts chartPalette): a PDF is printed on white. */
  palette: readonly string[];
  /** The tab's "extra-stats" flag: the bars per category show only where the tab shows them. */
  withBars: boolean;
  money: (value: number) => string;
  percent: (ratio: number) => string;
  t: PackTexts;
}

const KEYS: readonly CompositionKey[] = ["membership", "compensation", "subsidies", "benefits", "rest"];

export function packCharts({ result, palette, withBars, money, percent, t }: ChartsInput): PackChart[] {
  const sliceLabel = (key: CompositionKey) => t(sliceLabelKey(key, result.totals.otherRevenues));
  const empty = t("clubStats.noRealCost");

  // Who pays the real cost of the average member (the tab's "all categories" view) and its headline.
  const { shares, figures } = statisticsView(result, ALL);
  const pays = shares.pays;
  const headline =
    pays.kind === "share"
      ? `${t("clubStats.paysPrefix")} ${percent(pays.ratio)} ${t("clubStats.paysSuffix")}`
      : pays.kind === "more"
        ? t("clubStats.paysMore")
        : undefined;
  // As on the tab: the headline reads the list price, and says so when social pricing lowers what is received.
  const received = receivedPerMember(result, figures.membership);
  const caption =
    headline && received !== null
      ? `${headline} ${t("clubStats.paysListPrice", { received: money(received) })}`
      : headline;
  const composition: PackPieChart = {
    kind: "donut",
    title: t("clubStats.compositionTitle"),
    caption,
    slices: shares.slices.map((s) => ({
      label: sliceLabel(s.key),
      colour: compositionColour(s.key, palette, "light"),
      value: s.value,
      amount: money(s.value),
      share: percent(s.value / shares.realCost),
    })),
    empty,
  };

  // The club's real cost by group (by category when there is one group), in the palette's order like ApexCharts.
  const distribution = costDistribution(result);
  const total = distribution.values.reduce((sum, value) => sum + value, 0);
  const spread: PackPieChart = {
    kind: "pie",
    title: t(distribution.by === "group" ? "clubStats.groupsTitle" : "clubStats.categoriesTitle"),
    slices:
      total > 0
        ? distribution.labels.map((label, i) => ({
            label,
            colour: palette[i % palette.length] ?? "#64748b",
            value: distribution.values[i] ?? 0,
            amount: money(distribution.values[i] ?? 0),
            share: percent((distribution.values[i] ?? 0) / total),
          }))
        : [],
    empty,
  };
  if (!withBars) return [composition, spread];

  // Each category's real cost per member split as the donut splits the average's (one decomposition).
  const perCategory = result.categories.map((c) => costShares(c));
  const keys = KEYS.filter((key) => perCategory.some((split) => split.slices.some((s) => s.key === key)));
  const severalGroups = result.groups.length > 1;
  const bars: PackBarChart = {
    kind: "bars",
    title: t("clubStats.costRevenueTitle"),
    caption: t("clubStats.costRevenueLabel"),
    series: keys.map((key) => ({ label: sliceLabel(key), colour: compositionColour(key, palette, "light") })),
    bars: result.categories.map((c, i) => ({
      label: severalGroups ? `${result.groups[c.groupIndex]?.name ?? ""} · ${c.name}` : c.name,
      values: keys.map((key) => perCategory[i].slices.find((s) => s.key === key)?.value ?? 0),
      total: money(perCategory[i].realCost),
    })),
  };
  return [composition, spread, bars];
}
