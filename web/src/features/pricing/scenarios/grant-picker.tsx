import { useTranslation } from "react-i18next";
import { formatAmount, type AmountLocale } from "#core/cost-model/index";
import { AppDialog } from "../../../components/dialog";
import type { LineChoice } from "./line-edits";

interface GrantPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The subsidies a scenario may cut (line-edits.ts lineChoices(doc, true)). */
  grants: LineChoice[];
  lang: AmountLocale;
  currency: string;
  onPick: (grant: LineChoice) => void;
}

/**
 * "Town grant -30 %": which subsidy? One click on a grant creates the scenario that cuts that line
 * alone (decision 230), so the question takes three clicks: the tab, the preset, the grant.
 */
export function GrantPicker({ open, onOpenChange, grants, lang, currency, onPick }: GrantPickerProps) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("pricing.scenarios.grantPicker.title")}
      description={t("pricing.scenarios.grantPicker.text")}
      size="sm"
    >
      <ul className="space-y-2" data-testid="grant-picker">
        {grants.map((grant) => (
          <li key={grant.id}>
            <button
              type="button"
              className="flex w-full items-center justify-between gap-4 rounded-lg border border-slate-300 px-3 py-2.5 text-left hover:border-brand hover:bg-brand-tint focus-visible:outline-2 focus-visible:outline-brand dark:border-slate-700"
              onClick={() => onPick(grant)}
            >
              <span className="min-w-0">
                <span className="block truncate font-medium">{grant.name}</span>
                {grant.category ? (
                  <span className="muted block truncate text-xs">{grant.category}</span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">{formatAmount(grant.value, lang, currency)}</span>
            </button>
          </li>
        ))}
      </ul>
    </AppDialog>
  );
}
