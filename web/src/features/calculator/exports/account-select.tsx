import { useTranslation } from "react-i18next";
import { ACCOUNT_LABELS, accountOf, accountsOf, type LineList } from "../../../../../core/cerfa-accounts";

interface AccountSelectProps {
  line: { name: string; account?: number | null };
  list: LineList;
  onChange: (account: number) => void;
  disabled?: boolean;
}

/**
 * The Cerfa 12156 class of a budget line (treasurer.md section 5): a small dropdown beside its amount,
 * charges 60-68 for a fee, products 70/74/75 for a subsidy or a revenue; a line without one shows
 * its list's default. The label is the form's wording, in French or English.
 */
export function AccountSelect({ line, list, onChange, disabled }: AccountSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith("en") ? "en" : "fr";
  return (
    <select
      className="h-8 w-14 shrink-0 rounded-md border border-slate-300 bg-white px-1 text-xs text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 print:hidden"
      aria-label={t("calculator.exports.accountOf", { name: line.name })}
      value={accountOf(line, list)}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {accountsOf(list).map((account) => (
        <option key={account} value={account} title={ACCOUNT_LABELS[account][language]}>
          {account} {ACCOUNT_LABELS[account][language]}
        </option>
      ))}
    </select>
  );
}
