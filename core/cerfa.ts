import { centsAddingUp, toCents } from "./cents";
import {
  ACCOUNT_LABELS,
  CHARGE_ACCOUNTS,
  MEMBERSHIPS_ACCOUNT,
  PRODUCT_ACCOUNTS,
  accountOf,
  type LineList,
} from "./cerfa-accounts";
import { computeCalculator } from "./cost-model/compute";
import { evaluateFigures } from "./cost-model/evaluate";
import type { CalculatorModelInput, CalculatorResult, LineInput } from "./cost-model/types";

/**
 * The Cerfa 12156 budget page (treasurer.md section 5, docs/decisions/155) from the same core figures
 * as the screen: charges by class, products (74 subsidies, 75 other revenues and the memberships ST
 * as 756), then the contributions in kind, whose totals 86 and 87 both equal BK. Pure.
 */
export interface CerfaRow {
  /** "60".."68", "70", "74", "75", "756"; "6" and "7" are the totals; "861".."875", "86" and "87" the in-kind block. */
  account: string;
  label: string;
  /** Euros, rounded to the cent; a total is the sum of its rows, which are rounded to add up to it (docs/decisions/201). */
  amount: number;
}

export interface CerfaBudget {
  charges: CerfaRow[];
  totalCharges: CerfaRow;
  products: CerfaRow[];
  totalProducts: CerfaRow;
  /** total products - total charges (the forecast result). */
  result: number;
  /** 86: how the contributions were used (free equipment 861, services 862, volunteer staff 864). */
  inKindUses: CerfaRow[];
  total86: CerfaRow;
  /** 87: where they came from (volunteering 870, services in kind 871). */
  inKindSources: CerfaRow[];
  total87: CerfaRow;
  /** Every row in the form's order, for the CSV and the JSON answer. */
  rows: CerfaRow[];
}

export type CerfaLanguage = "fr" | "en";

/** Lines carrying an optional class, as the schema's line shape does. */
type AccountLine = LineInput & { readonly account?: number | null };
interface CerfaInput extends CalculatorModelInput {
  readonly federalFees?: readonly AccountLine[] | null;
  readonly internalFees?: readonly AccountLine[] | null;
  readonly globalSubsidies?: readonly AccountLine[] | null;
  readonly otherRevenues?: readonly AccountLine[] | null;
  readonly groups?:
    | readonly {
        readonly name?: string;
        readonly categories?:
          | readonly {
              readonly members: number;
              readonly fees?: readonly AccountLine[] | null;
              readonly subsidies?: readonly AccountLine[] | null;
            }[]
          | null;
      }[]
    | null;
}

/** Where each benefit type's value goes: [use (86x), source (87x)]. A type not listed (SJB left over) is a service. */
const IN_KIND: Readonly<Record<string, readonly [number, number]>> = {
  GYM: [861, 871],
  GRD: [861, 871],
  FMP: [864, 870],
  CIS: [862, 871],
};
const OTHER_IN_KIND = [862, 871] as const;

/** The Cerfa accounts of a benefit type's value: [use (86x), source (87x)]. */
export const inKindAccounts = (type: string | undefined): readonly [number, number] =>
  IN_KIND[type ?? ""] ?? OTHER_IN_KIND;
const USE_ACCOUNTS = [861, 862, 864];
const SOURCE_ACCOUNTS = [870, 871];

