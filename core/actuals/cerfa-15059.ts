import { cerfaAmount, cerfaBudget, type CerfaBudget, type CerfaRow } from "../cerfa";
import type { ActualsSummary, SummaryInput } from "./summary";

/**
 * The compte rendu financier (Cerfa 15059, season-money.md section 4) a town or the ANS asks for after
 * the season: the rows of the Cerfa 12156 budget (treasurer.md section 5) with, beside the forecast,
 * what was realised (the actuals per account; in kind: realised = forecast, no money moves), the gap,
 * and the treasurer's explanation kept per account with the actuals.
 */
export interface Cerfa15059Row {
  account: string;
  label: string;
  forecast: number;
  actual: number;
  /** actual - forecast. */
  gap: number;
  /** gap / forecast in percent, one decimal; null when the forecast is 0. */
  gapPercent: number | null;
  explanation: string;
}

const IN_KIND = /^8/;
const cents = (euros: number) => Math.round(euros * 100);

/**
 * Each Cerfa row's actual in cents, as the Cerfa 15059 and the general-meeting pack count it: in kind
 * as forecast (no money moves), 6 the sum of the charges, 7 of the products but 756 (a detail of 75),
 * any other row its account's actual.
 */
export function rowActualCents(
  budget: Pick<CerfaBudget, "charges" | "products">,
  accounts: readonly { account: string; actual: number }[],
): (row: CerfaRow) => number {
  const actualOf = new Map(accounts.map((row) => [row.account, cents(row.actual)]));
  const of = (account: string) => actualOf.get(account) ?? 0;
  const chargeCents = budget.charges.reduce((sum, row) => sum + of(row.account), 0);
  const productCents = budget.products
    .filter((row) => row.account !== "756")
    .reduce((sum, row) => sum + of(row.account), 0);
  return (row) => {
    if (IN_KIND.test(row.account)) return cents(row.amount);
    if (row.account === "6") return chargeCents;
    if (row.account === "7") return productCents;
    return of(row.account);
  };
}

export function cerfa15059Rows(
  calc: SummaryInput,
  summary: ActualsSummary,
  explanations: ReadonlyMap<string, string>,
): Cerfa15059Row[] {
  const budget = cerfaBudget(calc, "fr");
  const actual = rowActualCents(budget, summary.accounts);
  return budget.rows.map((row) => {
    const forecastCents = cents(row.amount);
    const actualCents = actual(row);
    const gap = actualCents - forecastCents;
    return {
      account: row.account,
      label: row.label,
      forecast: forecastCents / 100,
      actual: actualCents / 100,
      gap: gap / 100 + 0,
      gapPercent: forecastCents === 0 ? null : Math.round((gap / forecastCents) * 1000) / 10 + 0,
      explanation: explanations.get(row.account) ?? "",
    };
  });
}

const HEADER = "compte;libellé;prévision;réalisation;écart;écart %;explication";

/** A cell of free text as French Excel reads it: quoted when needed, and never read as a formula. */
function textCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 with a byte order mark, ';' between cells, CRLF, decimal comma: as the Cerfa 12156 export. */
export function cerfa15059Csv(rows: readonly Cerfa15059Row[]): string {
  const percent = (value: number | null) => (value === null ? "" : value.toFixed(1).replace(".", ","));
  const lines = rows.map((r) =>
    [
      r.account,
      r.label,
      cerfaAmount(r.forecast),
      cerfaAmount(r.actual),
      cerfaAmount(r.gap),
      percent(r.gapPercent),
      textCell(r.explanation),
    ].join(";"),
  );
  return "\uFEFF" + [HEADER, ...lines].join("\r\n") + "\r\n";
}
