import type { ActualsSummary, ActualTarget, SummaryLine } from "#core/actuals/index";
import type { Calculator } from "#core/schemas/calculator";
import type { BankFormat } from "../../lib/actuals-api";

/**
 * What the Actuals tab shows, pure (season-money.md section 4): the targets a transaction may take,
 * the lines over budget first, and each bar's state, whose colour keeps one meaning everywhere:
 * over (a charge beyond its forecast: the negative colour), reached (an income at or beyond its
 * forecast: the positive colour), under way (the brand's colour).
 */
export interface TargetOption {
  /** The select's value: "line:<id>", "memberships:<id>" or "memberships:" (not yet split). */
  value: string;
  label: string;
  group: "charges" | "incomes" | "memberships";
}

type Line = { id?: string; name?: string };
const named = (lines: readonly Line[] | null | undefined) =>
  (lines ?? []).filter((line): line is Line & { id: string } => typeof line.id === "string");

/** Every money line and category's memberships of the document that has ids (saved once), never a benefit in kind. */
export function targetOptions(
  calc: Calculator,
  membershipsLabel: (category: string) => string,
  unsplitLabel: string,
): TargetOption[] {
  const option =
    (group: TargetOption["group"]) =>
    (line: Line & { id: string }): TargetOption => ({
      value: `line:${line.id}`,
      label: line.name || line.id,
      group,
    });
  const categories = (calc.groups ?? []).flatMap((group) => group.categories ?? []);
  return [
    ...named(calc.federalFees).map(option("charges")),
    ...named(calc.internalFees).map(option("charges")),
    ...categories.flatMap((c) => named(c.fees).map(option("charges"))),
    ...named(calc.globalSubsidies).map(option("incomes")),
    ...named(calc.otherRevenues).map(option("incomes")),
    ...categories.flatMap((c) => named(c.subsidies).map(option("incomes"))),
    ...named(categories).map((c): TargetOption => ({
      value: `memberships:${c.id}`,
      label: membershipsLabel(c.name || c.id),
      group: "memberships",
    })),
    { value: "memberships:", label: unsplitLabel, group: "memberships" },
  ];
}

export function targetValue(target: ActualTarget | null | undefined): string {
  if (!target) return "";
  return "line" in target ? `line:${target.line}` : `memberships:${target.memberships ?? ""}`;
}

export function targetOf(value: string): ActualTarget | null {
  if (value.startsWith("line:")) return { line: value.slice(5) };
  if (value.startsWith("memberships:")) return { memberships: value.slice(12) || null };
  return null;
}

export type BarState = "over" | "reached" | "underWay";

export function barState(line: Pick<SummaryLine, "charge" | "forecast" | "actual">): BarState {
  if (line.charge) return line.actual > line.forecast ? "over" : "underWay";
  return line.actual >= line.forecast && line.forecast > 0 ? "reached" : "underWay";
}

/** The bar's filled share, 0 to 100 (a line over its forecast is full; a forecast of 0 with money is full). */
export function barPercent(line: Pick<SummaryLine, "forecast" | "actual">): number {
  if (line.forecast <= 0) return line.actual > 0 ? 100 : 0;
  return Math.max(0, Math.min(100, (line.actual / line.forecast) * 100));
}

/** Lines over budget first (most over first), then the others in the budget's order. */
export function linesOverFirst(summary: Pick<ActualsSummary, "lines">): SummaryLine[] {
  const over = summary.lines
    .filter((line) => barState(line) === "over")
    .sort((a, b) => a.remaining - b.remaining);
  return [...over, ...summary.lines.filter((line) => barState(line) !== "over")];
}

/** The format of a bank file from its name, else from its first characters. */
export function formatOf(name: string, content: string): BankFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith(".ofx") || lower.endsWith(".qfx")) return "ofx";
  if (lower.endsWith(".xml") || lower.endsWith(".camt") || lower.endsWith(".053")) return "camt053";
  const start = content.trimStart().slice(0, 300);
  if (/OFXHEADER|<OFX>/i.test(start)) return "ofx";
  if (start.startsWith("<")) return "camt053";
  return "csv";
}

/**
 * A file's text: UTF-8 when it is valid UTF-8, else Windows-1252, which French banks' CSV exports use
 * (accents would otherwise come out as replacement characters).
 */
export function decodeBankFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