export function cerfaBudget(
  calc: CerfaInput,
  language: CerfaLanguage = "fr",
  computed: CalculatorResult = computeCalculator(calc),
): CerfaBudget {
  const sums = new Map<number, number>();
  const add = (account: number, value: number) => sums.set(account, (sums.get(account) ?? 0) + value);
  const addLines = (lines: readonly AccountLine[] | null | undefined, list: LineList, sign: number) => {
    for (const line of lines ?? [])
      add(accountOf(line, list), sign * (Number.isFinite(line.value) ? line.value : 0));
  };
  // Fees are stored negative (cost-model.md): a charge is shown positive.
  addLines(calc.federalFees, "federalFees", -1);
  addLines(calc.internalFees, "internalFees", -1);
  addLines(calc.globalSubsidies, "globalSubsidies", 1);
  addLines(calc.otherRevenues, "otherRevenues", 1);
  for (const group of calc.groups ?? []) {
    for (const category of group.categories ?? []) {
      addLines(category.fees, "categoryFees", -1);
      addLines(category.subsidies, "categorySubsidies", 1);
    }
  }
  // ST as the screen shows it (with social pricing, what the club receives on average).
  const memberships = evaluateFigures(calc, computed).totals.ST;
  add(75, memberships);

  const label = (account: number | string) => ACCOUNT_LABELS[Number(account)]?.[language] ?? "";
  /**
   * Rows of one block in cents adding up to their total (core/cents.ts): `totalCents` is the block's
   * own total rounded once (86 and 87 both take BK's), so a total never differs from its rows' sum.
   */
  const block = (
    accounts: readonly number[],
    amounts: ReadonlyMap<number, number>,
    totalCents?: number,
  ): CerfaRow[] => {
    const cents = centsAddingUp(
      accounts.map((account) => amounts.get(account) ?? 0),
      totalCents,
    );
    return accounts.map((account, i) => ({
      account: String(account),
      label: label(account),
      amount: cents[i] / 100,
    }));
  };
  const total = (account: string, text: Record<CerfaLanguage, string>, rows: CerfaRow[]): CerfaRow => ({
    account,
    label: text[language],
    amount: rows.reduce((sum, r) => sum + toCents(r.amount), 0) / 100,
  });

  const charges = block(CHARGE_ACCOUNTS, sums);
  const classes = block(PRODUCT_ACCOUNTS, sums);
  const totalCharges = total("6", { fr: "Total des charges", en: "Total charges" }, charges);
  const totalProducts = total("7", { fr: "Total des produits", en: "Total income" }, classes);
  // 756 is a detail of 75 ("dont"): it is listed after it and left out of the total.
  const products = [
    ...classes,
    {
      account: String(MEMBERSHIPS_ACCOUNT),
      label: label(MEMBERSHIPS_ACCOUNT),
      amount: toCents(memberships) / 100,
    },
  ];

  const kind = new Map<number, number>();
  for (const [type, value] of Object.entries(computed.totals.benefitsByType)) {
    const [use, source] = inKindAccounts(type);
    kind.set(use, (kind.get(use) ?? 0) + value);
    kind.set(source, (kind.get(source) ?? 0) + value);
  }
  // 86 = 87 = BK to the cent: both blocks share out the one rounded BK.
  const benefitsInKind = toCents(computed.totals.benefitsInKind);
  const inKindUses = block(USE_ACCOUNTS, kind, benefitsInKind);
  const inKindSources = block(SOURCE_ACCOUNTS, kind, benefitsInKind);
  const total86 = total(
    "86",
    {
      fr: "Total des emplois des contributions volontaires en nature",
      en: "Total uses of contributions in kind",
    },
    inKindUses,
  );
  const total87 = total(
    "87",
    { fr: "Total des contributions volontaires en nature", en: "Total contributions in kind" },
    inKindSources,
  );

  return {
    charges,
    totalCharges,
    products,
    totalProducts,
    result: (toCents(totalProducts.amount) - toCents(totalCharges.amount)) / 100,
    inKindUses,
    total86,
    inKindSources,
    total87,
    rows: [
      ...charges,
      totalCharges,
      ...products,
      totalProducts,
      ...inKindUses,
      total86,
      ...inKindSources,
      total87,
    ],
  };
}

/** An amount as French Excel reads it: decimal comma, two decimals, no grouping ("9100,00"). */
export function cerfaAmount(amount: number): string {
  return (toCents(amount) / 100).toFixed(2).replace(".", ",");
}

const CSV_HEADER = "compte;libellé;montant";

/** UTF-8 with a byte order mark, ';' between cells, CRLF: what French Excel opens as is. */
export function cerfaCsv(rows: readonly CerfaRow[]): string {
  // Labels are ours (ACCOUNT_LABELS): none holds ';', a quote or a formula start.
  return (
    "\uFEFF" +
    [CSV_HEADER, ...rows.map((r) => `${r.account};${r.label};${cerfaAmount(r.amount)}`)].join("\r\n") +
    "\r\n"
  );
}
