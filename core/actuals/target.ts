import type { CashPlanInput } from "../cash-plan";
import { accountOf, isChargeList, type LineList } from "../cerfa-accounts";

/**
 * What a transaction is assigned to (season-money.md section 4): a money line of the season's
 * calculator by id, or a category's memberships (null: not yet split by category). A benefit in kind
 * is never a target: no money moves.
 */
export type ActualTarget = { line: string } | { memberships: string | null };

export interface TargetLine {
  id: string;
  name: string;
  list: LineList;
  account: number;
  /** A charge (fees): its transactions going out count positive. */
  charge: boolean;
}

export interface Targets {
  lines: Map<string, TargetLine>;
  categories: Map<string, string>;
}

/** The lines and categories a transaction of this document may be assigned to, by id. */
export function targetsOf(calc: CashPlanInput): Targets {
  const lines = new Map<string, TargetLine>();
  const add = (
    list: LineList,
    items:
      | readonly { readonly id?: string; readonly name?: string; readonly account?: number | null }[]
      | null
      | undefined,
  ) => {
    for (const line of items ?? []) {
      if (line.id === undefined || lines.has(line.id)) continue;
      lines.set(line.id, {
        id: line.id,
        name: line.name ?? "",
        list,
        account: accountOf(line, list),
        charge: isChargeList(list),
      });
    }
  };
  add("federalFees", calc.federalFees);
  add("internalFees", calc.internalFees);
  add("globalSubsidies", calc.globalSubsidies);
  add("otherRevenues", calc.otherRevenues);
  const categories = new Map<string, string>();
  for (const group of calc.groups ?? []) {
    for (const category of group.categories ?? []) {
      if (category.id !== undefined) categories.set(category.id, category.name ?? "");
      add("categoryFees", category.fees as typeof calc.federalFees);
      add("categorySubsidies", category.subsidies as typeof calc.federalFees);
    }
  }
  return { lines, categories };
}

/** Whether a target names a line or category of the document (null memberships always fit). */
export function targetExists(targets: Targets, target: ActualTarget): boolean {
  if ("line" in target) return targets.lines.has(target.line);
  return target.memberships === null || targets.categories.has(target.memberships);
}

/** The stored form: a kind and an id (null for memberships not split by category). */
export function targetColumns(target: ActualTarget | null | undefined): {
  targetKind: "line" | "memberships" | null;
  targetId: string | null;
} {
  if (!target) return { targetKind: null, targetId: null };
  return "line" in target
    ? { targetKind: "line", targetId: target.line }
    : { targetKind: "memberships", targetId: target.memberships };
}

export function targetFromColumns(kind: string | null, id: string | null): ActualTarget | null {
  if (kind === "line" && id !== null) return { line: id };
  if (kind === "memberships") return { memberships: id };
  return null;
}
