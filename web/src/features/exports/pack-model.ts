import { rowActualCents, type ActualsSummary } from "#core/actuals/index";
import type { CerfaBudget, CerfaRow } from "#core/cerfa";
import type { EvaluatedFigures } from "#core/cost-model/index";
import type { PackChart } from "./pack-charts";

/**
 * What the general-meeting pack shows (issue 29), as text already in the reader's language: the
 * builder (meeting-pack.ts) only lays it out. Pure, so the figures are tested without a PDF.
 */
export interface PackTable {
  title: string;
  /** Column headers; the first column is text, the others right-aligned amounts. */
  head: string[];
  rows: string[][];
  /** Rows drawn bold (totals). */
  bold?: number[];
  /** A line of small print under the table (the warning of a price below 0). */
  note?: string;
}

export interface PackContent {
  brandName: string;
  /** "#rrggbb": the header band and the titles. */
  colour: string;
  clubName: string;
  title: string;
  subtitle: string;
  footer: string;
  tables: PackTable[];
  /** The statistics tab's charts (pack-charts.ts), drawn after the first `tablesBeforeCharts` tables. */
  charts: PackChart[];
  tablesBeforeCharts: number;
}

export interface PackTexts {
  (key: string, values?: Record<string, unknown>): string;
}

interface PackInput {
  brand: { name: string; primary: string };
  clubName: string;
  season: string;
  date: string;
  budget: CerfaBudget;
  figures: EvaluatedFigures;
  /** GS + OR + every sc: what the result counts beside ST. */
  subsidies: number;
  money: (value: number) => string;
  t: PackTexts;
  charts?: PackChart[];
  /** The cash plan's table (pack-cash-plan.ts), last. */
  cashPlan?: PackTable;
  /**
   * The season's actuals (GET actuals/summary, season-money.md section 4): with a transaction, the
   * budget gains the "Réalisé" column and the result the actual and projected results, under the
   * Actuals tab's names. Without one (or none given) the pack is as before.
   */
  actuals?: Pick<ActualsSummary, "lines" | "memberships" | "accounts" | "totals" | "unassigned">;
}

/** Whether the season has a transaction: assigned (a line's or memberships' actual) or not. */
export function hasActuals(summary: PackInput["actuals"]): summary is NonNullable<PackInput["actuals"]> {
  if (!summary) return false;
  return (
    summary.unassigned.count > 0 ||
    summary.lines.some((line) => line.actual !== 0) ||
    summary.memberships.some((m) => m.actual !== 0)
  );
}

/** Each Cerfa row's actual in euros, as the Cerfa 15059 counts it (core/actuals' rowActualCents). */
function actualOfRows(
  budget: CerfaBudget,
  summary: NonNullable<PackInput["actuals"]>,
): (row: CerfaRow) => number {
  const actualCents = rowActualCents(budget, summary.accounts);
  return (row) => actualCents(row) / 100 + 0;
}

const shown = (rows: CerfaRow[]) => rows.filter((row) => row.amount !== 0);

export function packContent({
  brand,
  clubName,
  season,
  date,
  budget,
  figures,
  subsidies,
  money,
  t,
  charts = [],
  cashPlan,
  actuals,
}: PackInput): PackContent {
  const p = (key: string, values?: Record<string, unknown>) => t(`calculator.exports.pack.${key}`, values);
  const summary = hasActuals(actuals) ? actuals : undefined;
  const actualOf = summary ? actualOfRows(budget, summary) : undefined;
  const line = (row: CerfaRow) => [
    `${row.account} ${row.label}`,
    money(row.amount),
    ...(actualOf ? [money(actualOf(row))] : []),
  ];
  // In kind, no money moves: that table keeps its one column.
  const inKindLine = (row: CerfaRow) => [`${row.account} ${row.label}`, money(row.amount)];
  // With actuals the budget's columns take the Actuals tab's names (Prévu, Réalisé).
  const budgetHead = summary
    ? [t("calculator.exports.label"), t("actuals.budget.forecast"), t("actuals.budget.actual")]
    : [t("calculator.exports.label"), t("calculator.exports.amount")];
  const charges = shown(budget.charges);
  const products = shown(budget.products);
  const uses = shown(budget.inKindUses);
  const sources = shown(budget.inKindSources);
  const withTotal = (rows: CerfaRow[], total: CerfaRow, draw = line) => [...rows.map(draw), draw(total)];
  // A price below 0 is printed as 0 (glossary) with a warning (treasurer.md section 4, issue 38.6): M is
  // already counted at 0, `priceBelowZero` says the computation gave less; the star sends to the note.
  const price = (c: EvaluatedFigures["categories"][number]) =>
    money(Math.max(0, c.M)) + (c.priceBelowZero ? " *" : "");
  const note = figures.categories.some((c) => c.priceBelowZero) ? p("negativePrice") : undefined;
  const multipleGroups = new Set(figures.categories.map((c) => c.group)).size > 1;
  const categoryName = (c: EvaluatedFigures["categories"][number]) =>
    multipleGroups ? `${c.group} · ${c.category}` : c.category;
  return {
    brandName: brand.name,
    colour: brand.primary,
    clubName,
    title: p("title", { season }),
    subtitle: p("subtitle"),
    footer: p("madeWith", { brand: brand.name, date }),
    // The charts follow the budget, the result and the categories' costs they picture.
    charts,
    tablesBeforeCharts: 4,
    tables: [
      {
        title: `${p("budget")} · ${t("calculator.exports.charges")}`,
        head: budgetHead,
        rows: withTotal(charges, budget.totalCharges),
        bold: [charges.length],
      },
      {
        title: `${p("budget")} · ${t("calculator.exports.products")}`,
        head: budgetHead,
        rows: withTotal(products, budget.totalProducts),
        bold: [products.length],
      },
      {
        title: p("result"),
        head: ["", t("calculator.exports.amount")],
        rows: [
          [p("budgetTotal"), money(figures.totals.budget)],
          [p("sellTotal"), money(figures.totals.ST)],
          [p("subsidies"), money(subsidies)],
          [p("resultLine"), money(figures.totals.result)],
          ...(summary
            ? [
                [t("actuals.budget.actualResult"), money(summary.totals.actualResult)],
                [t("actuals.budget.projectedResult"), money(summary.totals.projectedResult)],
              ]
            : []),
        ],
        bold: summary ? [3, 4, 5] : [3],
        note: summary?.unassigned.count
          ? t("actuals.budget.unassigned", {
              count: summary.unassigned.count,
              in: money(summary.unassigned.amountIn),
              out: money(summary.unassigned.amountOut),
            })
          : undefined,
      },
      {
        title: p("categories"),
        head: [p("category"), p("members"), p("netCost"), p("realCost"), p("membership")],
        rows: figures.categories.map((c) => [
          categoryName(c),
          String(c.members),
          money(c.A),
          money(c.R),
          price(c),
        ]),
        note,
      },
      {
        title: p("inKind"),
        head: [t("calculator.exports.label"), t("calculator.exports.amount")],
        rows: [
          ...withTotal(uses, budget.total86, inKindLine),
          ...withTotal(sources, budget.total87, inKindLine),
        ],
        bold: [uses.length, uses.length + sources.length + 1],
      },
      {
        title: p("poster"),
        head: [p("category"), p("membership")],
        rows: figures.categories.map((c) => [categoryName(c), price(c)]),
        note,
      },
      ...(cashPlan ? [cashPlan] : []),
    ],
  };
}
