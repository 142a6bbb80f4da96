import {
  type CalculatorModelInput,
  type CalculatorResult,
  benefitValue,
  computeCalculator,
  evaluateFigures,
  snap,
} from "#core/cost-model/index";
import { typedValue } from "../../lib/calculator-model/calc-doc";

/**
 * Last season beside this one (treasurer.md section 1): every line, each category's price and real cost,
 * and the club's totals, with the change in amount and in percent. Lines carry no id, so they are matched
 * by name within their section (accents, case and spaces aside; the k-th line of a name meets the k-th of
 * that name); categories by group and name, then by name alone when only the group was renamed. What
 * only one season has is "added" or "removed". Fees are compared as amounts spent, positive like the
 * totals' expenses beside them and as they are typed (stored negative, cost-model.md): a fee that grows
 * is an increase, +10 %, not -10 %. Pure: the view and the unit tests read the same rows.
 */

export type ChangeStatus = "same" | "changed" | "added" | "removed";

export interface ComparedFigure {
  /** Null: the line or category is not in that season. */
  previous: number | null;
  current: number | null;
  /** current - previous; null when one side is missing. */
  change: number | null;
  /** The change in percent of the previous amount (12.5 = +12.5 %); null when there is none to compare with (0 or missing). */
  changePct: number | null;
  status: ChangeStatus;
}

export interface ComparedLine extends ComparedFigure {
  key: string;
  name: string;
}

export type LineSectionKey =
  "federalFees" | "internalFees" | "globalSubsidies" | "otherRevenues" | "benefits";

export interface ComparedSection {
  key: LineSectionKey;
  lines: ComparedLine[];
}

export interface ComparedCategory {
  key: string;
  group: string;
  name: string;
  status: ChangeStatus;
  members: ComparedFigure;
  /** M: the price a member pays. */
  price: ComparedFigure;
  /** R = E + B: what a member really costs. */
  realCost: ComparedFigure;
  fees: ComparedLine[];
  subsidies: ComparedLine[];
}

export type TotalKey =
  | "members"
  | "budget"
  | "benefitsInKind"
  | "subsidies"
  | "otherRevenues"
  | "netCostTotal"
  | "sellTotal"
  | "result"
  | "costPerMember"
  | "realCostPerMember";

export interface ComparedTotal extends ComparedFigure {
  key: TotalKey;
}

export interface SeasonComparison {
  sections: ComparedSection[];
  categories: ComparedCategory[];
  totals: ComparedTotal[];
  /** How many lines and categories changed, came or went: "no difference" when all are 0. */
  counts: Record<Exclude<ChangeStatus, "same">, number>;
}

interface NamedLine {
  readonly name?: string;
  readonly value: number;
}
interface BenefitLine {
  readonly name?: string;
  readonly hours: number;
  readonly rate: number;
}
/** What the comparison reads of a document: the cost model's input with the lines' names. */
export interface ComparableDocument extends CalculatorModelInput {
  readonly federalFees?: readonly NamedLine[] | null;
  readonly internalFees?: readonly NamedLine[] | null;
  readonly globalSubsidies?: readonly NamedLine[] | null;
  readonly otherRevenues?: readonly NamedLine[] | null;
  readonly benefits?: readonly (BenefitLine & { readonly benefitType?: string })[] | null;
  readonly groups?:
    | readonly {
        readonly name?: string;
        readonly categories?: readonly (CategoryLike & { readonly members: number })[] | null;
      }[]
    | null;
}
interface CategoryLike {
  readonly name?: string;
  readonly fees?: readonly NamedLine[] | null;
  readonly subsidies?: readonly NamedLine[] | null;
}

