import { cerfaAmount, cerfaBudget, inKindAccounts, type CerfaLanguage, type CerfaRow } from "./cerfa";
import { accountOf, MEMBERSHIPS_ACCOUNT, type LineList } from "./cerfa-accounts";
import { centsAddingUp, toCents } from "./cents";
import { ShareWeights, shareTargets } from "./cost-model/allocation";
import { computeCalculator } from "./cost-model/compute";
import { finite } from "./cost-model/numbers";
import { benefitValue, memberCount } from "./cost-model/totals";
import type { Allocation, CalculatorModelInput, CalculatorResult } from "./cost-model/types";

/**
 * The budget by section (season-money.md section 2, "budget par action"): the Cerfa 12156 rows of
 * core/cerfa.ts for each group, computed on that group's shares of the club-wide lines (by their
 * allocation keys), its categories' own lines and memberships, then the club's own rows. Each row is
 * shared out in cents by the largest remainder, so the groups' rows add up exactly to the club's row;
 * a group's totals (6, 7, 86, 87) are the sums of its rows. Pure.
 */
export interface SectionBudget {
  groupId: string | undefined;
  name: string;
  rows: CerfaRow[];
}

export interface SectionsBudget {
  sections: SectionBudget[];
  club: { rows: CerfaRow[] };
}

type Line = {
  readonly value: number;
  readonly account?: number | null;
  readonly allocation?: Allocation | null;
};
interface SectionsInput extends CalculatorModelInput {
  readonly federalFees?: readonly Line[] | null;
  readonly internalFees?: readonly Line[] | null;
  readonly globalSubsidies?: readonly Line[] | null;
  readonly otherRevenues?: readonly Line[] | null;
  readonly groups?:
    | readonly {
        readonly id?: string;
        readonly name?: string;
        readonly categories?:
          | readonly {
              readonly members: number;
              readonly hours?: number | null;
              readonly fees?: readonly Line[] | null;
              readonly subsidies?: readonly Line[] | null;
            }[]
          | null;
      }[]
    | null;
}

/** The totals of the Cerfa page and the rows each adds up ("756" is a detail of 75, in no total). */
const TOTALS: Readonly<Record<string, (account: number) => boolean>> = {
  "6": (a) => a >= 60 && a <= 68,
  "7": (a) => a >= 70 && a <= 75,
  "86": (a) => a >= 860 && a <= 869,
  "87": (a) => a >= 870 && a <= 879,
};

export function sectionsBudget(
  calc: SectionsInput,
  language: CerfaLanguage = "fr",
  computed: CalculatorResult = computeCalculator(calc),
): SectionsBudget {
  const club = cerfaBudget(calc, language, computed);
  const groups = calc.groups ?? [];
  const groupOf: number[] = [];
  groups.forEach((group, g) => (group.categories ?? []).forEach(() => groupOf.push(g)));
  const weights = new ShareWeights(shareTargets(calc, memberCount));
  /** account -> amount of each group, in euros before rounding. */
  const raw = new Map<number, number[]>();
  const add = (account: number, g: number, amount: number) => {
    const row = raw.get(account) ?? groups.map(() => 0);
    row[g] += finite(amount);
    raw.set(account, row);
  };
  const shareOut = (account: number, value: number, allocation: Allocation | null | undefined) => {
    const into = groupOf.map(() => 0);
    weights.share(finite(value), allocation, into);
    into.forEach((amount, c) => add(account, groupOf[c], amount));
  };
  const clubLines = (lines: readonly Line[] | null | undefined, list: LineList, sign: number) => {
    for (const line of lines ?? [])
      shareOut(accountOf(line, list), sign * finite(line.value), line.allocation);
  };
  // Fees are stored negative (cost-model.md): a charge is shown positive.
  clubLines(calc.federalFees, "federalFees", -1);
  clubLines(calc.internalFees, "internalFees", -1);
  clubLines(calc.globalSubsidies, "globalSubsidies", 1);
  clubLines(calc.otherRevenues, "otherRevenues", 1);
  groups.forEach((group, g) => {
    for (const category of group.categories ?? []) {
      for (const line of category.fees ?? []) add(accountOf(line, "categoryFees"), g, -finite(line.value));
      for (const line of category.subsidies ?? [])
        add(accountOf(line, "categorySubsidies"), g, finite(line.value));
    }
  });
  // Memberships (756, inside 75): what each group's members pay, as the club's ST counts it.
  for (const c of computed.categories) {
    add(75, c.groupIndex, c.sellTotal);
    add(MEMBERSHIPS_ACCOUNT, c.groupIndex, c.sellTotal);
  }
  for (const benefit of calc.benefits ?? []) {
    const [use, source] = inKindAccounts(benefit.benefitType);
    shareOut(use, benefitValue(benefit), benefit.allocation);
    shareOut(source, benefitValue(benefit), benefit.allocation);
  }

  // Each of the club's rows shared out between the groups in cents adding up to it. Without any category
  // there is no one to share the club's lines with: each group's rows are its own (all 0).
  const cents = new Map<string, number[]>();
  for (const row of club.rows) {
    if (TOTALS[row.account]) continue;
    const values = raw.get(Number(row.account)) ?? groups.map(() => 0);
    cents.set(row.account, centsAddingUp(values, groupOf.length > 0 ? toCents(row.amount) : undefined));
  }
  const sections = groups.map((group, g): SectionBudget => {
    const rows = club.rows.map((row): CerfaRow => {
      const inTotal = TOTALS[row.account];
      const amount = inTotal
        ? [...cents].reduce((sum, [account, values]) => (inTotal(Number(account)) ? sum + values[g] : sum), 0)
        : (cents.get(row.account)?.[g] ?? 0);
      return { account: row.account, label: row.label, amount: amount / 100 };
    });
    return { groupId: group.id, name: group.name ?? "", rows };
  });
  return { sections, club: { rows: club.rows } };
}

/** Text a spreadsheet would read as a formula gets an apostrophe; a cell with ';', a quote or a line break is quoted (as web/src/lib/csv-export.ts). */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** What the club's block is called in the file's `section` column. */
export const CLUB_SECTION: Readonly<Record<CerfaLanguage, string>> = {
  fr: "Ensemble du club",
  en: "Whole club",
};

/** The CSV of the budget by section, as the Cerfa export's: UTF-8 with BOM, ';', decimal comma, CRLF. */
export function sectionsCsv(budget: SectionsBudget, language: CerfaLanguage = "fr"): string {
  const lines = ["section;compte;libellé;montant"];
  const block = (section: string, rows: readonly CerfaRow[]) => {
    for (const r of rows)
      lines.push(`${textCell(section)};${r.account};${textCell(r.label)};${cerfaAmount(r.amount)}`);
  };
  for (const section of budget.sections) block(section.name, section.rows);
  block(CLUB_SECTION[language], budget.club.rows);
  return "\uFEFF" + lines.join("\r\n") + "\r\n";
}
