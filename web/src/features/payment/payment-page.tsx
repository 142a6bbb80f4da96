import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../components/page-header";
import { LICENCE_PRICE_EUR } from "../../lib/product-constants";
import { useFlag } from "../../lib/flags";
import { formatAmount } from "../../lib/format";
import { useUiLanguage } from "../../lib/i18n";

/** The yearly licence that yields a club invitation (product.md screen 9). */
export function PaymentPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const onSale = useFlag("payment");
  return (
    <div>
      <PageHeader title={t("payment.title")} description={t("payment.intro")} />
      <section aria-labelledby="licence-title" className="surface mb-6 flex flex-wrap items-center justify-between gap-4 p-6">
        <div>
          <h2 id="licence-title" className="font-semibold">
            {t("payment.licence")}
          </h2>
          <p className="muted text-sm">{t("payment.licenceText")}</p>
        </div>
        <p className="text-3xl font-semibold tabular-nums">
          {formatAmount(LICENCE_PRICE_EUR, language)}
          <span className="muted ml-1 text-base font-normal">{t("payment.perYear")}</span>
        </p>
      </section>
      <EmptyState icon="card" title={t(onSale ? "payment.comingTitle" : "payment.closedTitle")}>
        {t(onSale ? "payment.coming" : "payment.closed")}
      </EmptyState>
    </div>
  );
}
