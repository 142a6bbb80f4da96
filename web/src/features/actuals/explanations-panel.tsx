import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ActualsSummary } from "#core/actuals/index";
import { ACCOUNT_LABELS } from "#core/cerfa-accounts";
import { formatAmount } from "#core/cost-model/index";
import { inputClass } from "../../components/form-fields";
import type { UiLanguage } from "../../lib/i18n";
import { showToast } from "../../lib/toasts";
import { explainAccount } from "../../lib/actuals-api";

interface Props {
  organizationId: string;
  season: string;
  summary: ActualsSummary;
  explanations: Record<string, string>;
  lang: UiLanguage;
  currency: string;
  onChanged: () => void;
}

/**
 * The gaps the Cerfa 15059 asks the treasurer to explain: each Cerfa account with money, its forecast,
 * actual and gap, and a text kept with the actuals (saved when the field is left).
 */
export function ExplanationsPanel({
  organizationId,
  season,
  summary,
  explanations,
  lang,
  currency,
  onChanged,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const amount = (value: number) => formatAmount(value, lang, currency);
  const rows = summary.accounts.filter((row) => row.forecast !== 0 || row.actual !== 0);
  const save = async (account: string) => {
    const text = (drafts[account] ?? explanations[account] ?? "").trim();
    if (text === (explanations[account] ?? "")) return;
    try {
      await explainAccount(organizationId, { season, account, text });
      onChanged();
    } catch {
      showToast(t("actuals.list.failed"), "error");
    }
  };
  return (
    <section className="surface space-y-3 p-4 sm:p-5" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="font-semibold">
        {t("actuals.explain.heading")}
      </h3>
      <p className="muted text-sm">{t("actuals.explain.intro")}</p>
      <ul className="space-y-3">
        {rows.map((row) => (
          <li key={row.account} className="grid gap-2 sm:grid-cols-[1fr_1fr] sm:items-center">
            <div className="text-sm">
              <span className="font-medium">
                {row.account} {ACCOUNT_LABELS[Number(row.account)]?.[lang] ?? ""}
              </span>
              <span className="muted block text-xs tabular-nums">
                {t("actuals.budget.forecast")} {amount(row.forecast)} · {t("actuals.budget.actual")}{" "}
                {amount(row.actual)} · {t("actuals.explain.gap")} {amount(row.actual - row.forecast)}
              </span>
            </div>
            <input
              className={inputClass}
              aria-label={t("actuals.explain.of", { account: row.account })}
              maxLength={1000}
              value={drafts[row.account] ?? explanations[row.account] ?? ""}
              onChange={(event) =>
                setDrafts((current) => ({ ...current, [row.account]: event.target.value }))
              }
              onBlur={() => void save(row.account)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
