import {
  DEFAULT_ACCOUNTS,
  type LineAccount,
  type LineList,
  accountsOf,
  isChargeList,
} from "./cerfa-accounts";
import { searchableName } from "./text";

/**
 * The likely Cerfa 12156 class of a new fee from its name (issue 46.3, docs/decisions/239). Every fee
 * used to default to its list's class (60, purchases, for the club's own lines), the coach's pay
 * included. The form's plan: 60 purchases and supplies; 61 rents, upkeep and repairs, insurance,
 * documentation; 62 fees to intermediaries, advertising, travel and missions, bank charges, dues (a
 * federation's licences and affiliation); 63 taxes; 64 staff pay and social charges; 66 financial
 * charges; 68 depreciation.
 *
 * A coach is taken as paid staff (64), the usual case of a club's coach under the sport's collective
 * agreement; a name that says it is an invoice (a self-employed coach, "facture", "prestation")
 * reads as a fee to an outside provider (62). Words are matched by their start, accents and case aside,
 * in French and English. The first rule that matches wins, so "invoice" comes before "coach".
 */
const RULES: readonly (readonly [LineAccount, readonly string[]])[] = [
  [
    62,
    [
      "facture",
      "prestataire",
      "prestation",
      "honoraire",
      "invoice",
      "freelance",
      "entrepreneur",
      "contractor",
    ],
  ],
  [
    64,
    [
      "salaire",
      "salarie",
      "paie",
      "remuneration",
      "entraineur",
      "coach",
      "educateur",
      "moniteur",
      "animateur",
      "instructor",
      "trainer",
      "salary",
      "wage",
      "payroll",
      "urssaf",
    ],
  ],
  [
    61,
    [
      "location",
      "loyer",
      "rent",
      "assurance",
      "insurance",
      "entretien",
      "reparation",
      "maintenance",
      "repair",
      "documentation",
    ],
  ],
  [
    62,
    [
      "deplacement",
      "transport",
      "travel",
      "mission",
      "hebergement",
      "hotel",
      "accommodation",
      "licence",
      "license",
      "affiliation",
      "cotisation",
      "dues",
      "publicite",
      "advertising",
      "banque",
      "bancaire",
      "bank",
      "arbitr",
      "referee",
    ],
  ],
  [63, ["taxe", "impot", "tax"]],
  [66, ["interet", "interest", "emprunt", "loan"]],
  [68, ["amortissement", "depreciation"]],
  [
    60,
    [
      "achat",
      "purchase",
      "materiel",
      "equipement",
      "equipment",
      "fourniture",
      "supplies",
      "maillot",
      "ballon",
    ],
  ],
];

/** The class a fee's name suggests; null when its name says nothing known (or the list holds no charges). */
export function suggestedAccount(name: string, list: LineList): LineAccount | null {
  if (!isChargeList(list)) return null;
  const words = searchableName(name)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const [account, stems] of RULES) {
    if (words.some((word) => stems.some((stem) => word.startsWith(stem)))) return account;
  }
  return null;
}

/**
 * The class a new line is stored with: the person's own choice always (kept even when it is the
 * default), else the name's suggestion, else nothing (undefined: the list's default, as before). A choice the list does not hold is ignored.
 */
export function accountOfNewLine(
  name: string,
  list: LineList,
  chosen: number | null,
): LineAccount | undefined {
  const own =
    chosen !== null && (accountsOf(list) as readonly number[]).includes(chosen)
      ? (chosen as LineAccount)
      : null;
  if (own !== null) return own;
  const suggested = suggestedAccount(name, list);
  return suggested === null || suggested === DEFAULT_ACCOUNTS[list] ? undefined : suggested;
}
