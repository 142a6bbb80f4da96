import { useTranslation } from "react-i18next";
import { type AmountLocale, formatAmount } from "#core/cost-model/index";
import type { InKindLine } from "../../lib/calculator-model/statistics-view";

/**
 * Volunteers (FMP), free equipment (GYM/GRD), civic services (CIS): what each gives
 * per member. No percent of the real cost here: the headline and the donut hold the one decomposition of
 * it (issue 31.2); the bar compares the kinds with one another.
 */
export function InKindCards({
  lines,
  lang,
  currency,
}: {
  lines: InKindLine[];
  lang: AmountLocale;
  currency: string;
}) {
  const { t } = useTranslation();
  const amount = (value: number) => formatAmount(value, lang, currency);
  return (
    <section aria-labelledby="club-stats-in-kind">
      <h3 id="club-stats-in-kind" className="mb-3 font-semibold">
        {t("clubStats.inKindTitle")}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-3">
        {lines.map((line) => (
          <li
            key={line.key}
            className="surface flex min-w-0 flex-col gap-2 p-3 sm:p-4"
            data-testid={`in-kind-${line.key}`}
          >
            <p className="font-medium">{t(`clubStats.inKind.${line.key}`)}</p>
            <p className="text-2xl font-semibold tabular-nums text-link">{amount(line.perMember)}</p>
            <p className="muted -mt-2 text-xs">{t("clubStats.inKindPerMember")}</p>
            <span
              className="block h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              aria-hidden="true"
            >
              <span
                className="block h-full rounded-full bg-brand"
                style={{ width: `${Math.min(1, line.shareOfInKind) * 100}%` }}
              />
            </span>
            <p className="muted text-xs tabular-nums">
              {t("clubStats.inKindValue", { amount: amount(line.total) })}
            </p>
            <p className="muted text-xs">{t(`clubStats.inKindHint.${line.key}`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