/** The key a name is matched by: no accents, no case, single spaces. */
export function matchKey(name: string | undefined): string {
  return (name ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Pairs two lists by key: the current list's order first (a match or null), then what only the previous
 * list had, in its order. The k-th item of a key meets the k-th item of that key.
 */
export function pairByKey<T>(
  previous: readonly T[],
  current: readonly T[],
  keyOf: (item: T) => string,
): [T | null, T | null][] {
  const waiting = new Map<string, T[]>();
  for (const item of previous) {
    const key = keyOf(item);
    waiting.set(key, [...(waiting.get(key) ?? []), item]);
  }
  const pairs: [T | null, T | null][] = current.map((item) => [
    waiting.get(keyOf(item))?.shift() ?? null,
    item,
  ]);
  const matched = new Set(pairs.map(([before]) => before));
  for (const item of previous) if (!matched.has(item)) pairs.push([item, null]);
  return pairs;
}

/** Two amounts side by side; amounts within half a cent are the same. */
export function compareFigure(previous: number | null, current: number | null): ComparedFigure {
  if (previous === null || current === null) {
    return {
      previous,
      current,
      change: null,
      changePct: null,
      status: previous === null ? "added" : "removed",
    };
  }
  const change = snap(current - previous) + 0;
  const same = Math.abs(change) < 0.005;
  const changePct = same ? 0 : previous === 0 ? null : snap((change / Math.abs(previous)) * 100) + 0;
  return { previous, current, change: same ? 0 : change, changePct, status: same ? "same" : "changed" };
}

function compareLines<T extends { readonly name?: string }>(
  previous: readonly T[],
  current: readonly T[],
  valueOf: (line: T) => number,
  prefix: string,
): ComparedLine[] {
  const seen = new Map<string, number>();
  return pairByKey(previous, current, (line) => matchKey(line.name)).map(([before, now]) => {
    const name = (now ?? before)?.name ?? "";
    // A stable key for React and tests, unique even when two lines share a name.
    const base = `${prefix}:${matchKey(name)}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return {
      key: n ? `${base}#${n}` : base,
      name,
      ...compareFigure(before ? valueOf(before) : null, now ? valueOf(now) : null),
    };
  });
}

interface FlatCategory {
  group: string;
  doc: CategoryLike;
  figures: CalculatorResult["categories"][number];
}

function flatCategories(doc: ComparableDocument, result: CalculatorResult): FlatCategory[] {
  return result.categories.map((figures) => {
    const group = doc.groups?.[figures.groupIndex];
    return { group: group?.name ?? "", doc: group?.categories?.[figures.categoryIndex] ?? {}, figures };
  });
}

/** Categories by group and name; then the ones left, by name alone (a renamed group keeps its categories). */
function pairCategories(
  previous: FlatCategory[],
  current: FlatCategory[],
): [FlatCategory | null, FlatCategory | null][] {
  const full = (c: FlatCategory) => `${matchKey(c.group)}/${matchKey(c.figures.name)}`;
  const first = pairByKey(previous, current, full);
  const addedOnly = first.filter(([before]) => !before).map(([, now]) => now!);
  const removedOnly = first.filter(([, now]) => !now).map(([before]) => before!);
  const second = new Map(
    pairByKey(removedOnly, addedOnly, (c) => matchKey(c.figures.name)).map(([before, now]) => [
      now ?? before,
      [before, now] as const,
    ]),
  );
  const pairs: [FlatCategory | null, FlatCategory | null][] = [];
  for (const [before, now] of first) {
    if (before && now) pairs.push([before, now]);
    else if (now) pairs.push([second.get(now)?.[0] ?? null, now]);
  }
  const used = new Set(pairs.map(([before]) => before));
  for (const before of removedOnly) if (!used.has(before)) pairs.push([before, null]);
  return pairs;
}

const lineValue = (line: NamedLine) => line.value;
/** A fee as typed (positive), so that its change reads as the treasurer reads a cost: up when it grows. */
const feeValue = (line: NamedLine) => typedValue(line.value);
const benefitLineValue = (line: BenefitLine) => benefitValue(line);
const emptyIfMissing = <T>(list: readonly T[] | null | undefined): readonly T[] => list ?? [];

/** Season N-1 (`previous`) beside season N (`current`). */
export function compareSeasons(previous: ComparableDocument, current: ComparableDocument): SeasonComparison {
  const before = computeCalculator(previous);
  const now = computeCalculator(current);
  const sections: ComparedSection[] = (
    ["federalFees", "internalFees", "globalSubsidies", "otherRevenues"] as const
  ).map((key) => ({
    key,
    lines: compareLines(
      emptyIfMissing(previous[key]),
      emptyIfMissing(current[key]),
      key === "federalFees" || key === "internalFees" ? feeValue : lineValue,
      key,
    ),
  }));
  sections.push({
    key: "benefits",
    lines: compareLines(
      emptyIfMissing(previous.benefits),
      emptyIfMissing(current.benefits),
      benefitLineValue,
      "benefits",
    ),
  });

  const categories = pairCategories(flatCategories(previous, before), flatCategories(current, now)).map(
    ([b, n]): ComparedCategory => {
      const shown = (n ?? b)!;
      const key = `category:${matchKey(shown.group)}/${matchKey(shown.figures.name)}`;
      const read = (pick: (c: FlatCategory) => number) =>
        compareFigure(b ? pick(b) : null, n ? pick(n) : null);
      const price = read((c) => c.figures.membership);
      const realCost = read((c) => c.figures.realCost);
      const members = read((c) => c.figures.members);
      const fees = compareLines(
        emptyIfMissing(b?.doc.fees),
        emptyIfMissing(n?.doc.fees),
        feeValue,
        `${key}:fees`,
      );
      const subsidies = compareLines(
        emptyIfMissing(b?.doc.subsidies),
        emptyIfMissing(n?.doc.subsidies),
        lineValue,
        `${key}:subsidies`,
      );
      const anyChange = [price, realCost, members, ...fees, ...subsidies].some(
        (figure) => figure.status !== "same",
      );
      const status: ChangeStatus = !b ? "added" : !n ? "removed" : anyChange ? "changed" : "same";
      return {
        key,
        group: shown.group,
        name: shown.figures.name,
        status,
        members,
        price,
        realCost,
        fees,
        subsidies,
      };
    },
  );

  const totalsOf = (doc: ComparableDocument, result: CalculatorResult): Record<TotalKey, number> => {
    const { totals } = evaluateFigures(doc, result);
    return {
      members: totals.N,
      budget: totals.budget,
      benefitsInKind: result.totals.benefitsInKind,
      subsidies: result.totals.globalSubsidies + result.totals.categorySubsidies,
      otherRevenues: result.totals.otherRevenues,
      netCostTotal: totals.NC,
      sellTotal: totals.ST,
      result: totals.result,
      costPerMember: result.average.netCost,
      realCostPerMember: result.average.realCost,
    };
  };
  const b = totalsOf(previous, before);
  const n = totalsOf(current, now);
  const totals = (Object.keys(n) as TotalKey[]).map((key): ComparedTotal => ({
    key,
    ...compareFigure(b[key], n[key]),
  }));

  const counts = { changed: 0, added: 0, removed: 0 };
  const lines = [
    ...sections.flatMap((s) => s.lines),
    ...categories.flatMap((c) => [...c.fees, ...c.subsidies]),
  ];
  for (const item of [...lines, ...categories]) if (item.status !== "same") counts[item.status] += 1;
  return { sections, categories, totals, counts };
}
