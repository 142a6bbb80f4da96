import { useTranslation } from "react-i18next";
import { ACCOUNT_LABELS, accountOf, accountsOf, type LineList } from "#core/cerfa-accounts";
import { CalcIcon } from "./calc-icons";

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
 *
 * A native select shows its chosen option's whole text ("62 Autres services extérieurs") and was cut
 * to "62 Au" in the line's small room (issue 31.9). So the select is laid, transparent, over its own
 * face: the account number and its short name on a phone ("64 Personnel"), the number and the wording
 * (ending in "…" when long, whole in the tooltip and in the open list) from 640 px. The select keeps the focus, the keyboard and the name.
 */
export function AccountSelect({ line, list, onChange, disabled }: AccountSelectProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith("en") ? "en" : "fr";
  const account = accountOf(line, list);
  const wording = ACCOUNT_LABELS[account]?.[language] ?? "";
  return (
    <span
      className={`relative inline-flex h-8 max-w-52 shrink-0 items-center gap-1 rounded-md border border-slate-300 bg-white pl-2 pr-1 text-xs text-slate-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 print:hidden ${disabled ? "opacity-60" : ""}`}
      title={`${account} ${wording}`}
      data-testid="account-face"
    >
      <span aria-hidden="true" className="tabular-nums">
        {account}
      </span>
      {/* A bare "60" told a treasurer nothing (issue 46.3): a phone shows the class's short name. */}
      <span aria-hidden="true" className="min-w-0 truncate sm:hidden" data-testid="account-short">
        {t(`calculator.exports.accountShort.${account}`)}
      </span>
      <span aria-hidden="true" className="hidden min-w-0 truncate sm:inline">
        {wording}
      </span>
      <CalcIcon name="chevron" className="size-3.5 shrink-0 text-slate-500" />
      <select
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
        aria-label={t("calculator.exports.accountOf", { name: line.name })}
        value={account}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {accountsOf(list).map((option) => (
          <option key={option} value={option}>
            {option} {ACCOUNT_LABELS[option]?.[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
