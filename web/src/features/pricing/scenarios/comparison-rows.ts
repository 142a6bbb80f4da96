import type { EvaluatedFigures, Evaluation } from "#core/cost-model/index";

/**
 * The rows of the scenarios' comparison (treasurer.md section 2): the club's result, total net cost and
 * memberships collected (no "margin" row: ST - NC is the result under another name, issue 38.8), then
 * each category's membership and margin; one value for today
 * and one per scenario, in the document's order. The table (desktop) and the cards (phone) read these.
 */
export type ComparisonFigure = "result" | "netCostTotal" | "sellTotal" | "membership" | "categoryMargin";

export interface ComparisonRow {
  key: string;
  figure: ComparisonFigure;
  /** The category's name (with its group when the club has several) for the per-category rows. */
  category?: string;
  today: number;
  scenarios: number[];
}

const club: [ComparisonFigure, (f: EvaluatedFigures) => number][] = [
  ["result", (f) => f.totals.result],
  ["netCostTotal", (f) => f.totals.NC],
  ["sellTotal", (f) => f.totals.ST],
];

export function comparisonRows(evaluation: Evaluation): ComparisonRow[] {
  const all = [evaluation, ...evaluation.scenarios];
  const rows: ComparisonRow[] = club.map(([figure, read]) => ({
    key: figure,
    figure,
    today: read(evaluation),
    scenarios: evaluation.scenarios.map(read),
  }));
  const groups = new Set(evaluation.categories.map((c) => c.group));
  evaluation.categories.forEach((category, i) => {
    const name = groups.size > 1 ? `${category.group} – ${category.category}` : category.category;
    const values = (read: (f: EvaluatedFigures) => number) => all.map(read);
    const [todayPrice, ...prices] = values((f) => f.categories[i]?.M ?? 0);
    const [todayMargin, ...margins] = values((f) => f.categories[i]?.margin ?? 0);
    rows.push({
      key: `membership-${i}`,
      figure: "membership",
      category: name,
      today: todayPrice ?? 0,
      scenarios: prices,
    });
    rows.push({
      key: `margin-${i}`,
      figure: "categoryMargin",
      category: name,
      today: todayMargin ?? 0,
      scenarios: margins,
    });
  });
  return rows;
}
