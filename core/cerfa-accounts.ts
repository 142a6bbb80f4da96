/**
 * The chart-of-accounts classes of the Cerfa 12156 budget (treasurer.md section 5, docs/decisions/155).
 * Each fee or subsidy line may carry one; a line without one takes its list's default. No zod here: the
 * budget's dropdown and the schema both read these constants.
 */
export const CHARGE_ACCOUNTS = [60, 61, 62, 63, 64, 65, 66, 67, 68] as const;
export const PRODUCT_ACCOUNTS = [70, 74, 75] as const;
export const LINE_ACCOUNTS = [...CHARGE_ACCOUNTS, ...PRODUCT_ACCOUNTS] as const;
export type ChargeAccount = (typeof CHARGE_ACCOUNTS)[number];
export type ProductAccount = (typeof PRODUCT_ACCOUNTS)[number];
export type LineAccount = (typeof LINE_ACCOUNTS)[number];

/** The lists of the document that carry lines, and the class each defaults to. */
export type LineList =
  "federalFees" | "internalFees" | "categoryFees" | "globalSubsidies" | "categorySubsidies" | "otherRevenues";
export const DEFAULT_ACCOUNTS: Readonly<Record<LineList, LineAccount>> = {
  federalFees: 62,
  internalFees: 60,
  // A category's own fee (a tournament, a coach) is an internal expense; its own grant a subsidy.
  categoryFees: 60,
  globalSubsidies: 74,
  categorySubsidies: 74,
  otherRevenues: 75,
};
/** Memberships collected (ST) go to 756, inside class 75. */
export const MEMBERSHIPS_ACCOUNT = 756;

export const isChargeList = (list: LineList) =>
  list === "federalFees" || list === "internalFees" || list === "categoryFees";

/** The classes a line of this list may take: charges for fees, products for subsidies and revenues. */
export function accountsOf(list: LineList): readonly LineAccount[] {
  return isChargeList(list) ? CHARGE_ACCOUNTS : PRODUCT_ACCOUNTS;
}

/** The line's class: its own when it fits the list, else the list's default. */
export function accountOf(line: { readonly account?: number | null }, list: LineList): LineAccount {
  const own = line.account;
  return typeof own === "number" && (accountsOf(list) as readonly number[]).includes(own)
    ? (own as LineAccount)
    : DEFAULT_ACCOUNTS[list];
}

/** The Cerfa's own wording (French, the form's language) and an English one for the screen in English. */
export const ACCOUNT_LABELS: Readonly<Record<number, { fr: string; en: string }>> = {
  60: { fr: "Achats", en: "Purchases" },
  61: { fr: "Services extérieurs", en: "External services" },
  62: { fr: "Autres services extérieurs", en: "Other external services" },
  63: { fr: "Impôts et taxes", en: "Taxes" },
  64: { fr: "Charges de personnel", en: "Staff costs" },
  65: { fr: "Autres charges de gestion courante", en: "Other operating charges" },
  66: { fr: "Charges financières", en: "Financial charges" },
  67: { fr: "Charges exceptionnelles", en: "Exceptional charges" },
  68: { fr: "Dotation aux amortissements", en: "Depreciation" },
  70: {
    fr: "Vente de produits finis, de marchandises, prestations de services",
    en: "Sales of goods and services",
  },
  74: { fr: "Subventions d'exploitation", en: "Operating subsidies" },
  75: { fr: "Autres produits de gestion courante", en: "Other operating income" },
  756: { fr: "dont cotisations", en: "of which memberships" },
  860: { fr: "Secours en nature", en: "Relief in kind" },
  861: {
    fr: "Mise à disposition gratuite de biens et services",
    en: "Goods and services provided free of charge",
  },
  862: { fr: "Prestations", en: "Services" },
  864: { fr: "Personnel bénévole", en: "Volunteer staff" },
  870: { fr: "Bénévolat", en: "Volunteering" },
  871: { fr: "Prestations en nature", en: "Services in kind" },
  875: { fr: "Dons en nature", en: "Donations in kind" },
};
